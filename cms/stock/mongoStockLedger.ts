import type { Payload } from 'payload'

import { isUniqueViolation } from '../auth/isUniqueViolation'
import {
  countsOf,
  type MongoStockRow,
  putBackFilter,
  returnFilter,
  returnUpdate,
  stockAfter,
  takeFilter,
  takeUpdate,
  unchangedStockFilter,
  unitsAfter,
} from './mongoStockDocument'
import type { PlannedEdit, StockCounts } from './planStockEdit'
import {
  EDIT_ATTEMPTS,
  KEPT_CHANGING,
  type EditOutcome,
  type ProductFields,
  type ReserveOutcome,
  type ReturnLine,
  type ReturnOutcome,
  type StockLedger,
  type StockLevel,
  type StockLine,
} from './stockLedger'

type Doc = Record<string, unknown>
type Model = {
  create(doc: Doc): Promise<unknown>
  findOne(filter: Doc, projection?: Doc): { lean(): Promise<Doc | null> }
  findOneAndUpdate(filter: Doc, update: Doc, options: Doc): { lean(): Promise<Doc | null> }
  updateOne(filter: Doc, update: Doc): Promise<{ modifiedCount: number; matchedCount: number }>
}

/**
 * MongoDB: each line is taken with one conditional $inc (matched only while enough units
 * remain), so stock never goes below zero whatever the number of processes. The claim's unique
 * index decides who owns a payment. A line that cannot be taken puts back the lines taken before
 * it and marks the claim rejected. Stock edits are one conditional update of the product document
 * (all sizes and the count live in it), matched only while its stock is the one the edit was
 * planned from. Returns are compare-and-set on the order line's returned units, then an $inc.
 * Issue 15 puts the multi-line reservation in a transaction. The filters are unit-tested as data
 * (mongoStockDocument.test.ts): no mongod runs on the development machine.
 */
export class MongoStockLedger implements StockLedger {
  constructor(private readonly payload: Payload) {}

  private model(slug: 'products' | 'order-claims' | 'orders'): Model {
    return (this.payload.db as unknown as { collections: Record<string, Model> }).collections[slug]
  }

  async reserve(paymentIntentId: string, lines: StockLine[]): Promise<ReserveOutcome> {
    const now = new Date()
    try {
      await this.model('order-claims').create({ paymentIntentId, state: 'reserved', createdAt: now, updatedAt: now })
    } catch (err) {
      if (isUniqueViolation(err)) return { kind: 'claimed-elsewhere' }
      throw err
    }
    const taken: StockLine[] = []
    const levels: StockLevel[] = []
    for (const line of lines) {
      const doc = await this.model('products')
        .findOneAndUpdate(takeFilter(line), takeUpdate(line), { new: true, projection: { stock: 1, stockCount: 1 } })
        .lean()
      if (doc) {
        const after = unitsAfter(doc, line)
        if (after !== null) levels.push({ productId: line.productId, size: line.size, before: after + line.quantity, after })
        taken.push(line)
        continue
      }
      // A product without sizes whose units are not counted never runs out.
      if (line.size === null && (await this.isUncounted(line.productId))) continue
      await this.release(taken)
      await this.model('order-claims').updateOne({ paymentIntentId }, { $set: { state: 'rejected', updatedAt: new Date() } })
      return { kind: 'insufficient', line }
    }
    return { kind: 'reserved', levels }
  }

  async release(lines: StockLine[]): Promise<void> {
    for (const line of lines) await this.model('products').updateOne(putBackFilter(line), takeUpdate(line, 1))
  }

  async returnUnits(orderId: string, lines: ReturnLine[]): Promise<ReturnOutcome> {
    const recorded: ReturnLine[] = []
    for (const line of lines) {
      const result = await this.model('orders').updateOne(returnFilter(orderId, line.itemId, line.alreadyReturned), returnUpdate(line.quantity))
      if (result.modifiedCount !== 1) {
        // Another return came first: undo this one's records; nothing went back on sale yet.
        for (const done of recorded) {
          await this.model('orders').updateOne(returnFilter(orderId, done.itemId, done.alreadyReturned + done.quantity), returnUpdate(-done.quantity))
        }
        return { kind: 'too-many' }
      }
      recorded.push(line)
    }
    for (const line of recorded) {
      if (line.productId) await this.release([{ productId: line.productId, size: line.size, quantity: line.quantity }])
    }
    return { kind: 'returned' }
  }

  async editProduct(productId: string, plan: (current: StockCounts, count: number | null) => PlannedEdit, fields?: ProductFields): Promise<EditOutcome> {
    let current: StockCounts = {}
    let count: number | null = null
    for (let attempt = 1; attempt <= EDIT_ATTEMPTS; attempt += 1) {
      const doc = await this.model('products').findOne({ _id: productId }, { stock: 1, stockCount: 1 }).lean()
      if (!doc) return { kind: 'not-found' }
      const rows = (doc.stock ?? []) as MongoStockRow[]
      current = countsOf(rows)
      count = typeof doc.stockCount === 'number' ? doc.stockCount : null
      const planned = plan(current, count)
      if (planned.kind === 'conflict') return { kind: 'conflict', conflicts: planned.conflicts, current, count }
      const result = await this.model('products').updateOne(unchangedStockFilter(doc._id, rows, count), {
        $set: {
          stock: stockAfter(rows, planned.plan),
          ...(planned.plan.count ? { stockCount: planned.plan.count.to } : {}),
          updatedAt: new Date(),
        },
      })
      if (result.matchedCount === 1) {
        // The product's own fields through Payload's adapter (it stores the image reference in its own format).
        if (fields) {
          await this.payload.db.updateOne({
            collection: 'products',
            id: productId,
            data: { name: fields.name, description: fields.description, price: fields.price, image: fields.imageId },
          })
        }
        return { kind: 'saved' }
      }
    }
    return { kind: 'conflict', conflicts: [KEPT_CHANGING], current, count }
  }

  async takeOverStaleClaim(paymentIntentId: string, staleBefore: Date): Promise<boolean> {
    const result = await this.model('order-claims').updateOne(
      { paymentIntentId, state: 'reserved', updatedAt: { $lt: staleBefore } },
      { $set: { updatedAt: new Date() } },
    )
    return result.modifiedCount === 1
  }

  private async isUncounted(productId: string): Promise<boolean> {
    const doc = await this.model('products').findOne({ _id: productId }, { stockCount: 1 }).lean()
    return Boolean(doc) && (doc!.stockCount === null || doc!.stockCount === undefined)
  }
}
