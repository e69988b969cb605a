/**
 * `npm run backup`: one file with everything a SQLite shop needs to come back — a consistent copy
 * of the database (taken with VACUUM INTO, safe while the shop runs) and the uploaded images.
 * Writes backups/shop-<date>.tar.gz (or into the folder given with --out).
 */
import { createClient } from '@libsql/client'
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { env as readEnv } from '@cms/env'
import { Refusal, runOperatorCommand } from './refusal'

const USAGE = 'Usage: npm run backup [-- --out <folder>]'

function refuse(message: string): never {
  throw new Refusal(message)
}

await runOperatorCommand(backup)

async function backup() {
  const env = readEnv()
  if (env.databaseKind !== 'sqlite') refuse('This shop uses MongoDB: back it up with mongodump (see README, "Backing up and restoring").')
  const outArg = process.argv.indexOf('--out')
  const outGiven = outArg > 0 ? process.argv[outArg + 1] : 'backups'
  if (!outGiven || outGiven.startsWith('--')) refuse(USAGE)
  // A folder the operator names is from where they typed the command (npm runs scripts in the project folder).
  const outDir = path.resolve(outArg > 0 ? (process.env.INIT_CWD ?? process.cwd()) : process.cwd(), outGiven)
  if (fs.existsSync(outDir) && !fs.statSync(outDir).isDirectory()) refuse(`${outDir} is a file, not a folder: give --out a folder to put the backup in.`)
  const databaseFile = path.resolve(env.databaseUri.slice('file:'.length))
  if (!fs.existsSync(databaseFile)) refuse(`No database at ${databaseFile}: nothing to back up.`)

  const stamp = new Date().toISOString().replace(/[:T]/g, '-').slice(0, 19)
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-backup-'))
  try {
    const client = createClient({ url: `file:${databaseFile}` })
    try {
      await client.execute({ sql: 'VACUUM INTO ?', args: [path.join(work, 'shop.db')] })
    } finally {
      client.close()
    }
    if (fs.existsSync(env.uploadsDir)) fs.cpSync(env.uploadsDir, path.join(work, 'uploads'), { recursive: true })
    else fs.mkdirSync(path.join(work, 'uploads'))
    fs.writeFileSync(path.join(work, 'backup.json'), JSON.stringify({ createdAt: new Date().toISOString(), format: 1 }, null, 2))

    fs.mkdirSync(outDir, { recursive: true })
    const archive = path.join(outDir, `shop-${stamp}.tar.gz`)
    execFileSync('tar', ['-czf', archive, '-C', work, '.'])
    console.log(`Backup written to ${archive}`)
  } catch (err) {
    if (err instanceof Refusal) throw err
    refuse(`The backup could not be written: ${(err as Error).message}`)
  } finally {
    fs.rmSync(work, { recursive: true, force: true })
  }
}
