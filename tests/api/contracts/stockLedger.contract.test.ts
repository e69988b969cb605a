import { randomUUID } from 'node:crypto'
import { Types } from 'mongoose'
import type { Payload } from 'payload'

import type { Size } from '@shared/sizes'
import { MongoStockLedger } from '@cms/stock/mongoStockLedger'
import { mongooseStockStore } from '@cms/stock/mongoStockStore'
import { planCountEdit, planInventoryEdit, planProductEdit, withCount } from '@cms/stock/planStockEdit'
import type { ReturnLine, StockCause, StockLedger } from '@cms/stock/stockLedger'
import { SqliteStockLedger } from '@cms/stock/sqliteStockLedger'
import { contractModels } from '../../support/mongoContractModels'
import { describeContract, migratedSqlite, mongoDatabaseUri } from '../../support/storageContract'

// Payload's package is ESM only; the ledgers need just its ValidationError class (for unique violations).
jest.mock('payload', () => ({ ValidationError: class ValidationError extends Error {} }))

/**
 * The StockLedger contract (cms/stock/stockLedger.ts): stock and payment claims that hold with any
 * number of processes on one database. The harness sets up products and orders as the shop stores
 * them, reads them back, and plays another process writing in between.
 */
type Counts = Partial<Record<Size, number>>
type Line = { productId: string | null; size: Size | null; quantity: number }
/** Why the contract's changes are made, as the stock history records them (issue 32: its own tests are the ledgers' history tests). */
const CAUSE: StockCause = { reason: 'edit', actor: 'contract' }

type Harness = {
  ledger: StockLedger
  product: (stock: Counts, count?: number | null) => Promise<string>
  /** An order with these lines (`restocked`: units of each already back on sale). */
  order: (lines: (Line & { restocked?: number })[]) => Promise<{ id: string; items: string[] }>
  stockOf: (productId: string) => Promise<Counts>
  countOf: (productId: string) => Promise<number | null>
  fieldsOf: (productId: string) => Promise<{ name: string; description: string | null; price: number; imageId: string }>
  restockedOf: (orderId: string) => Promise<number[]>
  claims: () => Promise<{ paymentIntentId: string; state: string; order: string | null }[]>
  /** A claim as stored: its holder's lease, the order it keeps to write, and its state. */
  claim: (paymentIntentId: string) => Promise<{ state: string; reason: string | null; lease: string | null; draft: unknown; takeovers: number; refundPending: boolean }>
  /** The claim's holder went silent a minute ago. */
  goSilent: (paymentIntentId: string) => Promise<void>
  /** A new image the product form may point at. */
  image: () => Promise<string>
  /** Another process (or an editor outside the ledger) changes a size's units, or the count (on SQLite, done by the time the call returns). */
  setSize: (productId: string, size: Size, quantity: number) => Promise<void>
  setCount: (productId: string, count: number) => Promise<void>
  /** The product no longer comes in sizes (its size rows are gone). */
  dropSizes: (productId: string) => Promise<void>
  close: () => Promise<void>
}

async function sqliteHarness(): Promise<Harness> {
  const db = await migratedSqlite()
  const client = db.first
  const now = () => new Date().toISOString()
  const image = async () => {
    const id = randomUUID()
    await client.execute({ sql: 'INSERT INTO media (id) VALUES (?)', args: [id] })
    return id
  }
  return {
    ledger: new SqliteStockLedger({ db: { client } } as unknown as Pick<Payload, 'db'>),
    image,
    async product(stock, count = null) {
      const id = randomUUID()
      await client.execute({
        sql: 'INSERT INTO products (id, name, description, price, image_id, updated_at, created_at, stock_count) VALUES (?, ?, NULL, 10, ?, ?, ?, ?)',
        args: [id, `Product ${id.slice(0, 4)}`, await image(), now(), now(), count],
      })
      let position = 1
      for (const [size, quantity] of Object.entries(stock)) {
        await client.execute({ sql: 'INSERT INTO products_stock (_order, _parent_id, id, size, quantity) VALUES (?, ?, ?, ?, ?)', args: [position++, id, randomUUID(), size, quantity] })
      }
      return id
    },
    async order(lines) {
      const id = randomUUID()
      await client.execute({
        sql: `INSERT INTO orders (id, customer_name, delivery_method, subtotal_cents, shipping_cents, fee_cents, total_cents, payment_intent_id, updated_at, created_at)
              VALUES (?, 'Maria Hodge', 'in-town', 1000, 0, 60, 1060, ?, ?, ?)`,
        args: [id, `pi_${id}`, now(), now()],
      })
      const items: string[] = []
      for (const [index, line] of lines.entries()) {
        const item = randomUUID()
        items.push(item)
        await client.execute({
          sql: 'INSERT INTO orders_items (_order, _parent_id, id, product_id, product_name, size, quantity, price_cents, restocked_quantity) VALUES (?, ?, ?, ?, ?, ?, ?, 1000, ?)',
          args: [index + 1, id, item, line.productId, 'A product', line.size, line.quantity, line.restocked ?? 0],
        })
      }
      return { id, items }
    },
    async stockOf(productId) {
      const { rows } = await client.execute({ sql: 'SELECT size, quantity FROM products_stock WHERE _parent_id = ? ORDER BY _order', args: [productId] })
      return Object.fromEntries(rows.map((row) => [row.size, Number(row.quantity)]))
    },
    async countOf(productId) {
      const { rows } = await client.execute({ sql: 'SELECT stock_count FROM products WHERE id = ?', args: [productId] })
      return rows[0].stock_count === null ? null : Number(rows[0].stock_count)
    },
    async fieldsOf(productId) {
      const row = (await client.execute({ sql: 'SELECT name, description, price, image_id FROM products WHERE id = ?', args: [productId] })).rows[0]
      return { name: String(row.name), description: (row.description as string | null) ?? null, price: Number(row.price), imageId: String(row.image_id) }
    },
    async restockedOf(orderId) {
      const { rows } = await client.execute({ sql: 'SELECT restocked_quantity FROM orders_items WHERE _parent_id = ? ORDER BY _order', args: [orderId] })
      return rows.map((row) => Number(row.restocked_quantity ?? 0))
    },
    async claims() {
      const { rows } = await client.execute('SELECT payment_intent_id, state, "order" FROM order_claims ORDER BY payment_intent_id')
      return rows.map((row) => ({ paymentIntentId: String(row.payment_intent_id), state: String(row.state), order: (row.order as string | null) ?? null }))
    },
    async claim(paymentIntentId) {
      const row = (await client.execute({ sql: 'SELECT state, reason, lease, draft, takeovers, refund_pending FROM order_claims WHERE payment_intent_id = ?', args: [paymentIntentId] })).rows[0]
      return {
        state: String(row.state),
        reason: (row.reason as string | null) ?? null,
        lease: (row.lease as string | null) ?? null,
        draft: row.draft === null || row.draft === undefined ? null : JSON.parse(String(row.draft)),
        takeovers: Number(row.takeovers ?? 0),
        refundPending: Boolean(Number(row.refund_pending ?? 0)),
      }
    },
    async goSilent(paymentIntentId) {
      await db.second.execute({ sql: 'UPDATE order_claims SET updated_at = ? WHERE payment_intent_id = ?', args: [new Date(Date.now() - 60_000).toISOString(), paymentIntentId] })
    },
    async setSize(productId, size, quantity) {
      await db.second.execute({ sql: 'UPDATE products_stock SET quantity = ? WHERE _parent_id = ? AND size = ?', args: [quantity, productId, size] })
    },
    async setCount(productId, count) {
      await db.second.execute({ sql: 'UPDATE products SET stock_count = ? WHERE id = ?', args: [count, productId] })
    },
    async dropSizes(productId) {
      await db.second.execute({ sql: 'DELETE FROM products_stock WHERE _parent_id = ?', args: [productId] })
    },
    close: db.close,
  }
}

async function mongoHarness(): Promise<Harness> {
  const { uri } = mongoDatabaseUri()
  const [mine, theirs] = await Promise.all([contractModels(uri), contractModels(uri)])
  const { products, orders } = mine.collections
  const claims = mine.collections['order-claims']
  const other = theirs.collections.products.collection
  const oid = (id: string) => new Types.ObjectId(id)
  const rowsOf = (stock: Counts) => Object.entries(stock).map(([size, quantity]) => ({ id: new Types.ObjectId().toHexString(), size, quantity }))
  return {
    ledger: new MongoStockLedger(mongooseStockStore({ db: mine } as unknown as Pick<Payload, 'db'>)),
    image: async () => new Types.ObjectId().toHexString(),
    async product(stock, count = null) {
      const _id = new Types.ObjectId()
      await products.collection.insertOne({ _id, name: `Product ${_id.toHexString().slice(-4)}`, description: null, price: 10, image: new Types.ObjectId(), hidden: false, stock: rowsOf(stock), stockCount: count, createdAt: new Date(), updatedAt: new Date() })
      return _id.toHexString()
    },
    async order(lines) {
      const _id = new Types.ObjectId()
      const items = lines.map((line) => ({ id: new Types.ObjectId().toHexString(), product: line.productId ? oid(line.productId) : null, productName: 'A product', size: line.size, quantity: line.quantity, priceCents: 1000, restockedQuantity: line.restocked ?? 0 }))
      await orders.collection.insertOne({ _id, items, createdAt: new Date(), updatedAt: new Date() })
      return { id: _id.toHexString(), items: items.map((item) => item.id) }
    },
    async stockOf(productId) {
      const doc = await products.collection.findOne({ _id: oid(productId) })
      return Object.fromEntries((doc!.stock ?? []).map((row: { size: string; quantity: number }) => [row.size, Number(row.quantity)]))
    },
    async countOf(productId) {
      const doc = await products.collection.findOne({ _id: oid(productId) })
      return typeof doc!.stockCount === 'number' ? doc!.stockCount : null
    },
    async fieldsOf(productId) {
      const doc = (await products.collection.findOne({ _id: oid(productId) }))!
      return { name: doc.name, description: doc.description ?? null, price: Number(doc.price), imageId: String(doc.image) }
    },
    async restockedOf(orderId) {
      const doc = await orders.collection.findOne({ _id: oid(orderId) })
      return doc!.items.map((item: { restockedQuantity?: number | null }) => Number(item.restockedQuantity ?? 0))
    },
    async claims() {
      const docs = await claims.collection.find({}).sort({ paymentIntentId: 1 }).toArray()
      return docs.map((doc) => ({ paymentIntentId: doc.paymentIntentId, state: doc.state, order: doc.order ? String(doc.order) : null }))
    },
    async claim(paymentIntentId) {
      const doc = (await claims.collection.findOne({ paymentIntentId }))!
      return { state: doc.state, reason: doc.reason ?? null, lease: doc.lease ?? null, draft: doc.draft ?? null, takeovers: Number(doc.takeovers ?? 0), refundPending: doc.refundPending === true }
    },
    async goSilent(paymentIntentId) {
      await theirs.collections['order-claims'].collection.updateOne({ paymentIntentId }, { $set: { updatedAt: new Date(Date.now() - 60_000) } })
    },
    async setSize(productId, size, quantity) {
      await other.updateOne({ _id: oid(productId), 'stock.size': size }, { $set: { 'stock.$.quantity': quantity } })
    },
    async setCount(productId, count) {
      await other.updateOne({ _id: oid(productId) }, { $set: { stockCount: count } })
    },
    async dropSizes(productId) {
      await other.updateOne({ _id: oid(productId) }, { $set: { stock: [] } })
    },
    close: async () => {
      await Promise.all([mine.close(), theirs.close()])
    },
  }
}

describeContract<Harness>('StockLedger', { sqlite: sqliteHarness, mongodb: mongoHarness }, (harness, database) => {
  /**
   * Another process's write landing between an edit's read and its write: SQLite's client runs a
   * statement before its promise is returned, so a plan can slip one in; a MongoDB write cannot be
   * placed inside another's transaction on cue here, and cms/stock/mongoStockLedger.test.ts plays
   * that moment with a recording fake (the write conflict, the transaction run again, the new plan).
   */
  const betweenReadAndWrite = database === 'sqlite' ? it : it.skip

  describe('reserve: the claim and every line, or nothing', () => {
    it('takes every line, records the claim and reports each counted line\'s units before and after', async () => {
      const { ledger, product, stockOf, claims } = harness()
      const tee = await product({ S: 2, M: 5 })
      const cap = await product({ L: 1 })
      expect(await ledger.reserve('pi_1', [{ productId: tee, size: 'M', quantity: 2 }, { productId: cap, size: 'L', quantity: 1 }])).toEqual({
        kind: 'reserved',
        levels: [
          { productId: tee, size: 'M', before: 5, after: 3 },
          { productId: cap, size: 'L', before: 1, after: 0 },
        ],
      })
      expect(await stockOf(tee)).toEqual({ S: 2, M: 3 })
      expect(await stockOf(cap)).toEqual({ L: 0 })
      expect(await claims()).toEqual([{ paymentIntentId: 'pi_1', state: 'reserved', order: null }])
    })

    it('takes nothing and leaves no claim when one line is short, naming that line', async () => {
      const { ledger, product, stockOf, claims } = harness()
      const tee = await product({ S: 2, M: 5 })
      const cap = await product({ L: 1 })
      expect(await ledger.reserve('pi_2', [{ productId: tee, size: 'M', quantity: 2 }, { productId: cap, size: 'L', quantity: 2 }])).toEqual({
        kind: 'insufficient',
        line: { productId: cap, size: 'L', quantity: 2 },
      })
      expect(await stockOf(tee)).toEqual({ S: 2, M: 5 })
      expect(await claims()).toEqual([])
    })

    it('takes nothing and leaves no claim when a size vanished between pricing and reservation', async () => {
      const { ledger, product, stockOf, claims, dropSizes } = harness()
      const tee = await product({ M: 5 })
      const cap = await product({ L: 1 })
      await dropSizes(cap)
      expect(await ledger.reserve('pi_3', [{ productId: tee, size: 'M', quantity: 1 }, { productId: cap, size: 'L', quantity: 1 }])).toMatchObject({ kind: 'insufficient' })
      expect(await stockOf(tee)).toEqual({ M: 5 })
      expect(await claims()).toEqual([])
    })

    it('one payment is claimed once: a second reservation of it takes nothing', async () => {
      const { ledger, product, stockOf } = harness()
      const tee = await product({ M: 5 })
      const [first, second] = await Promise.all([
        ledger.reserve('pi_twice', [{ productId: tee, size: 'M', quantity: 1 }]),
        ledger.reserve('pi_twice', [{ productId: tee, size: 'M', quantity: 1 }]),
      ])
      expect([first.kind, second.kind].sort()).toEqual(['claimed-elsewhere', 'reserved'])
      expect(await stockOf(tee)).toEqual({ M: 4 })
    })

    it('never sells the last unit twice', async () => {
      const { ledger, product, stockOf } = harness()
      const mug = await product({}, 1)
      const outcomes = await Promise.all(['pi_a', 'pi_b', 'pi_c'].map((intent) => ledger.reserve(intent, [{ productId: mug, size: null, quantity: 1 }])))
      expect(outcomes.filter((outcome) => outcome.kind === 'reserved')).toHaveLength(1)
      expect(await stockOf(mug)).toEqual({})
    })

    it('completes a claim with its order, leaving the other claims as they were', async () => {
      const { ledger, product, claims, order } = harness()
      const tee = await product({ S: 2, M: 5 })
      const placed = await order([{ productId: tee, size: 'M', quantity: 1 }])
      await ledger.reserve('pi_4', [{ productId: tee, size: 'M', quantity: 1 }])
      await ledger.reserve('pi_5', [{ productId: tee, size: 'S', quantity: 1 }])
      await ledger.completeClaim('pi_4', placed.id)
      expect(await claims()).toEqual([
        { paymentIntentId: 'pi_4', state: 'completed', order: placed.id },
        { paymentIntentId: 'pi_5', state: 'reserved', order: null },
      ])
    })

  })

  describe('claims left by a process that died (issue 28, decision 25)', () => {
    const staleBefore = () => new Date(Date.now() - 1000)

    it('keeps the order to write with the claim, under a lease of its own', async () => {
      const { ledger, product, claim } = harness()
      const tee = await product({ M: 5 })
      await ledger.reserve('pi_d', [{ productId: tee, size: 'M', quantity: 1 }], { totalCents: 1000 })
      expect(await claim('pi_d')).toEqual({ state: 'reserved', reason: null, lease: expect.any(String), draft: { totalCents: 1000 }, takeovers: 0, refundPending: false })
    })

    it('hands a stale claim to exactly one caller, with a new lease, and no one a fresh, completed or unknown claim', async () => {
      const { ledger, product, claim, goSilent, order } = harness()
      const tee = await product({ M: 5 })
      await ledger.reserve('pi_t', [{ productId: tee, size: 'M', quantity: 1 }])
      const first = (await claim('pi_t')).lease
      expect(await ledger.takeOverStaleClaim('pi_t', staleBefore())).toBeNull()
      await goSilent('pi_t')
      const takers = await Promise.all([1, 2, 3].map(() => ledger.takeOverStaleClaim('pi_t', staleBefore())))
      expect(takers.filter(Boolean)).toHaveLength(1)
      expect((await claim('pi_t')).lease).toBe(takers.find(Boolean))
      expect((await claim('pi_t')).lease).not.toBe(first)
      expect((await claim('pi_t')).takeovers).toBe(1)
      await goSilent('pi_t')
      await ledger.completeClaim('pi_t', (await order([])).id)
      expect(await ledger.takeOverStaleClaim('pi_t', staleBefore())).toBeNull()
      expect(await ledger.takeOverStaleClaim('pi_unknown', staleBefore())).toBeNull()
    })

    it('rejects a claim and puts its units back only while the caller holds it, in one write', async () => {
      const { ledger, product, stockOf, countOf, claim, goSilent } = harness()
      const tee = await product({ S: 2, M: 5 })
      const mug = await product({}, 3)
      const lines = [{ productId: tee, size: 'M' as const, quantity: 2 }, { productId: mug, size: null, quantity: 1 }]
      await ledger.reserve('pi_r', lines)
      expect(await stockOf(tee)).toEqual({ S: 2, M: 3 })
      await goSilent('pi_r')
      const lease = (await ledger.takeOverStaleClaim('pi_r', staleBefore()))!
      expect(await ledger.rejectHeldClaim('pi_r', 'someone-else', 'Refunded', lines)).toBe(false)
      expect(await stockOf(tee)).toEqual({ S: 2, M: 3 })
      expect(await ledger.rejectHeldClaim('pi_r', lease, 'Refunded', lines)).toBe(true)
      expect(await stockOf(tee)).toEqual({ S: 2, M: 5 })
      expect(await countOf(mug)).toBe(3)
      // Asked again (a retry): nothing more comes back.
      expect(await ledger.rejectHeldClaim('pi_r', lease, 'Refunded', lines)).toBe(false)
      expect(await stockOf(tee)).toEqual({ S: 2, M: 5 })
      expect(await claim('pi_r')).toMatchObject({ state: 'rejected', reason: 'Refunded', refundPending: true })
    })
  })

  describe('takeBackUnits: units a failed refund had put on sale go off sale again', () => {
    it('never more than the line has back on sale, nor more than are on sale now', async () => {
      const { ledger, product, order, stockOf, setSize, restockedOf } = harness()
      const tee = await product({ S: 2, M: 5 })
      const placed = await order([{ productId: tee, size: 'M', quantity: 3, restocked: 3 }])
      await setSize(tee, 'M', 1)
      expect(await ledger.takeBackUnits(placed.id, [{ itemId: placed.items[0], productId: tee, size: 'M', quantity: 2 }])).toEqual([1])
      expect(await stockOf(tee)).toEqual({ S: 2, M: 0 })
      expect(await restockedOf(placed.id)).toEqual([1])
    })
  })

  describe('release: units of an order that could not be completed go back', () => {
    it('puts sized and counted units back, and nothing into a size or a count that is gone', async () => {
      const { ledger, product, stockOf, countOf, dropSizes } = harness()
      const tee = await product({ S: 2, M: 5 })
      const mug = await product({}, 3)
      const sticker = await product({}, null)
      const cap = await product({ L: 1 })
      await ledger.reserve('pi_r', [{ productId: tee, size: 'M', quantity: 2 }, { productId: mug, size: null, quantity: 1 }, { productId: cap, size: 'L', quantity: 1 }])
      await dropSizes(cap)
      await ledger.release([{ productId: tee, size: 'M', quantity: 2 }, { productId: mug, size: null, quantity: 1 }, { productId: sticker, size: null, quantity: 4 }, { productId: cap, size: 'L', quantity: 1 }], CAUSE)
      expect(await stockOf(tee)).toEqual({ S: 2, M: 5 })
      expect(await countOf(mug)).toBe(3)
      expect(await countOf(sticker)).toBeNull()
      expect(await stockOf(cap)).toEqual({})
      await ledger.release([], CAUSE)
    })
  })

  describe('editProduct: compare-and-set, all sizes or none', () => {
    it('writes a size only over the count the editor started from', async () => {
      const { ledger, product, stockOf } = harness()
      const tee = await product({ S: 2, M: 5 })
      await ledger.reserve('pi_sale', [{ productId: tee, size: 'M', quantity: 1 }])
      expect(await ledger.editProduct(tee, (current) => planInventoryEdit(current, { S: 9, M: 6 }, { S: 2, M: 5 }), CAUSE)).toEqual({
        kind: 'conflict',
        conflicts: ['M is now 4; you started from 5'],
        current: { S: 2, M: 4 },
        count: null,
      })
      expect(await stockOf(tee)).toEqual({ S: 2, M: 4 })
      expect(await ledger.editProduct(tee, (current) => planInventoryEdit(current, { S: 9, M: 6 }, { S: 2, M: 4 }), CAUSE)).toEqual({ kind: 'saved' })
      expect(await stockOf(tee)).toEqual({ S: 9, M: 6 })
    })

    it('saves the product\'s fields with its stock, adds and removes sizes, and keeps the canonical order', async () => {
      const { ledger, product, stockOf, fieldsOf, image } = harness()
      const tee = await product({ S: 2, M: 5 })
      const imageId = await image()
      const outcome = await ledger.editProduct(tee, (current) => planProductEdit(current, ['XS', 'M', 'XL'], { XS: 1, M: 6, XL: 3 }, { S: 2, M: 5 }), CAUSE, {
        name: 'Tee',
        description: 'Soft',
        price: 12.5,
        imageId,
      })
      expect(outcome).toEqual({ kind: 'saved' })
      expect(Object.entries(await stockOf(tee))).toEqual([['XS', 1], ['M', 6], ['XL', 3]])
      expect(await fieldsOf(tee)).toEqual({ name: 'Tee', description: 'Soft', price: 12.5, imageId })
    })

    betweenReadAndWrite('plans again when a count it depends on changes between reading and writing, and answers with the new count', async () => {
      const { ledger, product, stockOf, setSize } = harness()
      const tee = await product({ S: 2, M: 5 })
      let plans = 0
      const outcome = await ledger.editProduct(tee, (current) => {
        plans += 1
        if (plans === 1) void setSize(tee, 'M', 7)
        return planInventoryEdit(current, { M: 8 }, { M: 5 })
      }, CAUSE)
      expect(plans).toBe(2)
      expect(outcome).toEqual({ kind: 'conflict', conflicts: ['M is now 7; you started from 5'], current: { S: 2, M: 7 }, count: null })
      expect(await stockOf(tee)).toEqual({ S: 2, M: 7 })
    })

    it('refuses a plan that adds a size the product already has, writing nothing', async () => {
      const { ledger, product, stockOf } = harness()
      const cap = await product({ L: 1 })
      const outcome = await ledger.editProduct(cap, () => ({ kind: 'plan', plan: { changes: [{ kind: 'set', size: 'L', from: 1, to: 4 }, { kind: 'add', size: 'L', quantity: 2 }], sizes: ['L'] } }), CAUSE)
      expect(outcome).toMatchObject({ kind: 'conflict' })
      expect(await stockOf(cap)).toEqual({ L: 1 })
    })

    it('answers not-found for a product that does not exist', async () => {
      const { ledger, product } = harness()
      const gone = await product({})
      const missing = gone.replace(/[0-9a-f]$/, (c) => (c === '0' ? '1' : '0'))
      expect(await ledger.editProduct(missing, (current) => planInventoryEdit(current, {}, null), CAUSE)).toEqual({ kind: 'not-found' })
    })
  })

  describe('products without sizes: counted when a count is set', () => {
    it('takes a counted product\'s units, and refuses the one too many without taking anything', async () => {
      const { ledger, product, countOf, stockOf } = harness()
      const mug = await product({}, 3)
      const tee = await product({ M: 5 })
      expect(await ledger.reserve('pi_m1', [{ productId: mug, size: null, quantity: 2 }])).toEqual({ kind: 'reserved', levels: [{ productId: mug, size: null, before: 3, after: 1 }] })
      expect(await ledger.reserve('pi_m2', [{ productId: tee, size: 'M', quantity: 1 }, { productId: mug, size: null, quantity: 2 }])).toEqual({
        kind: 'insufficient',
        line: { productId: mug, size: null, quantity: 2 },
      })
      expect(await countOf(mug)).toBe(1)
      expect(await stockOf(tee)).toEqual({ M: 5 })
    })

    it('never runs out of a product whose units are not counted, and reports no level for it', async () => {
      const { ledger, product, countOf } = harness()
      const sticker = await product({}, null)
      expect(await ledger.reserve('pi_s1', [{ productId: sticker, size: null, quantity: 50 }])).toEqual({ kind: 'reserved', levels: [] })
      expect(await countOf(sticker)).toBeNull()
    })

    it('refuses a line of a product that is gone', async () => {
      const { ledger, product } = harness()
      const gone = await product({})
      const missing = gone.replace(/[0-9a-f]$/, (c) => (c === '0' ? '1' : '0'))
      expect(await ledger.reserve('pi_gone', [{ productId: missing, size: null, quantity: 1 }])).toMatchObject({ kind: 'insufficient' })
    })

    it('edits the count compare-and-set: over the count the editor saw, or refused with the stored one', async () => {
      const { ledger, product, countOf } = harness()
      const mug = await product({}, 3)
      await ledger.reserve('pi_sale', [{ productId: mug, size: null, quantity: 1 }])
      const edit = (next: number | null, expected: number | null) => (current: Counts, count: number | null) =>
        withCount(planProductEdit(current, [], {}, {}), planCountEdit(count, next, expected))
      expect(await ledger.editProduct(mug, edit(10, 3), CAUSE)).toEqual({ kind: 'conflict', conflicts: ['Stock is now 2; you started from 3'], current: {}, count: 2 })
      expect(await countOf(mug)).toBe(2)
      expect(await ledger.editProduct(mug, edit(10, 2), CAUSE)).toEqual({ kind: 'saved' })
      expect(await countOf(mug)).toBe(10)
      // Stopping counting needs no check; starting again is compare-and-set from "not counted".
      expect(await ledger.editProduct(mug, edit(null, 7), CAUSE)).toEqual({ kind: 'saved' })
      expect(await countOf(mug)).toBeNull()
      expect(await ledger.editProduct(mug, edit(4, null), CAUSE)).toEqual({ kind: 'saved' })
      expect(await countOf(mug)).toBe(4)
    })

    betweenReadAndWrite('a count that changes between reading and writing makes the edit plan again', async () => {
      const { ledger, product, countOf, setCount } = harness()
      const mug = await product({}, 3)
      let plans = 0
      const outcome = await ledger.editProduct(mug, (current, count) => {
        plans += 1
        if (plans === 1) void setCount(mug, 1)
        return withCount(planProductEdit(current, [], {}, {}), planCountEdit(count, 8, 3))
      }, CAUSE)
      expect(plans).toBe(2)
      expect(outcome).toMatchObject({ kind: 'conflict', count: 1 })
      expect(await countOf(mug)).toBe(1)
    })
  })

  describe('returnUnits: units of an order line go back on sale, never more than were sold', () => {
    async function sold() {
      const { product, order } = harness()
      const tee = await product({ S: 2, M: 5 })
      const mug = await product({}, 0)
      const placed = await order([
        { productId: tee, size: 'M', quantity: 2 },
        { productId: mug, size: null, quantity: 3 },
        { productId: null, size: 'S', quantity: 1 },
      ])
      const line = (index: number, quantity: number, alreadyReturned = 0): ReturnLine => ({
        itemId: placed.items[index],
        productId: [tee, mug, null][index],
        size: (['M', null, 'S'] as const)[index],
        quantity,
        alreadyReturned,
      })
      return { tee, mug, orderId: placed.id, line }
    }

    it('puts sized and counted units back and records them on the line', async () => {
      const { ledger, stockOf, countOf, restockedOf } = harness()
      const { tee, mug, orderId, line } = await sold()
      expect(await ledger.returnUnits(orderId, [line(0, 2), line(1, 1)], CAUSE)).toEqual({ kind: 'returned' })
      expect(await stockOf(tee)).toEqual({ S: 2, M: 7 })
      expect(await countOf(mug)).toBe(1)
      expect(await restockedOf(orderId)).toEqual([2, 1, 0])
    })

    it('refuses more than is left to return, all lines or none', async () => {
      const { ledger, stockOf, countOf } = harness()
      const { tee, mug, orderId, line } = await sold()
      await ledger.returnUnits(orderId, [line(1, 2)], CAUSE)
      expect(await ledger.returnUnits(orderId, [line(0, 1), line(1, 2, 2)], CAUSE)).toEqual({ kind: 'too-many' })
      expect(await stockOf(tee)).toEqual({ S: 2, M: 5 })
      expect(await countOf(mug)).toBe(2)
      expect(await ledger.returnUnits(orderId, [line(1, 1, 2)], CAUSE)).toEqual({ kind: 'returned' })
      expect(await ledger.returnUnits(orderId, [line(1, 1, 3)], CAUSE)).toEqual({ kind: 'too-many' })
    })

    it("puts nothing back when a line's units back changed since the caller read them (a return planned twice)", async () => {
      const { ledger, stockOf, countOf, restockedOf } = harness()
      const { tee, mug, orderId, line } = await sold()
      // Two callers planned one unit of the mug from the same read (none back yet): the first one's goes back.
      expect(await ledger.returnUnits(orderId, [line(1, 1)], CAUSE)).toEqual({ kind: 'returned' })
      expect(await ledger.returnUnits(orderId, [line(0, 1), line(1, 1)], CAUSE)).toEqual({ kind: 'too-many' })
      expect(await countOf(mug)).toBe(1)
      expect(await stockOf(tee)).toEqual({ S: 2, M: 5 })
      expect(await restockedOf(orderId)).toEqual([0, 1, 0])
    })

    it('two returns of the same units at once put them back once', async () => {
      const { ledger, stockOf } = harness()
      const { tee, orderId, line } = await sold()
      const outcomes = await Promise.all([ledger.returnUnits(orderId, [line(0, 2)], CAUSE), ledger.returnUnits(orderId, [line(0, 2)], CAUSE)])
      expect(outcomes.map((outcome) => outcome.kind).sort()).toEqual(['returned', 'too-many'])
      expect(await stockOf(tee)).toEqual({ S: 2, M: 7 })
    })

    it('a line of a deleted product is recorded as returned; nothing is resurrected anywhere', async () => {
      const { ledger, stockOf, countOf, restockedOf } = harness()
      const { tee, mug, orderId, line } = await sold()
      expect(await ledger.returnUnits(orderId, [line(2, 1)], CAUSE)).toEqual({ kind: 'returned' })
      expect(await stockOf(tee)).toEqual({ S: 2, M: 5 })
      expect(await countOf(mug)).toBe(0)
      expect(await restockedOf(orderId)).toEqual([0, 0, 1])
    })
  })
})
