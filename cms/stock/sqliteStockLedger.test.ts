import { type Client, createClient } from '@libsql/client'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'

import { planInventoryEdit, planProductEdit } from './planStockEdit'
import { STOCK_GUARD_STATEMENTS } from './sqliteStockGuards'
import { SqliteStockLedger } from './sqliteStockLedger'

// Payload's package is ESM only; the ledger needs just its ValidationError class (for unique violations).
jest.mock('payload', () => ({ ValidationError: class ValidationError extends Error {} }))

/** The tables the ledger writes, as migration 20261122_092128_initial creates them (foreign keys aside). */
const SCHEMA = [
  `CREATE TABLE products (id text PRIMARY KEY NOT NULL, name text NOT NULL, description text, price numeric DEFAULT 0 NOT NULL,
    image_id text NOT NULL, updated_at text NOT NULL, created_at text NOT NULL)`,
  `CREATE TABLE products_stock (_order integer NOT NULL, _parent_id text NOT NULL, id text PRIMARY KEY NOT NULL, size text NOT NULL,
    quantity numeric DEFAULT 0 NOT NULL)`,
  `CREATE TABLE order_claims (id text PRIMARY KEY NOT NULL, payment_intent_id text NOT NULL, state text NOT NULL, "order" text,
    reason text, updated_at text NOT NULL, created_at text NOT NULL)`,
  'CREATE UNIQUE INDEX order_claims_payment_intent_id_idx ON order_claims (payment_intent_id)',
  // Migration 20261122_100000_stock_never_negative.
  `CREATE TRIGGER products_stock_never_negative_update BEFORE UPDATE OF quantity ON products_stock
    FOR EACH ROW WHEN NEW.quantity < 0 BEGIN SELECT RAISE(ABORT, 'insufficient_stock'); END`,
]

describe('SQLite stock ledger', () => {
  let client: Client
  let ledger: SqliteStockLedger

  beforeEach(async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ledger-'))
    client = createClient({ url: `file:${path.join(dir, 'shop.db')}` })
    for (const statement of [...SCHEMA, ...STOCK_GUARD_STATEMENTS]) await client.execute(statement)
    ledger = new SqliteStockLedger({ db: { client } } as unknown as Pick<Payload, 'db'>)
    await product('tee', { S: 2, M: 5 })
    await product('cap', { L: 1 })
  })
  afterEach(() => client.close())

  async function product(id: string, stock: Record<string, number>) {
    const now = new Date().toISOString()
    await client.execute({ sql: 'INSERT INTO products VALUES (?, ?, NULL, 10, ?, ?, ?)', args: [id, id, 'img', now, now] })
    let order = 1
    for (const [size, quantity] of Object.entries(stock)) {
      await client.execute({ sql: 'INSERT INTO products_stock VALUES (?, ?, ?, ?, ?)', args: [order++, id, `${id}-${size}`, size, quantity] })
    }
  }

  async function stockOf(id: string) {
    const { rows } = await client.execute({ sql: 'SELECT size, quantity FROM products_stock WHERE _parent_id = ? ORDER BY _order', args: [id] })
    return Object.fromEntries(rows.map((row) => [row.size, Number(row.quantity)]))
  }

  async function claims() {
    return (await client.execute('SELECT payment_intent_id, state FROM order_claims')).rows.map((row) => ({ ...row }))
  }

  describe('reserve: the claim and every line, or nothing', () => {
    it('takes every line and records the claim', async () => {
      const outcome = await ledger.reserve('pi_1', [{ productId: 'tee', size: 'M', quantity: 2 }, { productId: 'cap', size: 'L', quantity: 1 }])
      expect(outcome).toEqual({ kind: 'reserved' })
      expect(await stockOf('tee')).toEqual({ S: 2, M: 3 })
      expect(await stockOf('cap')).toEqual({ L: 0 })
      expect(await claims()).toEqual([{ payment_intent_id: 'pi_1', state: 'reserved' }])
    })

    it('takes nothing and leaves no claim when one line is short', async () => {
      const outcome = await ledger.reserve('pi_2', [{ productId: 'tee', size: 'M', quantity: 2 }, { productId: 'cap', size: 'L', quantity: 2 }])
      expect(outcome).toEqual({ kind: 'insufficient', line: { productId: 'cap', size: 'L', quantity: 2 } })
      expect(await stockOf('tee')).toEqual({ S: 2, M: 5 })
      expect(await claims()).toEqual([])
    })

    it('takes nothing and leaves no claim when a size vanished between pricing and reservation', async () => {
      await client.execute("DELETE FROM products_stock WHERE _parent_id = 'cap'")
      const outcome = await ledger.reserve('pi_3', [{ productId: 'tee', size: 'M', quantity: 1 }, { productId: 'cap', size: 'L', quantity: 1 }])
      expect(outcome).toMatchObject({ kind: 'insufficient' })
      expect(await stockOf('tee')).toEqual({ S: 2, M: 5 })
      // No claim left "reserved" with nothing taken: the caller can record the rejection and refund.
      expect(await claims()).toEqual([])
    })
  })

  describe('editProduct: compare-and-set, all sizes or none', () => {
    it('writes a size only over the count the editor started from', async () => {
      await ledger.reserve('pi_sale', [{ productId: 'tee', size: 'M', quantity: 1 }])
      const stale = await ledger.editProduct('tee', (current) => planInventoryEdit(current, { S: 9, M: 6 }, { S: 2, M: 5 }))
      expect(stale).toEqual({ kind: 'conflict', conflicts: ['M is now 4; you started from 5'], current: { S: 2, M: 4 } })
      expect(await stockOf('tee')).toEqual({ S: 2, M: 4 })
      expect(await ledger.editProduct('tee', (current) => planInventoryEdit(current, { S: 9, M: 6 }, { S: 2, M: 4 }))).toEqual({ kind: 'saved' })
      expect(await stockOf('tee')).toEqual({ S: 9, M: 6 })
    })

    it('keeps a sale that lands between reading and writing, and saves the product\'s fields with the stock', async () => {
      const outcome = await ledger.editProduct(
        'tee',
        (current) => {
          // A buyer takes an S right after the counts were read; the editor left S as it was.
          void ledger.reserve('pi_between', [{ productId: 'tee', size: 'S', quantity: 1 }])
          return planProductEdit(current, ['S', 'M', 'XL'], { S: 2, M: 6, XL: 3 }, { S: 2, M: 5 })
        },
        { name: 'Tee', description: 'Soft', price: 12.5, imageId: 'img2' },
      )
      expect(outcome).toEqual({ kind: 'saved' })
      expect(await stockOf('tee')).toEqual({ S: 1, M: 6, XL: 3 })
      const { rows } = await client.execute("SELECT name, description, price, image_id FROM products WHERE id = 'tee'")
      expect({ ...rows[0] }).toEqual({ name: 'Tee', description: 'Soft', price: 12.5, image_id: 'img2' })
    })

    it('plans again when a count it depends on changes between reading and writing', async () => {
      let plans = 0
      const outcome = await ledger.editProduct('tee', (current) => {
        plans += 1
        if (plans === 1) void client.execute("UPDATE products_stock SET quantity = 7 WHERE _parent_id = 'tee' AND size = 'M'")
        return planInventoryEdit(current, { M: 8 }, { M: 5 })
      })
      expect(plans).toBe(2)
      expect(outcome).toEqual({ kind: 'conflict', conflicts: ['M is now 7; you started from 5'], current: { S: 2, M: 7 } })
      expect(await stockOf('tee')).toEqual({ S: 2, M: 7 })
    })

    it('refuses to add a size that appeared meanwhile, writing nothing', async () => {
      const outcome = await ledger.editProduct('cap', () => ({ kind: 'plan', plan: { changes: [{ kind: 'set', size: 'L', from: 1, to: 4 }, { kind: 'add', size: 'L', quantity: 2 }], sizes: ['L'] } }))
      expect(outcome).toMatchObject({ kind: 'conflict' })
      expect(await stockOf('cap')).toEqual({ L: 1 })
    })

    it('answers not-found for a product that does not exist', async () => {
      expect(await ledger.editProduct('nope', (current) => planInventoryEdit(current, {}, null))).toEqual({ kind: 'not-found' })
    })
  })
})
