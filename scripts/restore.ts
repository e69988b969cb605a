/**
 * `npm run restore -- <backup.tar.gz>`: puts a backup from `npm run backup` back in place of the
 * current database and uploads. Stop the shop first. The replaced files are kept beside the new
 * ones (…-before-restore) until you delete them.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { readEnv } from '@cms/env'

const archive = process.argv[2]
if (!archive || !fs.existsSync(archive)) {
  console.error('Usage: npm run restore -- backups/shop-<date>.tar.gz')
  process.exit(1)
}
const env = readEnv()
if (env.databaseKind !== 'sqlite') {
  console.error('This shop uses MongoDB: restore it with mongorestore (see README, "Backing up and restoring").')
  process.exit(1)
}
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-restore-'))
execFileSync('tar', ['-xzf', path.resolve(archive), '-C', work])
if (!fs.existsSync(path.join(work, 'shop.db')) || !fs.existsSync(path.join(work, 'backup.json'))) {
  console.error(`${archive} is not a shop backup.`)
  process.exit(1)
}

const databaseFile = path.resolve(env.databaseUri.slice('file:'.length))
const stamp = Date.now()
fs.mkdirSync(path.dirname(databaseFile), { recursive: true })
for (const suffix of ['', '-wal', '-shm']) {
  const file = databaseFile + suffix
  if (fs.existsSync(file)) fs.renameSync(file, `${file}-before-restore-${stamp}`)
}
fs.copyFileSync(path.join(work, 'shop.db'), databaseFile)
if (fs.existsSync(env.uploadsDir)) fs.renameSync(env.uploadsDir, `${env.uploadsDir}-before-restore-${stamp}`)
fs.cpSync(path.join(work, 'uploads'), env.uploadsDir, { recursive: true })
fs.rmSync(work, { recursive: true, force: true })
console.log(`Restored ${archive} into ${databaseFile} and ${env.uploadsDir}. Start the shop again.`)
