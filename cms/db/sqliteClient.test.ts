import { createClient, LibsqlError, type Client } from '@libsql/client'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { createShopSqliteClient } from './sqliteClient'

const SETUP = { busyTimeoutMs: 4321, synchronous: 'NORMAL' as const }

describe('the shop\'s SQLite client', () => {
  let dir: string
  let client: Client
  let reference: Client
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-client-'))
    client = createShopSqliteClient(`file:${path.join(dir, 'shop.db')}`, SETUP)
    reference = createClient({ url: `file:${path.join(dir, 'reference.db')}` })
  })
  afterEach(() => {
    client.close()
    reference.close()
    fs.rmSync(dir, { recursive: true, force: true })
  })

  /** The same statements on both clients: the same answers, row by row, as JSON and by column. */
  async function same(run: (c: Client) => Promise<unknown>): Promise<void> {
    const ours = await run(client).catch((err: unknown) => err)
    const theirs = await run(reference).catch((err: unknown) => err)
    if (theirs instanceof Error) {
      expect(ours).toBeInstanceOf(LibsqlError)
      expect((ours as LibsqlError).code).toBe((theirs as LibsqlError).code)
      expect((ours as Error).message).toBe(theirs.message)
      return
    }
    expect(JSON.parse(JSON.stringify(ours))).toEqual(JSON.parse(JSON.stringify(theirs)))
  }

  it('answers as @libsql/client does: rows by name and index, numbers, text, blobs, nulls, booleans, dates, changes, errors', async () => {
    const rowsOf = async (c: Client, sql: string, args: unknown[] = []) => {
      const result = await c.execute({ sql, args: args as never })
      return { columns: result.columns, types: result.columnTypes, rows: result.rows.map((row) => ({ ...row, byIndex: Array.from(row as ArrayLike<unknown>), length: row.length })) }
    }
    await same((c) => c.execute('CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT UNIQUE, amount REAL, data BLOB, flag INTEGER, at INTEGER)'))
    await same(async (c) => {
      const insert = await c.execute({ sql: 'INSERT INTO t (name, amount, data, flag, at) VALUES (?, ?, ?, ?, ?)', args: ['a', 1.5, new Uint8Array([1, 2]).buffer, true, new Date(5)] })
      return { changes: insert.rowsAffected, id: String(insert.lastInsertRowid) }
    })
    await same((c) => c.execute({ sql: 'INSERT INTO t (name, amount) VALUES (:name, :amount)', args: { name: 'b', amount: 2 } }))
    await same((c) => rowsOf(c, 'SELECT id, name, amount, flag, at, data IS NOT NULL AS has_data, NULL AS nothing, name AS id FROM t ORDER BY id'))
    // A unique violation: the same LibsqlError code and message (Payload and the shop read both).
    await same((c) => c.execute({ sql: 'INSERT INTO t (name) VALUES (?)', args: ['a'] }))
    await same((c) => c.execute('SELECT * FROM nowhere'))
    await same(async (c) => (await c.execute({ sql: 'UPDATE t SET amount = amount + 1 WHERE name IN (?, ?)', args: ['a', 'b'] })).rowsAffected)
    await same((c) => c.execute({ sql: 'INSERT INTO t (name) VALUES (?) RETURNING id, name', args: ['c'] }))
  })

  it('keeps a statement per shape of its values: a run with fewer positional values never reads an earlier run\'s', async () => {
    await client.execute('CREATE TABLE v (a, b)')
    await client.execute({ sql: 'INSERT INTO v VALUES (?, ?)', args: [1, 2] })
    await client.execute({ sql: 'INSERT INTO v VALUES (?, ?)', args: [3] }).catch(() => {})
    await client.execute({ sql: 'SELECT ?1 AS x, ?2 AS y', args: [7, 8] })
    const fewer = await client.execute({ sql: 'SELECT ?1 AS x, ?2 AS y', args: [9] })
    expect([fewer.rows[0].x, fewer.rows[0].y]).toEqual([9, null])
    const again = await client.execute({ sql: 'SELECT ?1 AS x, ?2 AS y', args: [1, 2] })
    expect([again.rows[0].x, again.rows[0].y]).toEqual([1, 2])
  })

  it('lets go of every kept statement when the schema changes: a kept SELECT * sees a new column', async () => {
    await client.execute('CREATE TABLE s (a)')
    await client.execute({ sql: 'INSERT INTO s VALUES (?)', args: [1] })
    expect((await client.execute('SELECT * FROM s')).columns).toEqual(['a'])
    await client.execute('ALTER TABLE s ADD COLUMN b')
    expect((await client.execute('SELECT * FROM s')).columns).toEqual(['a', 'b'])
    await client.executeMultiple('ALTER TABLE s ADD COLUMN c; CREATE INDEX s_a ON s (a);')
    expect((await client.execute('SELECT * FROM s')).columns).toEqual(['a', 'b', 'c'])
    await client.migrate(['ALTER TABLE s ADD COLUMN d'])
    expect((await client.execute('SELECT * FROM s')).columns).toEqual(['a', 'b', 'c', 'd'])
  })

  it('opens every connection with WAL, synchronous and busy_timeout; a transaction keeps its connection and the client opens another', async () => {
    const pragmas = async (c: Pick<Client, 'execute'>) => [
      (await c.execute('PRAGMA journal_mode')).rows[0][0],
      (await c.execute('PRAGMA synchronous')).rows[0][0],
      (await c.execute('PRAGMA busy_timeout')).rows[0][0],
    ]
    expect(await pragmas(client)).toEqual(['wal', 1, 4321])
    await client.execute('CREATE TABLE w (id INTEGER PRIMARY KEY, n)')
    const tx = await client.transaction('write')
    await tx.execute({ sql: 'INSERT INTO w (n) VALUES (?)', args: [1] })
    // Outside the transaction (another connection): not yet committed.
    expect((await client.execute('SELECT count(*) AS n FROM w')).rows[0].n).toBe(0)
    expect(await pragmas(client)).toEqual(['wal', 1, 4321])
    await tx.commit()
    expect(tx.closed).toBe(true)
    expect((await client.execute('SELECT count(*) AS n FROM w')).rows[0].n).toBe(1)
    const rolledBack = await client.transaction('write')
    await rolledBack.execute({ sql: 'INSERT INTO w (n) VALUES (?)', args: [2] })
    await rolledBack.rollback()
    expect((await client.execute('SELECT count(*) AS n FROM w')).rows[0].n).toBe(1)
  })

  it('runs a batch as one transaction: a failing statement takes the whole batch back', async () => {
    await client.execute('CREATE TABLE b (id INTEGER PRIMARY KEY, n UNIQUE)')
    await expect(
      client.batch(
        [
          { sql: 'INSERT INTO b (n) VALUES (?)', args: [1] },
          { sql: 'INSERT INTO b (n) VALUES (?)', args: [1] },
        ],
        'write',
      ),
    ).rejects.toBeInstanceOf(LibsqlError)
    expect((await client.execute('SELECT count(*) AS n FROM b')).rows[0].n).toBe(0)
    const results = await client.batch([{ sql: 'INSERT INTO b (n) VALUES (?)', args: [2] }, 'SELECT n FROM b'], 'write')
    expect(results[1].rows.map((row) => row.n)).toEqual([2])
  })
})
