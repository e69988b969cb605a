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
import { putInPlace } from './putBackupInPlace'
import { refuse, runOperatorCommand } from './refusal'

const USAGE = 'Usage: npm run restore -- backups/shop-<date>.tar.gz'

/** Says why nothing was restored (nothing has been replaced when this is thrown). */
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
