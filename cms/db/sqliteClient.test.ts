import { createClient, LibsqlError, type Client } from '@libsql/client'
import Database from 'libsql'
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
      expect(ours).toBeInstanceOf(theirs instanceof LibsqlError ? LibsqlError : theirs.constructor)
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

  it('answers as @libsql/client does at the edges: blobs in JSON, integers past 64 bits, an unknown transaction mode', async () => {
    await same((c) => c.execute('CREATE TABLE e (data BLOB, n INTEGER)'))
    await same((c) => c.execute({ sql: 'INSERT INTO e (data) VALUES (?)', args: [new Uint8Array([1, 2, 250]).buffer] }))
    // A result set as JSON: a blob is its base64 text, not an empty object.
    await same((c) => c.execute('SELECT data FROM e'))
    await same((c) => c.execute({ sql: 'INSERT INTO e (n) VALUES (?)', args: [2n ** 63n] }))
    await same((c) => c.execute({ sql: 'INSERT INTO e (n) VALUES (?)', args: [-(2n ** 63n) - 1n] }))
    await same((c) => c.execute({ sql: 'INSERT INTO e (n) VALUES (?)', args: [2n ** 63n - 1n] }))
    await same((c) => c.batch(['SELECT 1'], 'exclusive' as never))
    // SQL and its values as two arguments, as @libsql/client takes them on a transaction too.
    await same(async (c) => {
      const tx = await c.transaction('read')
      try {
        return await (tx.execute as (sql: string, args: unknown[]) => Promise<unknown>)('SELECT ? AS x', [5])
      } finally {
        tx.close()
      }
    })
    await same((c) => c.transaction('immediate' as never))
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

describe('the shop\'s SQLite client against what changes under its kept statements', () => {
  let dir: string
  let file: string
  let client: Client
  let reference: Client
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-client-'))
    file = path.join(dir, 'shop.db')
    client = createShopSqliteClient(`file:${file}`, SETUP)
    reference = createClient({ url: `file:${path.join(dir, 'reference.db')}` })
  })
  afterEach(() => {
    client.close()
    reference.close()
    fs.rmSync(dir, { recursive: true, force: true })
  })

  const byName = (result: { rows: object[] }) => result.rows.map((row) => ({ ...row }))

  it('answers a kept SELECT * with the columns the table has now: another process\'s rebuild or added column', async () => {
    await client.execute('CREATE TABLE s (a, b)')
    await client.execute({ sql: 'INSERT INTO s VALUES (?, ?)', args: [1, 2] })
    expect(byName(await client.execute('SELECT * FROM s'))).toEqual([{ a: 1, b: 2 }])
    expect(byName(await client.execute({ sql: 'INSERT INTO s VALUES (?, ?) RETURNING *', args: [3, 4] }))).toEqual([{ a: 3, b: 4 }])
    // Another process (a connection the client does not know) rebuilds the table with its columns the other way round.
    const other = new Database(file)
    other.exec('CREATE TABLE s2 (b, a); INSERT INTO s2 (b, a) SELECT b, a FROM s; DROP TABLE s; ALTER TABLE s2 RENAME TO s')
    const rebuilt = await client.execute('SELECT * FROM s ORDER BY a')
    expect(rebuilt.columns).toEqual(['b', 'a'])
    expect(byName(rebuilt)).toEqual([{ a: 1, b: 2 }, { a: 3, b: 4 }])
    expect(byName(await client.execute({ sql: 'INSERT INTO s VALUES (?, ?) RETURNING *', args: [6, 5] }))).toEqual([{ a: 5, b: 6 }])
    other.exec('ALTER TABLE s ADD COLUMN c DEFAULT 7')
    const added = await client.execute('SELECT * FROM s ORDER BY a LIMIT 1')
    expect(added.columns).toEqual(['b', 'a', 'c'])
    expect(byName(added)).toEqual([{ a: 1, b: 2, c: 7 }])
    // Explicit columns: SQLite prepares the kept statement again by itself.
    expect(byName(await client.execute('SELECT a, b FROM s ORDER BY a LIMIT 1'))).toEqual([{ a: 1, b: 2 }])
    other.close()
  })

  it('answers a kept SELECT * with the columns the table has now after a transaction of this client changed them', async () => {
    await client.execute('CREATE TABLE u (a)')
    await client.execute({ sql: 'INSERT INTO u VALUES (?)', args: [1] })
    const tx = await client.transaction('write')
    await tx.execute('ALTER TABLE u ADD COLUMN b DEFAULT 2')
    // Read on the client's other connection while the change is not committed: kept with one column.
    expect(byName(await client.execute('SELECT * FROM u'))).toEqual([{ a: 1 }])
    await tx.commit()
    const after = await client.execute('SELECT * FROM u')
    expect(after.columns).toEqual(['a', 'b'])
    expect(byName(after)).toEqual([{ a: 1, b: 2 }])
  })

  /** The client's open files on the database (Linux): three per connection at most (file, WAL, shared memory). */
  const openFiles = () =>
    fs.readdirSync('/proc/self/fd').filter((fd) => {
      try {
        return fs.readlinkSync(`/proc/self/fd/${fd}`).startsWith(file)
      } catch {
        return false
      }
    }).length

  it('keeps a few connections for its transactions instead of opening one per transaction and leaving it to the garbage collector', async () => {
    await client.execute('CREATE TABLE x (id INTEGER PRIMARY KEY, n)')
    for (let i = 0; i < 200; i += 1) {
      const tx = await client.transaction(i % 3 === 0 ? 'deferred' : 'write')
      await tx.execute({ sql: 'INSERT INTO x (n) VALUES (?)', args: [i] })
      if (i % 3 === 2) await tx.rollback()
      else if (i % 5 === 0) tx.close()
      else await tx.commit()
      await client.execute({ sql: 'SELECT count(*) AS n FROM x WHERE n > ?', args: [i] })
    }
    expect(openFiles()).toBeLessThanOrEqual(12)
    const committed = Array.from({ length: 200 }, (_, i) => i).filter((i) => i % 3 !== 2 && i % 5 !== 0)
    expect(Number((await client.execute('SELECT count(*) AS n FROM x')).rows[0].n)).toBe(committed.length)
  })

  it('never lets an ended transaction run a statement on the connection another transaction now uses', async () => {
    await client.execute('CREATE TABLE y (id INTEGER PRIMARY KEY, n)')
    const first = await client.transaction('write')
    await first.execute({ sql: 'INSERT INTO y (n) VALUES (?)', args: [1] })
    await first.commit()
    // The next transactions reuse connections: the first one's object must stay closed.
    const second = await client.transaction('write')
    const third = await client.transaction('deferred')
    await second.execute({ sql: 'INSERT INTO y (n) VALUES (?)', args: [2] })
    expect(first.closed).toBe(true)
    await expect(first.execute({ sql: 'INSERT INTO y (n) VALUES (?)', args: [3] })).rejects.toMatchObject({ code: 'TRANSACTION_CLOSED' })
    await expect(first.commit()).rejects.toMatchObject({ code: 'TRANSACTION_CLOSED' })
    first.close()
    await expect(first.rollback()).rejects.toMatchObject({ code: 'TRANSACTION_CLOSED' })
    expect(second.closed).toBe(false)
    await second.commit()
    await third.commit()
    expect((await client.execute('SELECT n FROM y ORDER BY n')).rows.map((row) => row.n)).toEqual([1, 2])
    // An error that ends the transaction in SQLite (INSERT OR ROLLBACK) closes it too.
    await client.execute('CREATE UNIQUE INDEX y_n ON y (n)')
    const failing = await client.transaction('write')
    await expect(failing.execute({ sql: 'INSERT OR ROLLBACK INTO y (n) VALUES (?)', args: [1] })).rejects.toMatchObject({ code: 'SQLITE_CONSTRAINT_UNIQUE' })
    expect(failing.closed).toBe(true)
    const next = await client.transaction('write')
    await next.execute({ sql: 'INSERT INTO y (n) VALUES (?)', args: [4] })
    await expect(failing.execute({ sql: 'INSERT INTO y (n) VALUES (?)', args: [5] })).rejects.toMatchObject({ code: 'TRANSACTION_CLOSED' })
    failing.close()
    expect(next.closed).toBe(false)
    await next.commit()
    expect((await client.execute('SELECT n FROM y ORDER BY n')).rows.map((row) => row.n)).toEqual([1, 2, 4])
  })

  it('limits the WAL file on every connection, on a file already in WAL too (journal_size_limit is not kept in the file)', async () => {
    const limit = async (c: Pick<Client, 'execute'>) => Number((await c.execute('PRAGMA journal_size_limit')).rows[0][0])
    expect(await limit(client)).toBe(64 * 1024 * 1024)
    client.close()
    // The shop started again on its database, now in WAL.
    client = createShopSqliteClient(`file:${file}`, SETUP)
    expect(await limit(client)).toBe(64 * 1024 * 1024)
    const tx = await client.transaction('write')
    expect(await limit(tx)).toBe(64 * 1024 * 1024)
    expect(await limit(client)).toBe(64 * 1024 * 1024)
    await tx.commit()
  })

  it('keeps a statement usable after it failed, and a read that failed half-way holds no snapshot', async () => {
    await client.execute('CREATE TABLE f (id INTEGER PRIMARY KEY, n UNIQUE, j TEXT)')
    const insert = (n: number, j = '{"x":1}') => client.execute({ sql: 'INSERT INTO f (n, j) VALUES (?, ?)', args: [n, j] })
    await insert(1)
    await expect(insert(1)).rejects.toMatchObject({ code: 'SQLITE_CONSTRAINT_UNIQUE', rawCode: 2067 })
    await insert(2, 'not json')
    await insert(3)
    const read = () => client.execute('SELECT n, json_extract(j, \'$.x\') AS x FROM f ORDER BY n')
    await expect(read()).rejects.toMatchObject({ code: 'SQLITE_ERROR' })
    // Another process writes: this client's next reads see it (no read transaction was left open).
    const other = createShopSqliteClient(`file:${file}`, SETUP)
    await other.execute({ sql: 'UPDATE f SET j = ? WHERE n = ?', args: ['{"x":2}', 2] })
    expect((await read()).rows.map((row) => [row.n, row.x])).toEqual([[1, 1], [2, 2], [3, 1]])
    expect((await other.execute('PRAGMA wal_checkpoint(TRUNCATE)')).rows[0].busy).toBe(0)
    other.close()
  })
})
