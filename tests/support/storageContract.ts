/**
 * The storage seams' contract suites (tests/api/contracts/*.contract.test.ts) run one test file per
 * seam against each database it has an implementation for: SQLite in the API tests of every
 * `npm test`, MongoDB in the MongoDB leg (the `mongodb` jest project, which runs tests/api again
 * with TEST_DATABASE=mongodb). A run without the leg says that the MongoDB half was skipped and
 * why; it never passes it silently.
 */
import { createClient, type Client } from '@libsql/client'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { describeMongoLeg, mongoLeg } from './mongoLeg.js'
import { SQLITE_TEMPLATE_ENV } from './shopProcess'

export type Database = 'sqlite' | 'mongodb'

/** The databases this jest project runs the contracts on. */
export function contractDatabases(): Database[] {
  return process.env.TEST_DATABASE === 'mongodb' ? ['mongodb'] : ['sqlite']
}

/**
 * Runs `contract` once per database of this project, each with its own harness (made before each
 * test, closed after it), and states plainly when the MongoDB half does not run here.
 */
export function describeContract<H extends { close: () => Promise<void> }>(
  seam: string,
  harnesses: Record<Database, () => Promise<H>>,
  /** `database`: for the few cases one database cannot be made to play here (each says where it is tested instead). */
  contract: (harness: () => H, database: Database) => void,
): void {
  describe(seam, () => {
    for (const database of contractDatabases()) {
      describe(`on ${database === 'sqlite' ? 'SQLite' : 'MongoDB'}`, () => {
        let harness: H | null = null
        beforeEach(async () => {
          harness = await harnesses[database]()
        })
        afterEach(async () => {
          await harness?.close()
          harness = null
        })
        contract(() => harness!, database)
      })
    }
    if (!contractDatabases().includes('mongodb')) {
      const leg = mongoLeg()
      const why = leg.on ? 'it runs in the mongodb project of this same run.' : describeMongoLeg(leg)
      // Printed, and counted as skipped in jest's summary: never a silent pass.
      console.log(`${seam} contract on MongoDB: not run here. ${why}`)
      describe('on MongoDB', () => {
        it.skip(`not run here: ${why}`, () => {})
      })
    }
  })
}

/** A database file migrated by the shop itself (the suite's template), opened by two connections: two processes. */
export async function migratedSqlite(): Promise<{ first: Client; second: Client; close: () => Promise<void> }> {
  const template = process.env[SQLITE_TEMPLATE_ENV]
  if (!template) throw new Error(`${SQLITE_TEMPLATE_ENV} is not set: run the contracts with jest (the API tests' global setup makes the template)`)
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'contract-'))
  const file = path.join(dir, 'shop.db')
  fs.copyFileSync(template, file)
  const open = async () => {
    const client = createClient({ url: `file:${file}` })
    await client.execute('PRAGMA busy_timeout = 5000')
    return client
  }
  const first = await open()
  await first.execute('PRAGMA journal_mode = WAL')
  const second = await open()
  return {
    first,
    second,
    close: async () => {
      first.close()
      second.close()
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** A database of its own on the MongoDB leg's replica set, by the leg's URI (left there afterwards, as the leg's shops leave theirs). */
export function mongoDatabaseUri(): { uri: string; name: string } {
  const base = process.env.TEST_MONGODB_URI
  if (!base) throw new Error('TEST_MONGODB_URI is not set: the MongoDB contracts run in the mongodb jest project (tests/support/mongoLeg.js)')
  const name = `contract_${randomBytes(6).toString('hex')}`
  return { uri: base.replace(/^(mongodb(?:\+srv)?:\/\/[^/?]+)(\/[^?]*)?/, `$1/${name}`), name }
}
