/**
 * `npm run backup`: one file with everything a SQLite shop needs to come back — a consistent copy
 * of the database (taken with VACUUM INTO, safe while the shop runs) and the uploaded images.
 * Writes backups/shop-<date>.tar.gz (or the folder given with --out).
 */
import { createClient } from '@libsql/client'
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { readEnv } from '@cms/env'

const env = readEnv()
if (env.databaseKind !== 'sqlite') {
  console.error('This shop uses MongoDB: back it up with mongodump (see README, "Backing up and restoring").')
  process.exit(1)
}
const outArg = process.argv.indexOf('--out')
const outDir = path.resolve(outArg > 0 ? process.argv[outArg + 1] : 'backups')
const stamp = new Date().toISOString().replace(/[:T]/g, '-').slice(0, 19)
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-backup-'))

const databaseFile = path.resolve(env.databaseUri.slice('file:'.length))
if (!fs.existsSync(databaseFile)) {
  console.error(`No database at ${databaseFile}: nothing to back up.`)
  process.exit(1)
}
const client = createClient({ url: `file:${databaseFile}` })
await client.execute({ sql: 'VACUUM INTO ?', args: [path.join(work, 'shop.db')] })
client.close()
if (fs.existsSync(env.uploadsDir)) fs.cpSync(env.uploadsDir, path.join(work, 'uploads'), { recursive: true })
else fs.mkdirSync(path.join(work, 'uploads'))
fs.writeFileSync(path.join(work, 'backup.json'), JSON.stringify({ createdAt: new Date().toISOString(), format: 1 }, null, 2))

fs.mkdirSync(outDir, { recursive: true })
const archive = path.join(outDir, `shop-${stamp}.tar.gz`)
execFileSync('tar', ['-czf', archive, '-C', work, '.'])
fs.rmSync(work, { recursive: true, force: true })
console.log(`Backup written to ${archive}`)
