import { type Client, createClient } from '@libsql/client'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'

import { planCountEdit, planInventoryEdit, planProductEdit, withCount } from './planStockEdit'
import { STOCK_COUNT_GUARD_STATEMENTS, STOCK_GUARD_STATEMENTS } from './sqliteStockGuards'
import { SqliteStockLedger } from './sqliteStockLedger'
import type { StockCause, StockMovement } from './stockLedger'

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
  // Migration 20261127_003154_issue32_stock_history.
  `CREATE TABLE stock_history (id text PRIMARY KEY NOT NULL, product text NOT NULL, seq numeric NOT NULL, size text,
    "change" numeric NOT NULL, "after" numeric, reason text NOT NULL, actor text NOT NULL, "order" text, payment_intent_id text,
    updated_at text NOT NULL, created_at text NOT NULL)`,
  'CREATE UNIQUE INDEX product_seq_idx ON stock_history (product, seq)',
  // Migration 20261122_100000_stock_never_negative.
  `CREATE TRIGGER products_stock_never_negative_update BEFORE UPDATE OF quantity ON products_stock
    FOR EACH ROW WHEN NEW.quantity < 0 BEGIN SELECT RAISE(ABORT, 'insufficient_stock'); END`,
]

/** An administrator's edit, as the stock history records it. */
const edit: StockCause = { reason: 'edit', actor: 'volunteer' }

/**
 * The SQLite ledger's stock history (issue 32, decision 46): each change with its entry in the same
 * batch, adding up to the count; what the ledger promises besides is the StockLedger contract
 * (tests/api/contracts/stockLedger.contract.test.ts).
 */
describe('SQLite stock ledger: stock history', () => {
  let client: Client
  let ledger: SqliteStockLedger
  let told: StockMovement[][]

  beforeEach(async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ledger-'))
    client = createClient({ url: `file:${path.join(dir, 'shop.db')}` })
    for (const statement of [...SCHEMA, ...STOCK_GUARD_STATEMENTS, ...STOCK_COUNT_GUARD_STATEMENTS]) await client.execute(statement)
    told = []
    ledger = new SqliteStockLedger({ db: { client } } as unknown as Pick<Payload, 'db'>, { onChange: (movements) => told.push(movements) })
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


  describe('stock history (issue 32): every change with its entry, in the same batch', () => {
    async function entries(productId: string) {
      const { rows } = await client.execute({
        sql: 'SELECT seq, size, "change", "after", reason, actor, "order" FROM stock_history WHERE product = ? ORDER BY seq',
        args: [productId],
      })
      return rows.map((row) => ({
        seq: Number(row.seq),
        size: row.size,
        change: Number(row.change),
        after: row.after === null ? null : Number(row.after),
        reason: row.reason,
        actor: row.actor,
        order: row.order,
      }))
    }

    /** Every size's (and the product's own count's) entries add up to the count now: a gone size or an uncounted product to 0. */
    async function expectEntriesAddUp(productId: string) {
      const sums: Record<string, number> = {}
      for (const entry of await entries(productId)) sums[String(entry.size)] = (sums[String(entry.size)] ?? 0) + entry.change
      const now: Record<string, number> = { ...(await stockOf(productId)) }
      const count = await countOf(productId)
      if (count !== null) now.null = count
      for (const key of Object.keys(sums)) now[key] ??= 0
      for (const key of Object.keys(now)) sums[key] ??= 0
      expect(sums).toEqual(now)
    }

    /** The counts of the products made in beforeEach, as a migration or the seed would have started them. */
    async function startHistory(productId: string) {
      const { rows } = await client.execute({ sql: 'SELECT size, quantity FROM products_stock WHERE _parent_id = ? ORDER BY _order', args: [productId] })
      let seq = 0
      for (const row of rows) {
        seq += 1
        await client.execute({
          sql: "INSERT INTO stock_history VALUES (?, ?, ?, ?, ?, ?, 'import', 'migration', NULL, NULL, 'x', 'x')",
          args: [`${productId}-${seq}`, productId, seq, row.size, row.quantity, row.quantity],
        })
      }
    }

    beforeEach(async () => {
      await startHistory('tee')
      await startHistory('cap')
    })

    it('a sale, its order, a refund with restock, an edit and a cancelled payment: each recorded, adding up to the count', async () => {
      await ledger.reserve('pi_1', [{ productId: 'tee', size: 'M', quantity: 2 }, { productId: 'tee', size: 'S', quantity: 1 }])
      await ledger.completeClaim('pi_1', 'a1b2c3d4-order')
      await client.execute("INSERT INTO orders_items VALUES (1, 'a1b2c3d4-order', 'item-m', 'tee', 'Tee', 'M', 2, 1000, 0)")
      await ledger.returnUnits('a1b2c3d4-order', [{ itemId: 'item-m', productId: 'tee', size: 'M', quantity: 1, alreadyReturned: 0 }], { reason: 'refund', actor: 'volunteer' })
      await ledger.editProduct('tee', (current) => planProductEdit(current, ['M', 'XL'], { M: 10, XL: 2 }, { S: 1, M: 4 }), edit)
      await ledger.reserve('pi_2', [{ productId: 'tee', size: 'XL', quantity: 1 }])
      await client.execute({ sql: "UPDATE order_claims SET updated_at = ? WHERE payment_intent_id = 'pi_2'", args: [new Date(Date.now() - 60_000).toISOString()] })
      const lease = (await ledger.takeOverStaleClaim('pi_2', new Date(Date.now() - 1000)))!
      await ledger.rejectHeldClaim('pi_2', lease, 'Refunded', [{ productId: 'tee', size: 'XL', quantity: 1 }])

      expect(await entries('tee')).toEqual([
        { seq: 1, size: 'S', change: 2, after: 2, reason: 'import', actor: 'migration', order: null },
        { seq: 2, size: 'M', change: 5, after: 5, reason: 'import', actor: 'migration', order: null },
        { seq: 3, size: 'M', change: -2, after: 3, reason: 'sale', actor: 'order #a1b2c3d4', order: 'a1b2c3d4-order' },
        { seq: 4, size: 'S', change: -1, after: 1, reason: 'sale', actor: 'order #a1b2c3d4', order: 'a1b2c3d4-order' },
        { seq: 5, size: 'M', change: 1, after: 4, reason: 'refund', actor: 'volunteer', order: 'a1b2c3d4-order' },
        // The form removed S (at 1), set M from 4 to 10 and added XL.
        { seq: 6, size: 'S', change: -1, after: null, reason: 'edit', actor: 'volunteer', order: null },
        { seq: 7, size: 'M', change: 6, after: 10, reason: 'edit', actor: 'volunteer', order: null },
        { seq: 8, size: 'XL', change: 2, after: 2, reason: 'edit', actor: 'volunteer', order: null },
        // A payment whose order was never made: the sale, then its units back.
        { seq: 9, size: 'XL', change: -1, after: 1, reason: 'sale', actor: 'checkout', order: null },
        { seq: 10, size: 'XL', change: 1, after: 2, reason: 'cancel', actor: 'checkout', order: null },
      ])
      await expectEntriesAddUp('tee')
      await expectEntriesAddUp('cap')
    })

    it('a product without sizes: counted sales and returns, starting and stopping to count; an uncounted sale has no entry', async () => {
      await product('mug', {}, null)
      await ledger.reserve('pi_u', [{ productId: 'mug', size: null, quantity: 5 }])
      expect(await entries('mug')).toEqual([])
      const count = (next: number | null, expected: number | null) => (current: Record<string, number>, stored: number | null) =>
        withCount(planProductEdit(current, [], {}, {}), planCountEdit(stored, next, expected))
      await ledger.editProduct('mug', count(4, null), edit)
      await ledger.reserve('pi_c', [{ productId: 'mug', size: null, quantity: 3 }])
      await ledger.editProduct('mug', count(null, 1), edit)
      expect((await entries('mug')).map(({ size, change, after, reason }) => [size, change, after, reason])).toEqual([
        [null, 4, 4, 'edit'],
        [null, -3, 1, 'sale'],
        [null, -1, null, 'edit'],
      ])
      await expectEntriesAddUp('mug')
    })

    it('an absolute edit records the difference from what was stored, and nothing for a count left as it was', async () => {
      await ledger.reserve('pi_1', [{ productId: 'tee', size: 'M', quantity: 1 }])
      // No expected counts (a script that sets): S stays 2, M goes from 4 to 9.
      await ledger.editProduct('tee', (current) => planInventoryEdit(current, { S: 2, M: 9 }, null), edit)
      expect((await entries('tee')).slice(3).map(({ size, change, after }) => [size, change, after])).toEqual([['M', 5, 9]])
      await expectEntriesAddUp('tee')
    })

    it('a failed refund\'s take-back is recorded against the order, only for the units it takes', async () => {
      await client.execute("INSERT INTO orders_items VALUES (1, 'ffff0000-order', 'item-1', 'tee', 'Tee', 'M', 3, 1000, 3)")
      await client.execute("UPDATE products_stock SET quantity = 1 WHERE _parent_id = 'tee' AND size = 'M'")
      await client.execute("INSERT INTO stock_history VALUES ('fix', 'tee', 3, 'M', -4, 1, 'sale', 'x', NULL, NULL, 'x', 'x')")
      await ledger.takeBackUnits('ffff0000-order', [{ itemId: 'item-1', productId: 'tee', size: 'M', quantity: 2 }])
      expect((await entries('tee')).at(-1)).toEqual({ seq: 4, size: 'M', change: -1, after: 0, reason: 'refund', actor: 'order #ffff0000', order: 'ffff0000-order' })
      await expectEntriesAddUp('tee')
    })

    it('tells its listener what each committed change did, and nothing for a change refused', async () => {
      await ledger.reserve('pi_1', [{ productId: 'cap', size: 'L', quantity: 1 }])
      await ledger.reserve('pi_2', [{ productId: 'cap', size: 'L', quantity: 1 }])
      await ledger.editProduct('cap', (current) => planInventoryEdit(current, { L: 3 }, { L: 0 }), edit)
      expect(told).toEqual([
        [{ productId: 'cap', size: 'L', change: -1, after: 0 }],
        [{ productId: 'cap', size: 'L', change: 3, after: 3 }],
      ])
    })

    describe('a change and its entry commit together or not at all', () => {
      beforeEach(() => client.execute("CREATE TRIGGER history_fails BEFORE INSERT ON stock_history BEGIN SELECT RAISE(ABORT, 'disk full'); END"))

      it('a sale whose entry cannot be written takes nothing and leaves no claim', async () => {
        await expect(ledger.reserve('pi_f', [{ productId: 'tee', size: 'M', quantity: 2 }])).rejects.toThrow(/disk full/)
        expect(await stockOf('tee')).toEqual({ S: 2, M: 5 })
        expect(await claims()).toEqual([])
      })

      it('an edit, a return and a cancelled payment whose entries cannot be written change no count', async () => {
        await expect(ledger.editProduct('tee', (current) => planInventoryEdit(current, { M: 9 }, { M: 5 }), edit)).rejects.toThrow(/disk full/)
        await client.execute("INSERT INTO orders_items VALUES (1, 'o1', 'item-1', 'tee', 'Tee', 'M', 2, 1000, 0)")
        await expect(ledger.returnUnits('o1', [{ itemId: 'item-1', productId: 'tee', size: 'M', quantity: 2, alreadyReturned: 0 }], edit)).rejects.toThrow(/disk full/)
        await expect(ledger.release([{ productId: 'tee', size: 'S', quantity: 1 }], edit)).rejects.toThrow(/disk full/)
        expect(await stockOf('tee')).toEqual({ S: 2, M: 5 })
        const { rows } = await client.execute("SELECT restocked_quantity FROM orders_items WHERE id = 'item-1'")
        expect(Number(rows[0].restocked_quantity)).toBe(0)
        expect(told).toEqual([])
      })
    })
  })
})
