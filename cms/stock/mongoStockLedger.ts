import { isUniqueViolation } from '../auth/isUniqueViolation'
import { countsOf, type MongoStockRow, productEdit, putBackStock, reservedClaim, staleClaimTakeover, takeStock } from './mongoStockDocument'
import type { MongoStockStore } from './mongoStockStore'
import type { PlannedEdit, StockCounts } from './planStockEdit'
import { EDIT_ATTEMPTS, KEPT_CHANGING, type EditOutcome, type ProductFields, type ReserveOutcome, type StockLedger, type StockLine } from './stockLedger'

/** Thrown inside a reservation's transaction when a line cannot be taken: the whole transaction is abandoned. */
class ShortLine extends Error {
  constructor(readonly line: StockLine) {
    super(`not enough ${line.size} of ${line.productId}`)
  }
}

/**
 * MongoDB: every change is one transaction (the driver's withTransaction, which runs it again after a
 * write conflict with a concurrent sale or a failover). A reservation inserts the payment's claim and
 * takes each line with a conditional $inc (matched only while enough units remain); a line that
 * cannot be taken abandons the transaction, so the claim and the stock are written together or not
 * at all, as on SQLite, and a crash in between leaves neither. Stock edits read the product and write
 * its planned stock and fields in one update inside the same transaction. A database validator
 * refuses any negative count whoever writes it (cms/db/mongodb/stockNeverNegative.ts).
 */
export class MongoStockLedger implements StockLedger {
  constructor(private readonly store: MongoStockStore) {}

  async reserve(paymentIntentId: string, lines: StockLine[]): Promise<ReserveOutcome> {
    try {
      await this.store.transaction(async (session) => {
        await this.store.insertOne('order-claims', reservedClaim(paymentIntentId, new Date()), session)
        for (const line of lines) {
          const { filter, update } = takeStock(line)
          const result = await this.store.updateOne('products', filter, update, session)
          if (result.modifiedCount !== 1) throw new ShortLine(line)
        }
      })
    } catch (err) {
      if (err instanceof ShortLine) return { kind: 'insufficient', line: err.line }
      if (isUniqueViolation(err)) return { kind: 'claimed-elsewhere' }
      throw err
    }
    return { kind: 'reserved' }
  }

  async release(lines: StockLine[]): Promise<void> {
    if (lines.length === 0) return
    await this.store.transaction(async (session) => {
      for (const line of lines) {
        const { filter, update } = putBackStock(line)
        await this.store.updateOne('products', filter, update, session)
      }
    })
  }

  async editProduct(productId: string, plan: (current: StockCounts) => PlannedEdit, fields?: ProductFields): Promise<EditOutcome> {
    let current: StockCounts = {}
    for (let attempt = 1; attempt <= EDIT_ATTEMPTS; attempt += 1) {
      const outcome = await this.store.transaction(async (session): Promise<EditOutcome | null> => {
        const doc = await this.store.findOne('products', { _id: productId }, { stock: 1 }, session)
        if (!doc) return { kind: 'not-found' }
        const rows = (doc.stock ?? []) as MongoStockRow[]
        current = countsOf(rows)
        const planned = plan(current)
        if (planned.kind === 'conflict') return { kind: 'conflict', conflicts: planned.conflicts, current }
        const { filter, update } = productEdit(doc._id, rows, planned.plan, fields, new Date())
        const result = await this.store.updateOne('products', filter, update, session)
        // No match: the stock changed since it was read (a write conflict normally says so first). Plan again.
        return result.matchedCount === 1 ? { kind: 'saved' } : null
      })
      if (outcome) return outcome
    }
    return { kind: 'conflict', conflicts: [KEPT_CHANGING], current }
  }

  async takeOverStaleClaim(paymentIntentId: string, staleBefore: Date): Promise<boolean> {
    const { filter, update } = staleClaimTakeover(paymentIntentId, staleBefore, new Date())
    const result = await this.store.updateOne('order-claims', filter, update)
    return result.modifiedCount === 1
  }
}
