import type { Payload } from 'payload'

import { isUniqueViolation } from '../auth/isUniqueViolation'
import { countsOf, type MongoStockRow, stockAfter, unchangedStockFilter } from './mongoStockDocument'
import type { PlannedEdit, StockCounts } from './planStockEdit'
import { EDIT_ATTEMPTS, KEPT_CHANGING, type EditOutcome, type ProductFields, type ReserveOutcome, type StockLedger, type StockLine } from './stockLedger'

type Model = {
  create(doc: Record<string, unknown>): Promise<unknown>
  findOne(filter: Record<string, unknown>, projection?: Record<string, unknown>): { lean(): Promise<Record<string, unknown> | null> }
  updateOne(filter: Record<string, unknown>, update: Record<string, unknown>): Promise<{ modifiedCount: number; matchedCount: number }>
}

/**
 * MongoDB: each size is taken with one conditional $inc (matched only while enough units
 * remain), so stock never goes below zero whatever the number of processes. The claim's unique
 * index decides who owns a payment. A line that cannot be taken puts back the lines taken before
 * it and marks the claim rejected. Stock edits are one conditional update of the product document
 * (all sizes live in it), matched only while its stock is the one the edit was planned from.
 * Issue 15 puts the multi-line reservation in a transaction.
 */
export class MongoStockLedger implements StockLedger {
  constructor(private readonly payload: Payload) {}

  private model(slug: 'products' | 'order-claims'): Model {
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
    for (const line of lines) {
      const result = await this.model('products').updateOne(
        { _id: line.productId, stock: { $elemMatch: { size: line.size, quantity: { $gte: line.quantity } } } },
        { $inc: { 'stock.$.quantity': -line.quantity } },
      )
      if (result.modifiedCount !== 1) {
        await this.release(taken)
        await this.model('order-claims').updateOne({ paymentIntentId }, { $set: { state: 'rejected', updatedAt: new Date() } })
        return { kind: 'insufficient', line }
      }
      taken.push(line)
    }
    return { kind: 'reserved' }
  }

  async release(lines: StockLine[]): Promise<void> {
    for (const line of lines) {
      await this.model('products').updateOne(
        { _id: line.productId, 'stock.size': line.size },
        { $inc: { 'stock.$.quantity': line.quantity } },
      )
    }
  }

  async editProduct(productId: string, plan: (current: StockCounts) => PlannedEdit, fields?: ProductFields): Promise<EditOutcome> {
    let current: StockCounts = {}
    for (let attempt = 1; attempt <= EDIT_ATTEMPTS; attempt += 1) {
      const doc = await this.model('products').findOne({ _id: productId }, { stock: 1 }).lean()
      if (!doc) return { kind: 'not-found' }
      const rows = (doc.stock ?? []) as MongoStockRow[]
      current = countsOf(rows)
      const planned = plan(current)
      if (planned.kind === 'conflict') return { kind: 'conflict', conflicts: planned.conflicts, current }
      const result = await this.model('products').updateOne(unchangedStockFilter(doc._id, rows), {
        $set: { stock: stockAfter(rows, planned.plan), updatedAt: new Date() },
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
    return { kind: 'conflict', conflicts: [KEPT_CHANGING], current }
  }

  async takeOverStaleClaim(paymentIntentId: string, staleBefore: Date): Promise<boolean> {
    const result = await this.model('order-claims').updateOne(
      { paymentIntentId, state: 'reserved', updatedAt: { $lt: staleBefore } },
      { $set: { updatedAt: new Date() } },
    )
    return result.modifiedCount === 1
  }
}
