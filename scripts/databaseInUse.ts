import fs from 'node:fs'
import path from 'node:path'

/** A file's device and inode (following links), or null when it is not there or not readable. */
function identity(file: string): string | null {
  try {
    const { dev, ino } = fs.statSync(file)
    return `${dev}:${ino}`
  } catch {
    return null
  }
}

/**
 * The processes (other than this one) that have a SQLite database open: the file itself, its WAL
 * or its shared memory. Read from Linux's /proc, where the shop is deployed; null where there is
 * no /proc to read (the caller then asks the operator to make sure). A shop's process whose open
 * files this user may not read (the shop runs as another user) counts too: it may be using it.
 */
export function processesUsing(databaseFile: string): number[] | null {
  if (!fs.existsSync('/proc/self/fd')) return null
  // Compared by device and inode, not by name: a symlinked folder or a container's own path for the
  // same file (a bind mount, a volume) names it differently.
  const files = new Set(['', '-wal', '-shm'].flatMap((suffix) => identity(path.resolve(databaseFile) + suffix) ?? []))
  if (files.size === 0) return []
  const users: number[] = []
  for (const entry of fs.readdirSync('/proc')) {
    const pid = Number(entry)
    if (!Number.isInteger(pid) || pid === process.pid) continue
    let descriptors: string[]
    try {
      descriptors = fs.readdirSync(`/proc/${pid}/fd`)
    } catch {
      if (looksLikeAShop(pid)) users.push(pid)
      continue
    }
    for (const fd of descriptors) {
      const open = identity(`/proc/${pid}/fd/${fd}`)
      if (open && files.has(open)) {
        users.push(pid)
        break
      }
    }
  }
  return users
}

/** The shop's server or `npm start` (their command lines are readable by every user). */
function looksLikeAShop(pid: number): boolean {
  try {
    const command = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8')
    return /dist\/server\/server\.mjs|scripts\/start\.mjs/.test(command)
  } catch {
    return false
  }
}
