import Database from 'libsql'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'

import { accountAnswers } from './accountAnswers'
import { watchSqliteWrites } from './watchSqliteWrites'

/** What watchSqliteWrites wraps on Payload's SQLite adapter, without starting Payload. */
function fakePayload(): Payload {
  const client = { transaction: async () => undefined }
  return { db: { client, commitTransaction: async () => {}, rollbackTransaction: async () => {} } } as unknown as Payload
}

describe('watchSqliteWrites: reads that arrive together share one check for other connections\' commits', () => {
  let dir: string
  let other: InstanceType<typeof Database>

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'watch-writes-'))
    other = new Database(path.join(dir, 'shop.db'))
    other.exec('CREATE TABLE t (x INTEGER)')
  })
  afterEach(() => {
    other.close()
    fs.rmSync(dir, { recursive: true, force: true })
    accountAnswers.enabled = false
    accountAnswers.forgetAll()
  })

  it('keeps the answers while nothing is committed, and forgets them after a commit made before the reads arrived', async () => {
    const watch = watchSqliteWrites(fakePayload(), `file:${path.join(dir, 'shop.db')}`)
    accountAnswers.set('/api/auth/user', 'u1', accountAnswers.stamp(), { id: 'u1' })
    await watch.unchanged()
    expect(accountAnswers.get('/api/auth/user', 'u1')).not.toBeNull()

    other.exec('INSERT INTO t VALUES (1)')
    // Three reads arriving in the same round of the event loop: one check, which none of them misses.
    const checks = [watch.unchanged(), watch.unchanged(), watch.unchanged()]
    expect(checks[0]).toBeInstanceOf(Promise)
    expect(new Set(checks).size).toBe(1)
    await Promise.all(checks)
    expect(accountAnswers.get('/api/auth/user', 'u1')).toBeNull()
  })

  it('a read that comes after a check has begun waits for the next one, which sees a commit made in between', async () => {
    const watch = watchSqliteWrites(fakePayload(), `file:${path.join(dir, 'shop.db')}`)
    const first = watch.unchanged()
    await first
    accountAnswers.set('/api/auth/user', 'u1', accountAnswers.stamp(), { id: 'u1' })
    other.exec('INSERT INTO t VALUES (2)')
    const second = watch.unchanged()
    expect(second).not.toBe(first)
    await second
    expect(accountAnswers.get('/api/auth/user', 'u1')).toBeNull()
  })
})
