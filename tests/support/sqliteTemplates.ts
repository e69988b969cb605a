import { createClient } from '@libsql/client'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { SERVER_COMMAND, startShop } from './shopProcess'

const CACHE_DIR = path.resolve('node_modules/.cache/shop-tests')
const DAY_MS = 24 * 60 * 60 * 1000

export type SqliteTemplates = {
  /** A database the shop has migrated, and nothing else. */
  migrated: string
  /** A data folder (shop.db and uploads/) of a shop that has also seeded its demo catalogue. */
  demo: string
}

/**
 * Data the shop itself made, once, for every shop a test starts to copy instead of migrating (and
 * seeding) at each start. Made by the compiled server like any shop: the migrated database is
 * kept per set of migrations (and locked packages), so it follows every migration that exists,
 * whoever added it; the seeded one per build of the server (the seed goes through its hooks).
 */
export async function sqliteTemplates(): Promise<SqliteTemplates> {
  fs.mkdirSync(CACHE_DIR, { recursive: true })
  forgetOldTemplates()
  const migrated = path.join(CACHE_DIR, `migrated-${hashOf(migrationFiles())}`)
  await keepOrMake(migrated, { emptyDatabase: true, seed: 'none' })
  const demo = path.join(CACHE_DIR, `demo-${hashOf([SERVER_COMMAND.at(-1)!])}`)
  await keepOrMake(demo, { seed: 'demo', from: migrated })
  return { migrated: path.join(migrated, 'shop.db'), demo }
}

async function keepOrMake(dir: string, how: Parameters<typeof makeTemplate>[1]) {
  if (!fs.existsSync(dir)) return makeTemplate(dir, how)
  const now = new Date()
  fs.utimesSync(dir, now, now)
}

async function makeTemplate(dir: string, { emptyDatabase = false, seed, from }: { emptyDatabase?: boolean; seed: 'none' | 'demo'; from?: string }) {
  const dataDir = fs.mkdtempSync(`${dir}.partial-`)
  try {
    if (from) fs.copyFileSync(path.join(from, 'shop.db'), path.join(dataDir, 'shop.db'))
    const shop = await startShop({ dataDir, emptyDatabase, seed })
    const exitCode = await shop.stop()
    if (exitCode !== 0) throw new Error(`The shop that makes the test template ${path.basename(dir)} ended with code ${exitCode}:\n${shop.logs()}`)
    // One self-contained file: the database and its write-ahead log.
    const db = createClient({ url: `file:${path.join(dataDir, 'shop.db')}` })
    try {
      await db.execute({ sql: 'VACUUM INTO ?', args: [path.join(dataDir, 'template.db')] })
    } finally {
      db.close()
    }
    for (const name of fs.readdirSync(dataDir)) if (name.startsWith('shop.db')) fs.rmSync(path.join(dataDir, name))
    fs.renameSync(path.join(dataDir, 'template.db'), path.join(dataDir, 'shop.db'))
    // Made whole, then renamed: a test run starting at the same moment never copies half of it.
    fs.renameSync(dataDir, dir)
  } catch (err) {
    fs.rmSync(dataDir, { recursive: true, force: true })
    if (!fs.existsSync(dir)) throw err
  }
}

function migrationFiles(): string[] {
  const dir = path.resolve('cms/migrations')
  return fs.readdirSync(dir).sort().map((name) => path.join(dir, name))
}

function hashOf(files: string[]): string {
  const hash = createHash('sha256')
  for (const file of [...files, path.resolve('package-lock.json')]) hash.update(path.relative(process.cwd(), file)).update(fs.readFileSync(file))
  return hash.digest('hex').slice(0, 16)
}

function forgetOldTemplates() {
  for (const name of fs.readdirSync(CACHE_DIR)) {
    const entry = path.join(CACHE_DIR, name)
    if (Date.now() - fs.statSync(entry).mtimeMs > DAY_MS) fs.rmSync(entry, { recursive: true, force: true })
  }
}
