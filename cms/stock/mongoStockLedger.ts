import type { Payload } from 'payload'

import type { Size } from '../../shared/sizes'
import { isUniqueViolation } from '../auth/isUniqueViolation'
import type { ReserveOutcome, StockLedger, StockLine } from './stockLedger'

type Model = {
  create(doc: Record<string, unknown>): Promise<unknown>
  updateOne(filter: Record<string, unknown>, update: Record<string, unknown>): Promise<{ modifiedCount: number; matchedCount: number }>
}

/**
 * MongoDB: each size is taken with one conditional $inc (matched only while enough units
 * remain), so stock never goes below zero whatever the number of processes. The claim's unique
 * index decides who owns a payment. A line that cannot be taken puts back the lines taken before it.
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

  async setStock(productId: string, quantities: Partial<Record<Size, number>>): Promise<void> {
    for (const [size, quantity] of Object.entries(quantities)) {
      await this.model('products').updateOne(
        { _id: productId, 'stock.size': size },
        { $set: { 'stock.$.quantity': quantity, updatedAt: new Date() } },
      )
    }
  }

  async takeOverStaleClaim(paymentIntentId: string, staleBefore: Date): Promise<boolean> {
    const result = await this.model('order-claims').updateOne(
      { paymentIntentId, state: 'reserved', updatedAt: { $lt: staleBefore } },
      { $set: { updatedAt: new Date() } },
    )
    return result.modifiedCount === 1
  }
}
