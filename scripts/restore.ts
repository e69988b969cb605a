/**
 * `npm run restore -- <backup.tar.gz>`: puts a backup from `npm run backup` back in place of the
 * current database and uploads. The shop must be stopped: it refuses while any process has the
 * database open (a running shop would go on writing into the replaced file, and those changes
 * would be lost at its next start). The archive's database is checked before anything is
 * replaced; the replaced files are kept beside the new ones (…-before-restore-<n>, the database
 * with its WAL under names SQLite pairs, so it can be put back whole) until you delete them.
 */
import { createClient } from '@libsql/client'
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { env as readEnv } from '@cms/env'
import { processesUsing } from './databaseInUse'
import { Refusal, runOperatorCommand } from './refusal'

const USAGE = 'Usage: npm run restore -- backups/shop-<date>.tar.gz'

/** Says why nothing was restored (nothing has been replaced when this is thrown). */
function refuse(message: string): never {
  throw new Refusal(message)
}

await runOperatorCommand(restore)

async function restore() {
  // npm runs scripts in the project folder; a path is the operator's, from where they typed it.
  const given = process.argv[2]
  if (!given) refuse(USAGE)
  const archive = path.resolve(process.env.INIT_CWD ?? process.cwd(), given)
  if (!fs.existsSync(archive) || !fs.statSync(archive).isFile()) refuse(`No backup file at ${archive}.\n${USAGE}`)
  const env = readEnv()
  if (env.databaseKind !== 'sqlite') refuse('This shop uses MongoDB: restore it with mongorestore (see README, "Backing up and restoring").')
  const databaseFile = path.resolve(env.databaseUri.slice('file:'.length))

  const users = processesUsing(databaseFile)
  if (users === null) console.warn('Make sure the shop is stopped: this system cannot tell whether it is running.')
  else if (users.length > 0) {
    refuse(`The shop is still running (process ${users.join(', ')} has ${databaseFile} open). Stop it first, then restore; nothing was changed.`)
  }

  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-restore-'))
  try {
    try {
      execFileSync('tar', ['-xzf', archive, '-C', work], { stdio: ['ignore', 'ignore', 'pipe'] })
    } catch (err) {
      refuse(`${archive} could not be unpacked: it is not a shop backup, or it is damaged (${String((err as { stderr?: Buffer }).stderr ?? '').trim() || 'tar failed'}). Nothing was changed.`)
    }
    const restoredDatabase = path.join(work, 'shop.db')
    if (!fs.existsSync(restoredDatabase) || !fs.existsSync(path.join(work, 'backup.json'))) refuse(`${archive} is not a shop backup. Nothing was changed.`)
    const problem = await integrityProblem(restoredDatabase)
    if (problem) refuse(`The database in ${archive} is damaged (${problem}). Nothing was changed: restore an earlier backup.`)

    const stamp = Date.now()
    putInPlace({ databaseFile, uploadsDir: env.uploadsDir, restoredDatabase, restoredUploads: path.join(work, 'uploads'), stamp, archive })
  } finally {
    fs.rmSync(work, { recursive: true, force: true })
  }
}

/**
 * Replaces the database and the images, undoing what was done when a step fails, so a restore is
 * whole or nothing: everything new is first copied beside what it replaces (a full disk stops it
 * there), the database is then swapped by renames, and the images folder's contents (not the folder:
 * it may be a mount point) are replaced last.
 */
function putInPlace({ databaseFile, uploadsDir, restoredDatabase, restoredUploads, stamp, archive }: { databaseFile: string; uploadsDir: string; restoredDatabase: string; restoredUploads: string; stamp: number; archive: string }) {
  const kept = `${databaseFile}-before-restore-${stamp}`
  const staged = `${databaseFile}.restoring-${stamp}`
  const keptUploads = `${uploadsDir}-before-restore-${stamp}`
  fs.mkdirSync(path.dirname(databaseFile), { recursive: true })
  fs.mkdirSync(uploadsDir, { recursive: true })
  try {
    fs.copyFileSync(restoredDatabase, staged)
    fs.cpSync(uploadsDir, keptUploads, { recursive: true, errorOnExist: true })
  } catch (err) {
    fs.rmSync(staged, { force: true })
    fs.rmSync(keptUploads, { recursive: true, force: true })
    refuse(`The backup could not be copied into place (${(err as Error).message}). Nothing was changed.`)
  }

  // SQLite reads "<file>-wal" with "<file>": the kept database keeps its last changes with it.
  const renamed: string[] = []
  const putBack = () => {
    fs.rmSync(databaseFile, { force: true })
    for (const suffix of renamed) fs.renameSync(kept + suffix, databaseFile + suffix)
  }
  try {
    for (const suffix of ['', '-wal', '-shm']) {
      if (!fs.existsSync(databaseFile + suffix)) continue
      fs.renameSync(databaseFile + suffix, kept + suffix)
      renamed.push(suffix)
    }
    fs.renameSync(staged, databaseFile)
  } catch (err) {
    putBack()
    fs.rmSync(staged, { force: true })
    fs.rmSync(keptUploads, { recursive: true, force: true })
    refuse(`The database could not be swapped (${(err as Error).message}). Nothing was changed.`)
  }

  try {
    replaceContents(uploadsDir, restoredUploads)
  } catch (err) {
    // The images as they were, and the database with them.
    try {
      replaceContents(uploadsDir, keptUploads)
      putBack()
    } catch (undo) {
      refuse(
        `The images could not be put in place (${(err as Error).message}), nor the old ones back (${(undo as Error).message}). ` +
          `The previous database is ${kept} (with its -wal file, if any) and the previous images are in ${keptUploads}: put them back by hand before starting the shop.`,
      )
    }
    fs.rmSync(keptUploads, { recursive: true, force: true })
    refuse(`The images could not be put in place (${(err as Error).message}). Nothing was changed.`)
  }
  console.log(`Restored ${archive} into ${databaseFile} and ${uploadsDir}. Start the shop again.`)
  const keptDatabase = renamed.length > 0 ? `The replaced database is kept as ${kept} (with its -wal file, if any), and` : 'There was no database before;'
  console.log(`${keptDatabase} the replaced images as ${keptUploads}: delete them once the shop is as it should be.`)
}

/** Empties a folder and copies another's contents into it (the folder itself stays: it may be a mount point). */
function replaceContents(folder: string, from: string) {
  for (const entry of fs.readdirSync(folder)) fs.rmSync(path.join(folder, entry), { recursive: true, force: true })
  fs.cpSync(from, folder, { recursive: true })
}

/** What SQLite's own check finds wrong with a database file, or null when it is sound. */
async function integrityProblem(file: string): Promise<string | null> {
  const client = createClient({ url: `file:${file}` })
  try {
    const { rows } = await client.execute('PRAGMA integrity_check')
    const findings = rows.map((row) => String(Object.values(row)[0]))
    return findings.length === 1 && findings[0] === 'ok' ? null : findings.slice(0, 3).join('; ')
  } catch (err) {
    return (err as Error).message
  } finally {
    client.close()
  }
}
