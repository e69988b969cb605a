import type { ClientSession } from 'mongodb'

import { MongoStockLedger } from './mongoStockLedger'
import type { MongoStockStore, StockCollection, WriteResult } from './mongoStockStore'
import { planInventoryEdit, planProductEdit } from './planStockEdit'
import { KEPT_CHANGING, type StockCause, type StockLine, type StockMovement } from './stockLedger'

// Payload's package is ESM only; the ledger needs just its ValidationError class (for unique violations).
jest.mock('payload', () => ({ ValidationError: class ValidationError extends Error {} }))

/**
 * MongoDB cannot run here: what the ledger sends to the database, in which transaction, and what it
 * makes of each answer is checked against a store that records every call and answers as told. The
 * store's transaction behaves as the driver's withTransaction: a transient error runs the work again.
 */
type Call = {
  op: 'insertOne' | 'findOne' | 'updateOne' | 'updateMany'
  collection: StockCollection
  doc?: Record<string, unknown>
  filter?: Record<string, unknown>
  update?: Record<string, unknown>
  sort?: Record<string, 1 | -1>
  transaction: number | null
}
type Answer = (call: Call) => WriteResult | Record<string, unknown> | null | void

function fakeStore(answer: Answer) {
  const calls: Call[] = []
  const transactions: { id: number; outcome: 'committed' | 'aborted' }[] = []
  let next = 0
  const sessionIds = new WeakMap<object, number>()
  const record = async (call: Omit<Call, 'transaction'>, session?: ClientSession) => {
    const full = { ...call, transaction: session ? sessionIds.get(session)! : null }
    calls.push(full)
    return answer(full)
  }
  const store: MongoStockStore = {
    async transaction(work) {
      for (;;) {
        const id = ++next
        const session = {} as ClientSession
        sessionIds.set(session, id)
        try {
          const result = await work(session)
          transactions.push({ id, outcome: 'committed' })
          return result
        } catch (err) {
          transactions.push({ id, outcome: 'aborted' })
          if ((err as { errorLabels?: string[] }).errorLabels?.includes('TransientTransactionError')) continue
          throw err
        }
      }
    },
    insertOne: async (collection, doc, session) => void (await record({ op: 'insertOne', collection, doc }, session)),
    findOne: async (collection, filter, _projection, session, sort) =>
      ((await record({ op: 'findOne', collection, filter, ...(sort ? { sort } : {}) }, session)) ?? null) as Record<string, unknown> | null,
    updateOne: async (collection, filter, update, session) => (await record({ op: 'updateOne', collection, filter, update }, session)) as WriteResult,
    updateMany: async (collection, filter, update, session) => (await record({ op: 'updateMany', collection, filter, update }, session)) as WriteResult,
  }
  return { store, calls, transactions }
}

const done: WriteResult = { matchedCount: 1, modifiedCount: 1 }
const edit: StockCause = { reason: 'edit', actor: 'volunteer' }
const nothing: WriteResult = { matchedCount: 0, modifiedCount: 0 }
const tee = '0123456789abcdef01234567'
const cap = '76543210fedcba9876543210'
const lines: StockLine[] = [
  { productId: tee, size: 'M', quantity: 2 },
  { productId: cap, size: 'L', quantity: 1 },
]
const duplicateKey = () => Object.assign(new Error('E11000 duplicate key error collection: shop.order-claims index: paymentIntentId_1 dup key'), { code: 11000 })
const writeConflict = () => Object.assign(new Error('WriteConflict error: this operation conflicted with another operation'), { code: 112, errorLabels: ['TransientTransactionError'] })

describe('MongoDB stock ledger: reserving a payment\'s stock', () => {
  it('inserts the claim and takes every line in one transaction, each take matched only while enough units remain', async () => {
    const { store, calls, transactions } = fakeStore(() => done)
    await expect(new MongoStockLedger(store).reserve('pi_1', lines)).resolves.toEqual({ kind: 'reserved', levels: [] })
    expect(transactions).toEqual([{ id: 1, outcome: 'committed' }])
    // Each take is followed by a read in the same transaction: the units left (for the low-stock alert).
    expect(calls.map(({ op, collection, transaction }) => [op, collection, transaction])).toEqual([
      ['insertOne', 'order-claims', 1],
      ['updateOne', 'products', 1],
      ['findOne', 'products', 1],
      ['updateOne', 'products', 1],
      ['findOne', 'products', 1],
    ])
    expect(calls[0].doc).toMatchObject({ paymentIntentId: 'pi_1', state: 'reserved' })
    expect(calls[0].doc!.createdAt).toBeInstanceOf(Date)
    expect(calls[1]).toMatchObject({
      filter: { _id: tee, stock: { $elemMatch: { size: 'M', quantity: { $gte: 2 } } } },
      update: { $inc: { 'stock.$.quantity': -2 } },
    })
    expect(calls[3]).toMatchObject({ filter: { _id: cap, stock: { $elemMatch: { size: 'L', quantity: { $gte: 1 } } } }, update: { $inc: { 'stock.$.quantity': -1 } } })
  })

  it('a short line abandons the transaction: nothing taken, no claim left, the short line named (as SQLite answers)', async () => {
    const { store, calls, transactions } = fakeStore((call) => (call.op === 'updateOne' && call.filter!._id === cap ? nothing : done))
    await expect(new MongoStockLedger(store).reserve('pi_2', lines)).resolves.toEqual({ kind: 'insufficient', line: lines[1] })
    expect(transactions).toEqual([{ id: 1, outcome: 'aborted' }])
    // No compensating writes: the aborted transaction took nothing and inserted no claim.
    expect(calls).toHaveLength(5)
    expect(calls.every((call) => call.transaction === 1)).toBe(true)
  })

  it('a size that no longer exists (or a product gone) is a short line too', async () => {
    const { store } = fakeStore((call) => (call.op === 'updateOne' ? { matchedCount: 0, modifiedCount: 0 } : undefined))
    await expect(new MongoStockLedger(store).reserve('pi_3', [lines[0]])).resolves.toEqual({ kind: 'insufficient', line: lines[0] })
  })

  it('a claim that exists already means another caller owns the payment: no stock is touched', async () => {
    const { store, calls, transactions } = fakeStore((call) => {
      if (call.op === 'insertOne') throw duplicateKey()
      return done
    })
    await expect(new MongoStockLedger(store).reserve('pi_4', lines)).resolves.toEqual({ kind: 'claimed-elsewhere' })
    expect(calls.map((call) => call.op)).toEqual(['insertOne'])
    expect(transactions).toEqual([{ id: 1, outcome: 'aborted' }])
  })

  it('a write conflict with a concurrent sale runs the whole reservation again, claim first', async () => {
    let conflicts = 1
    const { store, calls, transactions } = fakeStore((call) => {
      if (call.op === 'updateOne' && call.filter!._id === cap && conflicts-- > 0) throw writeConflict()
      return done
    })
    await expect(new MongoStockLedger(store).reserve('pi_5', lines)).resolves.toEqual({ kind: 'reserved', levels: [] })
    expect(transactions).toEqual([
      { id: 1, outcome: 'aborted' },
      { id: 2, outcome: 'committed' },
    ])
    expect(calls.filter((call) => call.transaction === 2).map((call) => call.op)).toEqual(['insertOne', 'updateOne', 'findOne', 'updateOne', 'findOne'])
  })

  it('any other database error is thrown as it is (the request fails; nothing was committed)', async () => {
    const { store, transactions } = fakeStore((call) => {
      if (call.op === 'updateOne') throw Object.assign(new Error('connection reset'), { name: 'MongoNetworkError' })
    })
    await expect(new MongoStockLedger(store).reserve('pi_6', lines)).rejects.toThrow('connection reset')
    expect(transactions).toEqual([{ id: 1, outcome: 'aborted' }])
  })
})

describe('MongoDB stock ledger: putting units back and stale claims', () => {
  it('puts every line back in one transaction', async () => {
    const { store, calls, transactions } = fakeStore(() => done)
    await new MongoStockLedger(store).release(lines, edit)
    expect(transactions).toEqual([{ id: 1, outcome: 'committed' }])
    // Each put-back is read again in the transaction: the count its history entry records (none here: the fake has no counts).
    expect(calls.filter((call) => call.op === 'updateOne')).toEqual([
      { op: 'updateOne', collection: 'products', filter: { _id: tee, 'stock.size': 'M' }, update: { $inc: { 'stock.$.quantity': 2 } }, transaction: 1 },
      { op: 'updateOne', collection: 'products', filter: { _id: cap, 'stock.size': 'L' }, update: { $inc: { 'stock.$.quantity': 1 } }, transaction: 1 },
    ])
    expect(calls.every((call) => call.transaction === 1)).toBe(true)
  })

  it('puts nothing back without a transaction when there is nothing to put back', async () => {
    const { store, transactions } = fakeStore(() => done)
    await new MongoStockLedger(store).release([], edit)
    expect(transactions).toEqual([])
  })

  it('hands a stale reserved claim to exactly one caller, under a new lease', async () => {
    const staleBefore = new Date('2026-11-23T10:00:00Z')
    const { store, calls } = fakeStore(() => done)
    const lease = await new MongoStockLedger(store).takeOverStaleClaim('pi_7', staleBefore)
    expect(lease).toEqual(expect.any(String))
    expect(calls[0]).toMatchObject({ collection: 'order-claims', filter: { paymentIntentId: 'pi_7', state: 'reserved', updatedAt: { $lt: staleBefore } }, transaction: null })
    expect(calls[0].update).toMatchObject({ $set: { lease }, $inc: { takeovers: 1 } })
    expect((calls[0].update as { $set: { updatedAt: Date } }).$set.updatedAt).toBeInstanceOf(Date)
    const { store: late } = fakeStore(() => nothing)
    await expect(new MongoStockLedger(late).takeOverStaleClaim('pi_7', staleBefore)).resolves.toBeNull()
  })

  it('keeps the order to write and a lease with the claim it inserts', async () => {
    const { store, calls } = fakeStore(() => done)
    await new MongoStockLedger(store).reserve('pi_d', [lines[0]], { totalCents: 1000 })
    expect(calls[0].doc).toMatchObject({ paymentIntentId: 'pi_d', state: 'reserved', draft: { totalCents: 1000 }, lease: expect.any(String), takeovers: 0, refundPending: false })
  })

  it('rejects a held claim and puts its units back in one transaction, or writes nothing when the lease was lost', async () => {
    const { store, calls, transactions } = fakeStore(() => done)
    await expect(new MongoStockLedger(store).rejectHeldClaim('pi_r', 'lease-1', 'Refunded', lines)).resolves.toBe(true)
    expect(transactions).toEqual([{ id: 1, outcome: 'committed' }])
    expect(calls[0]).toMatchObject({
      collection: 'order-claims',
      filter: { paymentIntentId: 'pi_r', state: 'reserved', lease: 'lease-1' },
      update: { $set: { state: 'rejected', reason: 'Refunded', refundPending: true } },
      transaction: 1,
    })
    expect(calls.slice(1).filter((call) => call.op === 'updateOne').map((call) => [call.collection, call.update, call.transaction])).toEqual([
      ['products', { $inc: { 'stock.$.quantity': 2 } }, 1],
      ['products', { $inc: { 'stock.$.quantity': 1 } }, 1],
    ])
    const lost = fakeStore(() => nothing)
    await expect(new MongoStockLedger(lost.store).rejectHeldClaim('pi_r', 'lease-1', 'Refunded', lines)).resolves.toBe(false)
    expect(lost.calls).toHaveLength(1)
    expect(lost.transactions).toEqual([{ id: 1, outcome: 'aborted' }])
  })

  it('takes back units of a failed refund, never more than are on sale, in a transaction per line', async () => {
    const { store, calls } = fakeStore((call) => (call.op === 'findOne' ? { _id: tee, stock: [{ size: 'M', quantity: 1 }] } : done))
    await expect(new MongoStockLedger(store).takeBackUnits('order-1', [{ itemId: 'item-1', productId: tee, size: 'M', quantity: 2 }])).resolves.toEqual([1])
    expect(calls.map((call) => [call.op, call.collection, call.transaction])).toEqual([
      ['findOne', 'products', 1],
      ['updateOne', 'orders', 1],
      ['updateOne', 'products', 1],
      ['findOne', 'stock-history', 1],
      ['insertOne', 'stock-history', 1],
    ])
    expect(calls[4].doc).toMatchObject({ product: tee, seq: 1, size: 'M', change: -1, after: 0, reason: 'refund', actor: 'order #order-1', order: 'order-1' })
    expect(calls[1]).toMatchObject({ filter: { _id: 'order-1', items: { $elemMatch: { id: 'item-1', restockedQuantity: { $gte: 2 } } } }, update: { $inc: { 'items.$.restockedQuantity': -2 } } })
    expect(calls[2]).toMatchObject({ update: { $inc: { 'stock.$.quantity': -1 } } })
  })

  it('completes a claim with its order, and names the sale\'s history entries after it, in one transaction', async () => {
    const { store, calls } = fakeStore(() => done)
    await new MongoStockLedger(store).completeClaim('pi_8', 'a1b2c3d4e5')
    expect(calls).toHaveLength(2)
    expect(calls[0]).toMatchObject({ collection: 'order-claims', filter: { paymentIntentId: 'pi_8' }, update: { $set: { state: 'completed', order: 'a1b2c3d4e5' } }, transaction: 1 })
    expect((calls[0].update as { $set: { updatedAt: Date } }).$set.updatedAt).toBeInstanceOf(Date)
    expect(calls[1]).toEqual({
      op: 'updateMany',
      collection: 'stock-history',
      filter: { paymentIntentId: 'pi_8', reason: 'sale', order: null },
      update: { $set: { order: 'a1b2c3d4e5', actor: 'order #a1b2c3d4' } },
      transaction: 1,
    })
  })
})

describe('MongoDB stock ledger: compare-and-set edits', () => {
  const stored = { _id: tee, stock: [{ id: 'r1', size: 'S', quantity: 2 }, { id: 'r2', size: 'M', quantity: 5 }] }
  const fields = { name: 'Tee', description: 'Soft', price: 25, imageId: cap }

  it('reads the stock and writes the planned stock and the product\'s fields in one update of one transaction', async () => {
    const { store, calls, transactions } = fakeStore((call) => (call.op === 'findOne' ? stored : done))
    const plan = (current: Parameters<typeof planProductEdit>[0]) => planProductEdit(current, ['S', 'M'], { S: 2, M: 7 }, { S: 2, M: 5 })
    await expect(new MongoStockLedger(store).editProduct(tee, plan, edit, fields)).resolves.toEqual({ kind: 'saved' })
    expect(transactions).toEqual([{ id: 1, outcome: 'committed' }])
    expect(calls.map((call) => [call.op, call.transaction])).toEqual([
      ['findOne', 1],
      ['updateOne', 1],
      ['findOne', 1],
      ['insertOne', 1],
    ])
    expect(calls[3].doc).toMatchObject({ product: tee, seq: 1, size: 'M', change: 2, after: 7, reason: 'edit', actor: 'volunteer' })
    expect(calls[1].filter).toEqual({
      _id: tee,
      stock: { $size: 2 },
      stockCount: null,
      $and: [{ stock: { $elemMatch: { size: 'S', quantity: 2 } } }, { stock: { $elemMatch: { size: 'M', quantity: 5 } } }],
    })
    const set = (calls[1].update as { $set: Record<string, unknown> }).$set
    expect(set).toMatchObject({
      name: 'Tee',
      description: 'Soft',
      price: 25,
      image: cap,
      stock: [
        { id: 'r1', size: 'S', quantity: 2 },
        { id: 'r2', size: 'M', quantity: 7 },
      ],
    })
    expect(set.updatedAt).toBeInstanceOf(Date)
  })

  it('the inventory editor writes only the stock', async () => {
    const { store, calls } = fakeStore((call) => (call.op === 'findOne' ? stored : done))
    await new MongoStockLedger(store).editProduct(tee, (current) => planInventoryEdit(current, { M: 4 }, { M: 5 }), edit)
    expect(Object.keys((calls[1].update as { $set: object }).$set).sort()).toEqual(['stock', 'updatedAt'])
  })

  it('a stale editor gets the conflict and the stored counts, and nothing is written', async () => {
    const { store, calls } = fakeStore((call) => (call.op === 'findOne' ? stored : done))
    const outcome = await new MongoStockLedger(store).editProduct(tee, (current) => planInventoryEdit(current, { M: 6 }, { M: 4 }), edit)
    expect(outcome).toEqual({ kind: 'conflict', conflicts: ['M is now 5; you started from 4'], current: { S: 2, M: 5 }, count: null })
    expect(calls.map((call) => call.op)).toEqual(['findOne'])
  })

  it('a product that does not exist is not found', async () => {
    const { store } = fakeStore(() => null)
    await expect(new MongoStockLedger(store).editProduct(tee, (current) => planInventoryEdit(current, { M: 1 }, null), edit)).resolves.toEqual({ kind: 'not-found' })
  })

  it('a stock that changed between the read and the write is read and planned again; one that keeps changing is a conflict', async () => {
    let misses = 1
    const { store, calls } = fakeStore((call) => (call.op === 'findOne' ? stored : misses-- > 0 ? nothing : done))
    await expect(new MongoStockLedger(store).editProduct(tee, (current) => planInventoryEdit(current, { M: 4 }, { M: 5 }), edit)).resolves.toEqual({ kind: 'saved' })
    // The first try wrote no entry: its update matched nothing.
    expect(calls.map((call) => [call.op, call.collection, call.transaction])).toEqual([
      ['findOne', 'products', 1],
      ['updateOne', 'products', 1],
      ['findOne', 'products', 2],
      ['updateOne', 'products', 2],
      ['findOne', 'stock-history', 2],
      ['insertOne', 'stock-history', 2],
    ])
    const { store: busy } = fakeStore((call) => (call.op === 'findOne' ? stored : nothing))
    await expect(new MongoStockLedger(busy).editProduct(tee, (current) => planInventoryEdit(current, { M: 4 }, { M: 5 }), edit)).resolves.toEqual({
      kind: 'conflict',
      conflicts: [KEPT_CHANGING],
      current: { S: 2, M: 5 },
      count: null,
    })
  })
})

describe('MongoDB stock ledger: the stock history (issue 32)', () => {
  /** A product as the fake database holds it, and its last history entry. */
  const tees = { _id: tee, stock: [{ id: 'r1', size: 'S', quantity: 2 }, { id: 'r2', size: 'M', quantity: 3 }] }
  const answers = (call: Call) => {
    if (call.op === 'findOne') return call.collection === 'stock-history' ? { seq: 7 } : tees
    return done
  }

  it('a sale inserts each line\'s entry in the sale\'s transaction, numbered after the product\'s last one, and tells the listener once committed', async () => {
    const told: StockMovement[][] = []
    const { store, calls, transactions } = fakeStore(answers)
    await new MongoStockLedger(store, { onChange: (movements) => told.push(movements) }).reserve('pi_h', [
      { productId: tee, size: 'M', quantity: 1 },
      { productId: tee, size: 'S', quantity: 2 },
    ])
    expect(transactions).toEqual([{ id: 1, outcome: 'committed' }])
    const inserted = calls.filter((call) => call.op === 'insertOne' && call.collection === 'stock-history')
    expect(inserted.map((call) => [call.doc, call.transaction])).toEqual([
      [expect.objectContaining({ product: tee, seq: 8, size: 'M', change: -1, after: 3, reason: 'sale', actor: 'checkout', paymentIntentId: 'pi_h', order: null }), 1],
      [expect.objectContaining({ product: tee, seq: 9, size: 'S', change: -2, after: 2, reason: 'sale' }), 1],
    ])
    // The last number is read once per product and transaction, newest first.
    expect(calls.filter((call) => call.collection === 'stock-history' && call.op === 'findOne')).toEqual([
      { op: 'findOne', collection: 'stock-history', filter: { product: tee }, sort: { seq: -1 }, transaction: 1 },
    ])
    expect(told).toEqual([
      [
        { productId: tee, size: 'M', change: -1, after: 3 },
        { productId: tee, size: 'S', change: -2, after: 2 },
      ],
    ])
  })

  it('an entry that cannot be written abandons the change with it: the transaction aborts, the listener hears nothing', async () => {
    const told: StockMovement[][] = []
    const { store, transactions } = fakeStore((call) => {
      if (call.op === 'insertOne' && call.collection === 'stock-history') throw Object.assign(new Error('disk full'), { code: 14031 })
      return answers(call)
    })
    const ledger = new MongoStockLedger(store, { onChange: (movements) => told.push(movements) })
    await expect(ledger.reserve('pi_f', [{ productId: tee, size: 'M', quantity: 1 }])).rejects.toThrow('disk full')
    await expect(ledger.editProduct(tee, (current) => planInventoryEdit(current, { M: 9 }, { M: 3 }), edit)).rejects.toThrow('disk full')
    await expect(ledger.returnUnits('order-1', [{ itemId: 'i1', productId: tee, size: 'M', quantity: 1, alreadyReturned: 0 }], edit)).rejects.toThrow('disk full')
    expect(transactions.map((t) => t.outcome)).toEqual(['aborted', 'aborted', 'aborted'])
    expect(told).toEqual([])
  })

  it('a write conflict runs the transaction again with its entries renumbered from the start', async () => {
    let conflicts = 1
    const { store, calls } = fakeStore((call) => {
      if (call.op === 'insertOne' && call.collection === 'stock-history' && conflicts-- > 0) throw writeConflict()
      return answers(call)
    })
    await new MongoStockLedger(store).returnUnits('order-1', [{ itemId: 'i1', productId: tee, size: 'M', quantity: 1, alreadyReturned: 0 }], { reason: 'cancel', actor: 'volunteer' })
    const inserted = calls.filter((call) => call.op === 'insertOne')
    expect(inserted.map((call) => [call.doc?.seq, call.transaction])).toEqual([
      [8, 1],
      [8, 2],
    ])
    expect(inserted[1].doc).toMatchObject({ change: 1, after: 3, reason: 'cancel', actor: 'volunteer', order: 'order-1' })
  })

  it('an edit records each size added, removed, or changed, and the product\'s own count, from the counts it was planned on', async () => {
    const { store, calls } = fakeStore(answers)
    await new MongoStockLedger(store).editProduct(tee, (current) => planProductEdit(current, ['M', 'XL'], { M: 3, XL: 4 }, { S: 2, M: 3 }), edit)
    expect(calls.filter((call) => call.op === 'insertOne').map((call) => [call.doc?.size, call.doc?.change, call.doc?.after, call.doc?.seq])).toEqual([
      ['S', -2, null, 8],
      ['XL', 4, 4, 9],
    ])
  })
})

describe('MongoDB stock ledger: promo code uses (issue 31, decision 43)', () => {
  const promo = 'aaaaaaaaaaaaaaaaaaaaaaaa'
  const use = { promotionId: promo, email: 'maria@example.org' }
  const key = `${promo}:maria@example.org`
  const takeUse = { _id: promo, $or: [{ usageLimit: null }, { $expr: { $lt: ['$uses', '$usageLimit'] } }] }
  /** The calls on the promotion's documents, as [op, collection, filter, update, transaction]. */
  const promotionCalls = (calls: Call[]) =>
    calls.filter((call) => call.collection === 'promotions' || call.collection === 'promotion-uses').map(({ op, collection, filter, update, transaction }) => [op, collection, filter, update, transaction])
  const stock = (call: Call) => call.collection === 'products' || call.collection === 'order-claims'

  it('claims the use in the reservation\'s transaction: the conditional $inc, then the e-mail\'s first use inserted', async () => {
    const { store, calls, transactions } = fakeStore((call) => {
      if (stock(call)) return done
      if (call.op === 'findOne' && call.collection === 'promotions') return { _id: promo, perEmailLimit: 1 }
      if (call.collection === 'promotion-uses') return call.op === 'updateOne' ? nothing : null
      return done
    })
    await expect(new MongoStockLedger(store).reserve('pi_p1', [lines[0]], null, use)).resolves.toEqual({ kind: 'reserved', levels: [] })
    expect(transactions).toEqual([{ id: 1, outcome: 'committed' }])
    expect(promotionCalls(calls)).toEqual([
      ['updateOne', 'promotions', takeUse, { $inc: { uses: 1 } }, 1],
      ['findOne', 'promotions', { _id: promo }, undefined, 1],
      // Matched only while this e-mail has a use left; none counted yet: the first use is inserted.
      ['updateOne', 'promotion-uses', { key, count: { $lt: 1 } }, { $inc: { count: 1 }, $set: { updatedAt: expect.any(Date) } }, 1],
      ['findOne', 'promotion-uses', { key }, undefined, 1],
      ['insertOne', 'promotion-uses', undefined, undefined, 1],
    ])
    expect(calls.at(-1)!.doc).toMatchObject({ key, promotion: promo, email: 'maria@example.org', count: 1 })
    // The claim and the stock come first in the same transaction: one commit or none.
    expect(calls[0]).toMatchObject({ op: 'insertOne', collection: 'order-claims', transaction: 1 })
  })

  it('without a limit per e-mail, counts the e-mail\'s uses without a condition', async () => {
    const { store, calls } = fakeStore((call) => (call.op === 'findOne' && call.collection === 'promotions' ? { _id: promo, perEmailLimit: null } : done))
    await expect(new MongoStockLedger(store).reserve('pi_p2', [lines[0]], null, use)).resolves.toEqual({ kind: 'reserved', levels: [] })
    expect(promotionCalls(calls).slice(2)).toEqual([['updateOne', 'promotion-uses', { key }, { $inc: { count: 1 }, $set: { updatedAt: expect.any(Date) } }, 1]])
  })

  it('a code used up abandons the whole reservation: no claim, no stock, no use kept', async () => {
    const { store, calls, transactions } = fakeStore((call) => (call.collection === 'promotions' && call.op === 'updateOne' ? nothing : done))
    await expect(new MongoStockLedger(store).reserve('pi_p3', lines, null, use)).resolves.toEqual({ kind: 'promotion-refused', reason: 'used-up' })
    expect(transactions).toEqual([{ id: 1, outcome: 'aborted' }])
    expect(calls.every((call) => call.transaction === 1)).toBe(true)
    expect(calls.some((call) => call.collection === 'promotion-uses')).toBe(false)
  })

  it('an e-mail that has used its share is refused, the transaction abandoned with the use it took in all', async () => {
    const { store, calls, transactions } = fakeStore((call) => {
      if (call.collection === 'promotions') return call.op === 'findOne' ? { _id: promo, perEmailLimit: 1 } : done
      if (call.collection === 'promotion-uses') return call.op === 'updateOne' ? nothing : { key, count: 1 }
      return done
    })
    await expect(new MongoStockLedger(store).reserve('pi_p4', [lines[0]], null, use)).resolves.toEqual({ kind: 'promotion-refused', reason: 'email-used' })
    expect(transactions).toEqual([{ id: 1, outcome: 'aborted' }])
    expect(calls.some((call) => call.op === 'insertOne' && call.collection === 'promotion-uses')).toBe(false)
  })

  it('two buyers of the last use: the one meeting a write conflict runs again and then finds none left', async () => {
    let conflicts = 1
    const { store, calls, transactions } = fakeStore((call) => {
      if (call.collection === 'promotions' && call.op === 'updateOne') {
        if (conflicts-- > 0) throw writeConflict()
        return nothing
      }
      return done
    })
    await expect(new MongoStockLedger(store).reserve('pi_p5', [lines[0]], null, use)).resolves.toEqual({ kind: 'promotion-refused', reason: 'used-up' })
    expect(transactions).toEqual([
      { id: 1, outcome: 'aborted' },
      { id: 2, outcome: 'aborted' },
    ])
    // The second run starts again from the claim.
    expect(calls.filter((call) => call.transaction === 2)[0]).toMatchObject({ op: 'insertOne', collection: 'order-claims' })
  })

  it('a held claim rejected gives its use back in the write that puts its units back, and only then', async () => {
    const { store, calls, transactions } = fakeStore(() => done)
    await expect(new MongoStockLedger(store).rejectHeldClaim('pi_p6', 'lease-1', 'Refunded', [lines[0]], use)).resolves.toBe(true)
    expect(transactions).toEqual([{ id: 1, outcome: 'committed' }])
    expect(promotionCalls(calls)).toEqual([
      ['updateOne', 'promotions', { _id: promo, uses: { $gt: 0 } }, { $inc: { uses: -1 } }, 1],
      ['updateOne', 'promotion-uses', { key, count: { $gt: 0 } }, { $inc: { count: -1 }, $set: { updatedAt: expect.any(Date) } }, 1],
    ])
    // Another caller rejected it first (the lease is lost): nothing given back.
    const lost = fakeStore((call) => (call.collection === 'order-claims' ? nothing : done))
    await expect(new MongoStockLedger(lost.store).rejectHeldClaim('pi_p6', 'lease-1', 'Refunded', [lines[0]], use)).resolves.toBe(false)
    expect(promotionCalls(lost.calls)).toEqual([])
  })

  it('a cancelled order gives its use back once: marked returned and given back in one transaction, never twice', async () => {
    const order = { _id: 'order-p', promotionId: promo, promotionEmail: 'maria@example.org', promotionReturned: false }
    const { store, calls, transactions } = fakeStore((call) => (call.op === 'findOne' ? order : done))
    await new MongoStockLedger(store).returnPromotionUse('order-p')
    expect(transactions).toEqual([{ id: 1, outcome: 'committed' }])
    expect(calls.map(({ op, collection, filter, update, transaction }) => [op, collection, filter, update, transaction])).toEqual([
      ['findOne', 'orders', { _id: 'order-p' }, undefined, 1],
      ['updateOne', 'orders', { _id: 'order-p', promotionReturned: { $ne: true } }, { $set: { promotionReturned: true } }, 1],
      ['updateOne', 'promotions', { _id: promo, uses: { $gt: 0 } }, { $inc: { uses: -1 } }, 1],
      ['updateOne', 'promotion-uses', { key, count: { $gt: 0 } }, { $inc: { count: -1 }, $set: { updatedAt: expect.any(Date) } }, 1],
    ])

    // Already given back, another process marking it first, or no code at all: nothing more is given back.
    for (const answer of [
      (call: Call) => (call.op === 'findOne' ? { ...order, promotionReturned: true } : done),
      (call: Call) => (call.op === 'findOne' ? order : nothing),
      (call: Call) => (call.op === 'findOne' ? { _id: 'order-p', promotionId: null } : done),
      () => null,
    ]) {
      const again = fakeStore(answer)
      await new MongoStockLedger(again.store).returnPromotionUse('order-p')
      expect(promotionCalls(again.calls)).toEqual([])
    }
  })
})
