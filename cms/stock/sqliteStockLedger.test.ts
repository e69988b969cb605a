import { type Client, createClient } from '@libsql/client'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'

import { planCountEdit, planInventoryEdit, planProductEdit, withCount } from './planStockEdit'
import { STOCK_COUNT_GUARD_STATEMENTS, STOCK_GUARD_STATEMENTS } from './sqliteStockGuards'
import { SqliteStockLedger } from './sqliteStockLedger'

// Payload's package is ESM only; the ledger needs just its ValidationError class (for unique violations).
jest.mock('payload', () => ({ ValidationError: class ValidationError extends Error {} }))

/** The tables the ledger writes, as the migrations create them (foreign keys aside). */
const SCHEMA = [
  `CREATE TABLE products (id text PRIMARY KEY NOT NULL, name text NOT NULL, description text, price numeric DEFAULT 0 NOT NULL,
    image_id text NOT NULL, updated_at text NOT NULL, created_at text NOT NULL, hidden integer DEFAULT false, stock_count numeric)`,
  `CREATE TABLE orders_items (_order integer NOT NULL, _parent_id text NOT NULL, id text PRIMARY KEY NOT NULL, product_id text,
    product_name text NOT NULL, size text, quantity numeric NOT NULL, price_cents numeric NOT NULL, restocked_quantity numeric DEFAULT 0)`,
  `CREATE TABLE products_stock (_order integer NOT NULL, _parent_id text NOT NULL, id text PRIMARY KEY NOT NULL, size text NOT NULL,
    quantity numeric DEFAULT 0 NOT NULL)`,
  `CREATE TABLE order_claims (id text PRIMARY KEY NOT NULL, payment_intent_id text NOT NULL, state text NOT NULL, "order" text,
    reason text, updated_at text NOT NULL, created_at text NOT NULL, lease text, draft text, takeovers numeric DEFAULT 0,
    refund_pending integer DEFAULT false)`,
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
    for (const statement of [...SCHEMA, ...STOCK_GUARD_STATEMENTS, ...STOCK_COUNT_GUARD_STATEMENTS]) await client.execute(statement)
    ledger = new SqliteStockLedger({ db: { client } } as unknown as Pick<Payload, 'db'>)
    await product('tee', { S: 2, M: 5 })
    await product('cap', { L: 1 })
  })
  afterEach(() => client.close())

  async function product(id: string, stock: Record<string, number>, count: number | null = null) {
    const now = new Date().toISOString()
    await client.execute({
      sql: 'INSERT INTO products (id, name, description, price, image_id, updated_at, created_at, stock_count) VALUES (?, ?, NULL, 10, ?, ?, ?, ?)',
      args: [id, id, 'img', now, now, count],
    })
    let order = 1
    for (const [size, quantity] of Object.entries(stock)) {
      await client.execute({ sql: 'INSERT INTO products_stock VALUES (?, ?, ?, ?, ?)', args: [order++, id, `${id}-${size}`, size, quantity] })
    }
  }

  async function stockOf(id: string) {
    const { rows } = await client.execute({ sql: 'SELECT size, quantity FROM products_stock WHERE _parent_id = ? ORDER BY _order', args: [id] })
    return Object.fromEntries(rows.map((row) => [row.size, Number(row.quantity)]))
  }

  async function countOf(id: string) {
    const { rows } = await client.execute({ sql: 'SELECT stock_count FROM products WHERE id = ?', args: [id] })
    return rows[0].stock_count === null ? null : Number(rows[0].stock_count)
  }

  async function claims() {
    return (await client.execute('SELECT payment_intent_id, state FROM order_claims')).rows.map((row) => ({ ...row }))
  }

  describe('reserve: the claim and every line, or nothing', () => {
    it('takes every line and records the claim', async () => {
      const outcome = await ledger.reserve('pi_1', [{ productId: 'tee', size: 'M', quantity: 2 }, { productId: 'cap', size: 'L', quantity: 1 }])
      expect(outcome).toEqual({
        kind: 'reserved',
        levels: [
          { productId: 'tee', size: 'M', before: 5, after: 3 },
          { productId: 'cap', size: 'L', before: 1, after: 0 },
        ],
      })
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

    it('completes a claim with its order in one statement, leaving the other claims as they were', async () => {
      await ledger.reserve('pi_4', [{ productId: 'tee', size: 'M', quantity: 1 }])
      await ledger.reserve('pi_5', [{ productId: 'tee', size: 'S', quantity: 1 }])
      await ledger.completeClaim('pi_4', 'order-4')
      const { rows } = await client.execute('SELECT payment_intent_id, state, "order" FROM order_claims ORDER BY payment_intent_id')
      expect(rows.map((row) => ({ ...row }))).toEqual([
        { payment_intent_id: 'pi_4', state: 'completed', order: 'order-4' },
        { payment_intent_id: 'pi_5', state: 'reserved', order: null },
      ])
    })
  })

  describe('claims left by a process that died (issue 28)', () => {
    /** The claim's holder went silent a minute ago; claims untouched for a second are stale. */
    const goSilent = (pi: string) => client.execute({ sql: 'UPDATE order_claims SET updated_at = ? WHERE payment_intent_id = ?', args: [new Date(Date.now() - 60_000).toISOString(), pi] })
    const staleBefore = () => new Date(Date.now() - 1000)
    const leaseOf = async (pi: string) => (await client.execute({ sql: 'SELECT lease FROM order_claims WHERE payment_intent_id = ?', args: [pi] })).rows[0].lease as string

    it('keeps the order to write with the claim, under a lease of its own', async () => {
      await ledger.reserve('pi_d', [{ productId: 'tee', size: 'M', quantity: 1 }], { totalCents: 1000 })
      const { rows } = await client.execute("SELECT draft, lease, takeovers, refund_pending FROM order_claims WHERE payment_intent_id = 'pi_d'")
      expect(JSON.parse(String(rows[0].draft))).toEqual({ totalCents: 1000 })
      expect(rows[0].lease).toEqual(expect.any(String))
      expect(Number(rows[0].takeovers)).toBe(0)
    })

    it('hands a stale claim to exactly one caller, with a new lease', async () => {
      await ledger.reserve('pi_t', [{ productId: 'tee', size: 'M', quantity: 1 }])
      const first = await leaseOf('pi_t')
      expect(await ledger.takeOverStaleClaim('pi_t', staleBefore())).toBeNull()
      await goSilent('pi_t')
      const [a, b] = await Promise.all([ledger.takeOverStaleClaim('pi_t', staleBefore()), ledger.takeOverStaleClaim('pi_t', staleBefore())])
      expect([a, b].filter(Boolean)).toHaveLength(1)
      expect(await leaseOf('pi_t')).toBe(a ?? b)
      expect(await leaseOf('pi_t')).not.toBe(first)
    })

    it('rejects a claim and puts its units back only while the caller holds it, in one write', async () => {
      await product('mug', {}, 3)
      const lines = [{ productId: 'tee', size: 'M' as const, quantity: 2 }, { productId: 'mug', size: null, quantity: 1 }]
      await ledger.reserve('pi_r', lines)
      expect(await stockOf('tee')).toEqual({ S: 2, M: 3 })
      await goSilent('pi_r')
      const lease = (await ledger.takeOverStaleClaim('pi_r', staleBefore()))!
      expect(await ledger.rejectHeldClaim('pi_r', 'someone-else', 'Refunded', lines)).toBe(false)
      expect(await stockOf('tee')).toEqual({ S: 2, M: 3 })
      expect(await ledger.rejectHeldClaim('pi_r', lease, 'Refunded', lines)).toBe(true)
      expect(await stockOf('tee')).toEqual({ S: 2, M: 5 })
      expect(await countOf('mug')).toBe(3)
      // Asked again (a retry): nothing more comes back.
      expect(await ledger.rejectHeldClaim('pi_r', lease, 'Refunded', lines)).toBe(false)
      expect(await stockOf('tee')).toEqual({ S: 2, M: 5 })
      const { rows } = await client.execute("SELECT state, reason, refund_pending FROM order_claims WHERE payment_intent_id = 'pi_r'")
      expect({ ...rows[0] }).toEqual({ state: 'rejected', reason: 'Refunded', refund_pending: 1 })
    })

    it('takes back units a failed refund had put on sale, never more than are on sale now', async () => {
      await client.execute("INSERT INTO orders_items VALUES (1, 'order-1', 'item-1', 'tee', 'Tee', 'M', 3, 1000, 3)")
      await client.execute("UPDATE products_stock SET quantity = 1 WHERE _parent_id = 'tee' AND size = 'M'")
      expect(await ledger.takeBackUnits('order-1', [{ itemId: 'item-1', productId: 'tee', size: 'M', quantity: 2 }])).toEqual([1])
      expect(await stockOf('tee')).toEqual({ S: 2, M: 0 })
      const { rows } = await client.execute("SELECT restocked_quantity FROM orders_items WHERE id = 'item-1'")
      expect(Number(rows[0].restocked_quantity)).toBe(1)
    })
  })

  describe('editProduct: compare-and-set, all sizes or none', () => {
    it('writes a size only over the count the editor started from', async () => {
      await ledger.reserve('pi_sale', [{ productId: 'tee', size: 'M', quantity: 1 }])
      const stale = await ledger.editProduct('tee', (current) => planInventoryEdit(current, { S: 9, M: 6 }, { S: 2, M: 5 }))
      expect(stale).toEqual({ kind: 'conflict', conflicts: ['M is now 4; you started from 5'], current: { S: 2, M: 4 }, count: null })
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
      expect(outcome).toEqual({ kind: 'conflict', conflicts: ['M is now 7; you started from 5'], current: { S: 2, M: 7 }, count: null })
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

  describe('products without sizes (issue 13): counted when a count is set', () => {
    it('takes a counted product\'s units, and refuses the one too many without taking anything', async () => {
      await product('mug', {}, 3)
      expect(await ledger.reserve('pi_m1', [{ productId: 'mug', size: null, quantity: 2 }])).toEqual({
        kind: 'reserved',
        levels: [{ productId: 'mug', size: null, before: 3, after: 1 }],
      })
      const short = await ledger.reserve('pi_m2', [{ productId: 'tee', size: 'M', quantity: 1 }, { productId: 'mug', size: null, quantity: 2 }])
      expect(short).toEqual({ kind: 'insufficient', line: { productId: 'mug', size: null, quantity: 2 } })
      expect(await countOf('mug')).toBe(1)
      expect(await stockOf('tee')).toEqual({ S: 2, M: 5 })
    })

    it('never runs out of a product whose units are not counted, and reports no level for it', async () => {
      await product('sticker', {}, null)
      expect(await ledger.reserve('pi_s1', [{ productId: 'sticker', size: null, quantity: 50 }])).toEqual({ kind: 'reserved', levels: [] })
      expect(await countOf('sticker')).toBeNull()
    })

    it('refuses a line of a product that is gone', async () => {
      expect(await ledger.reserve('pi_gone', [{ productId: 'nope', size: null, quantity: 1 }])).toMatchObject({ kind: 'insufficient' })
    })

    it('the database refuses a negative count, whoever writes it', async () => {
      await product('mug', {}, 1)
      await expect(client.execute("UPDATE products SET stock_count = -1 WHERE id = 'mug'")).rejects.toThrow(/insufficient_stock/)
    })

    it('edits the count compare-and-set: over the count the editor saw, or refused with the stored one', async () => {
      await product('mug', {}, 3)
      await ledger.reserve('pi_sale', [{ productId: 'mug', size: null, quantity: 1 }])
      const edit = (next: number | null, expected: number | null) => (current: Record<string, number>, count: number | null) =>
        withCount(planProductEdit(current, [], {}, {}), planCountEdit(count, next, expected))
      expect(await ledger.editProduct('mug', edit(10, 3))).toEqual({ kind: 'conflict', conflicts: ['Stock is now 2; you started from 3'], current: {}, count: 2 })
      expect(await countOf('mug')).toBe(2)
      expect(await ledger.editProduct('mug', edit(10, 2))).toEqual({ kind: 'saved' })
      expect(await countOf('mug')).toBe(10)
      // Stopping counting needs no check; starting again is compare-and-set from "not counted".
      expect(await ledger.editProduct('mug', edit(null, 7))).toEqual({ kind: 'saved' })
      expect(await countOf('mug')).toBeNull()
      expect(await ledger.editProduct('mug', edit(4, null))).toEqual({ kind: 'saved' })
      expect(await countOf('mug')).toBe(4)
    })

    it('a count that changes between reading and writing makes the edit plan again', async () => {
      await product('mug', {}, 3)
      let plans = 0
      const outcome = await ledger.editProduct('mug', (current, count) => {
        plans += 1
        if (plans === 1) void client.execute("UPDATE products SET stock_count = 1 WHERE id = 'mug'")
        return withCount(planProductEdit(current, [], {}, {}), planCountEdit(count, 8, 3))
      })
      expect(plans).toBe(2)
      expect(outcome).toMatchObject({ kind: 'conflict', count: 1 })
      expect(await countOf('mug')).toBe(1)
    })
  })

  describe('returnUnits: units of an order line go back on sale, never more than were sold', () => {
    beforeEach(async () => {
      await product('mug', {}, 0)
      await client.execute("INSERT INTO orders_items VALUES (1, 'o1', 'i-tee', 'tee', 'product tee', 'M', 2, 1000, 0)")
      await client.execute("INSERT INTO orders_items VALUES (2, 'o1', 'i-mug', 'mug', 'product mug', NULL, 3, 800, 0)")
      await client.execute("INSERT INTO orders_items VALUES (3, 'o1', 'i-gone', NULL, 'deleted product', 'S', 1, 800, 0)")
    })
    const line = (itemId: string, quantity: number, alreadyReturned = 0) => ({ itemId, productId: null, size: null, quantity, alreadyReturned })

    it('puts sized and counted units back and records them on the line', async () => {
      expect(await ledger.returnUnits('o1', [line('i-tee', 2), line('i-mug', 1)])).toEqual({ kind: 'returned' })
      expect(await stockOf('tee')).toEqual({ S: 2, M: 7 })
      expect(await countOf('mug')).toBe(1)
      const { rows } = await client.execute('SELECT id, restocked_quantity FROM orders_items ORDER BY _order')
      expect(rows.map((row) => [row.id, Number(row.restocked_quantity)])).toEqual([['i-tee', 2], ['i-mug', 1], ['i-gone', 0]])
    })

    it('refuses more than is left to return, all lines or none', async () => {
      await ledger.returnUnits('o1', [line('i-mug', 2)])
      expect(await ledger.returnUnits('o1', [line('i-tee', 1), line('i-mug', 2, 2)])).toEqual({ kind: 'too-many' })
      expect(await stockOf('tee')).toEqual({ S: 2, M: 5 })
      expect(await countOf('mug')).toBe(2)
      expect(await ledger.returnUnits('o1', [line('i-mug', 1, 2)])).toEqual({ kind: 'returned' })
      expect(await ledger.returnUnits('o1', [line('i-mug', 1, 3)])).toEqual({ kind: 'too-many' })
    })

    it('puts nothing back when a line\'s units back changed since the caller read them (a return planned twice)', async () => {
      // Two callers planned one unit of the mug from the same read (none back yet): the first one's goes back.
      expect(await ledger.returnUnits('o1', [line('i-mug', 1)])).toEqual({ kind: 'returned' })
      expect(await ledger.returnUnits('o1', [line('i-tee', 1), line('i-mug', 1)])).toEqual({ kind: 'too-many' })
      expect(await countOf('mug')).toBe(1)
      expect(await stockOf('tee')).toEqual({ S: 2, M: 5 })
      const { rows } = await client.execute('SELECT id, restocked_quantity FROM orders_items ORDER BY _order')
      expect(rows.map((row) => [row.id, Number(row.restocked_quantity)])).toEqual([['i-tee', 0], ['i-mug', 1], ['i-gone', 0]])
    })

    it('a line of a deleted product is recorded as returned; nothing is resurrected anywhere', async () => {
      expect(await ledger.returnUnits('o1', [line('i-gone', 1)])).toEqual({ kind: 'returned' })
      expect(await stockOf('tee')).toEqual({ S: 2, M: 5 })
      expect(await stockOf('cap')).toEqual({ L: 1 })
    })
  })
})
