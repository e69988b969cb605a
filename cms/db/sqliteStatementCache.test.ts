import { type Client, createClient } from '@libsql/client'
import Database from 'libsql'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { cacheSqliteStatements, STATEMENTS_PER_CONNECTION } from './sqliteStatementCache'

/** Every SQL text libsql really prepared (the cache sits in front of this). */
const prepared: string[] = []
const connection = Database.prototype as unknown as { prepare(sql: string): unknown }
const nativePrepare = connection.prepare
connection.prepare = function countedPrepare(this: unknown, sql: string) {
  prepared.push(sql)
  return nativePrepare.call(this, sql)
}
cacheSqliteStatements()

const preparesOf = (sql: string) => prepared.filter((text) => text === sql).length

describe('prepared statements kept per SQLite connection', () => {
  let dir: string
  let client: Client

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'statements-'))
    client = createClient({ url: `file:${path.join(dir, 'shop.db')}` })
    await client.execute('CREATE TABLE products (id integer PRIMARY KEY, name text UNIQUE NOT NULL, stock integer NOT NULL)')
    prepared.length = 0
  })
  afterEach(() => {
    client.close()
    fs.rmSync(dir, { recursive: true, force: true })
  })

  it('prepares a statement once and gives every run its own rows', async () => {
    const insert = 'INSERT INTO products (name, stock) VALUES (?, ?) RETURNING id, name, stock'
    const first = await client.execute({ sql: insert, args: ['Tee', 3] })
    const second = await client.execute({ sql: insert, args: ['Cap', 5] })
    expect(first.rows.map((row) => ({ ...row }))).toEqual([{ id: 1, name: 'Tee', stock: 3 }])
    expect(second.rows.map((row) => ({ ...row }))).toEqual([{ id: 2, name: 'Cap', stock: 5 }])
    expect(second.columns).toEqual(['id', 'name', 'stock'])

    const sell = 'UPDATE products SET stock = stock - ? WHERE id = ? AND stock >= ?'
    expect((await client.execute({ sql: sell, args: [2, 1, 2] })).rowsAffected).toBe(1)
    expect((await client.execute({ sql: sell, args: [2, 1, 2] })).rowsAffected).toBe(0)
    expect(preparesOf(insert)).toBe(1)
    expect(preparesOf(sell)).toBe(1)
  })

  it('runs a statement again after it failed', async () => {
    const insert = 'INSERT INTO products (name, stock) VALUES (?, ?)'
    await client.execute({ sql: insert, args: ['Tee', 3] })
    await expect(client.execute({ sql: insert, args: ['Tee', 4] })).rejects.toMatchObject({ code: 'SQLITE_CONSTRAINT_UNIQUE' })
    await client.execute({ sql: insert, args: ['Cap', 5] })
    const rows = await client.execute('SELECT name, stock FROM products ORDER BY id')
    expect(rows.rows.map((row) => ({ ...row }))).toEqual([{ name: 'Tee', stock: 3 }, { name: 'Cap', stock: 5 }])
    expect(preparesOf(insert)).toBe(1)
  })

  it('drops what it kept when a migration changes the schema', async () => {
    await client.execute("INSERT INTO products (name, stock) VALUES ('Tee', 3)")
    const everything = 'SELECT * FROM products'
    expect((await client.execute(everything)).columns).toEqual(['id', 'name', 'stock'])
    await client.execute('ALTER TABLE products ADD COLUMN hidden integer DEFAULT 0')
    const after = await client.execute(everything)
    expect(after.columns).toEqual(['id', 'name', 'stock', 'hidden'])
    expect({ ...after.rows[0] }).toEqual({ id: 1, name: 'Tee', stock: 3, hidden: 0 })
  })

  it('drops what it kept when a script changes the schema', async () => {
    const everything = 'SELECT * FROM products'
    expect((await client.execute(everything)).columns).toEqual(['id', 'name', 'stock'])
    await client.executeMultiple('-- a migration\nALTER TABLE products ADD COLUMN hidden integer DEFAULT 0;\nCREATE INDEX products_hidden ON products (hidden);')
    expect((await client.execute(everything)).columns).toEqual(['id', 'name', 'stock', 'hidden'])
  })

  it('binds nothing left over from an earlier run given more values', async () => {
    // Without the cache every run had a new statement, whose unbound values are NULL.
    const pair = 'SELECT ? AS first, ? AS second'
    expect({ ...(await client.execute({ sql: pair, args: [1, 2] })).rows[0] }).toEqual({ first: 1, second: 2 })
    expect({ ...(await client.execute({ sql: pair, args: [3] })).rows[0] }).toEqual({ first: 3, second: null })
    expect({ ...(await client.execute({ sql: pair, args: [4, 5] })).rows[0] }).toEqual({ first: 4, second: 5 })
    expect(preparesOf(pair)).toBe(2)
  })

  it('keeps a bounded number per connection, letting the least recently used go', async () => {
    const lookUp = (n: number) => `SELECT ${n} AS n FROM products`
    for (let n = 0; n <= STATEMENTS_PER_CONNECTION; n += 1) await client.execute(lookUp(n))
    await client.execute(lookUp(STATEMENTS_PER_CONNECTION))
    expect(preparesOf(lookUp(STATEMENTS_PER_CONNECTION))).toBe(1)
    await client.execute(lookUp(0))
    expect(preparesOf(lookUp(0))).toBe(2)
  })

  it('serves a transaction, which runs on a connection of its own', async () => {
    const insert = 'INSERT INTO products (name, stock) VALUES (?, ?)'
    await client.execute({ sql: insert, args: ['Tee', 3] })
    const transaction = await client.transaction('write')
    await transaction.execute({ sql: insert, args: ['Cap', 5] })
    await transaction.rollback()
    transaction.close()
    await client.execute({ sql: insert, args: ['Mug', 2] })
    const names = await client.execute('SELECT name FROM products ORDER BY id')
    expect(names.rows.map((row) => row.name)).toEqual(['Tee', 'Mug'])
  })
})
