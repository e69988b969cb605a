import fs from 'node:fs'
import path from 'node:path'

/**
 * The processes (other than this one) that have a SQLite database open: the file itself, its WAL
 * or its shared memory. Read from Linux's /proc, where the shop is deployed; null where there is
 * no /proc to read (the caller then asks the operator to make sure). A shop's process whose open
 * files this user may not read (the shop runs as another user) counts too: it may be using it.
 */
export function processesUsing(databaseFile: string): number[] | null {
  if (!fs.existsSync('/proc/self/fd')) return null
  const files = new Set(['', '-wal', '-shm'].map((suffix) => path.resolve(databaseFile) + suffix))
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
      let target: string
      try {
        target = fs.readlinkSync(`/proc/${pid}/fd/${fd}`)
      } catch {
        continue
      }
      if (files.has(target)) {
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
