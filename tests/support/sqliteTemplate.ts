import { createClient } from '@libsql/client'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { startShop } from './shopProcess'

const CACHE_DIR = path.resolve('node_modules/.cache/shop-tests')
const DAY_MS = 24 * 60 * 60 * 1000

/**
 * A SQLite database the shop has migrated and nothing else, made by starting the compiled server
 * once on an empty file. Each shop a test starts gets a copy instead of migrating at start. It is
 * kept per set of migrations (and locked packages), so it follows every migration that exists,
 * whoever added it; a new migration makes a new template at the next run.
 */
export async function sqliteTemplate(): Promise<string> {
  const file = path.join(CACHE_DIR, `sqlite-template-${migrationsKey()}.db`)
  if (fs.existsSync(file)) return file

  const shop = await startShop({ emptyDatabase: true, seed: 'none' })
  const exitCode = await shop.stop()
  if (exitCode !== 0) throw new Error(`The shop that migrates the template database ended with code ${exitCode}:\n${shop.logs()}`)

  fs.mkdirSync(CACHE_DIR, { recursive: true })
  for (const old of fs.readdirSync(CACHE_DIR)) {
    const oldFile = path.join(CACHE_DIR, old)
    if (Date.now() - fs.statSync(oldFile).mtimeMs > DAY_MS) fs.rmSync(oldFile, { force: true })
  }
  // One self-contained file (the database and its write-ahead log), written whole, then renamed:
  // a test run starting at the same moment never copies half a file.
  const partial = `${file}.${process.pid}.partial`
  const db = createClient({ url: `file:${path.join(shop.dataDir, 'shop.db')}` })
  try {
    await db.execute({ sql: 'VACUUM INTO ?', args: [partial] })
  } finally {
    db.close()
  }
  fs.renameSync(partial, file)
  fs.rmSync(shop.dataDir, { recursive: true, force: true })
  return file
}

function migrationsKey(): string {
  const hash = createHash('sha256')
  const dir = path.resolve('cms/migrations')
  for (const name of fs.readdirSync(dir).sort()) hash.update(name).update(fs.readFileSync(path.join(dir, name)))
  hash.update(fs.readFileSync(path.resolve('package-lock.json')))
  return hash.digest('hex').slice(0, 16)
}
