import type { ClientSession } from 'mongodb'
import { randomUUID } from 'node:crypto'

import { isUniqueViolation } from '../auth/isUniqueViolation'
import {
  claimCompletion,
  countsOf,
  editMovements,
  heldClaimRejection,
  historyEntry,
  type MongoStockRow,
  productEdit,
  putBackStock,
  reservedClaim,
  returnUnitsWrite,
  saleEntriesOrder,
  staleClaimTakeover,
  takeBackWrite,
  takeStock,
  unitsOf,
} from './mongoStockDocument'
import type { MongoStockStore } from './mongoStockStore'
import type { PlannedEdit, StockCounts } from './planStockEdit'
import {
  CHECKOUT_ACTOR,
  EDIT_ATTEMPTS,
  KEPT_CHANGING,
  orderActor,
  type EditOutcome,
  type EntryCause,
  type ProductFields,
  type PromotionUse,
  type ReserveOutcome,
  type ReturnLine,
  type ReturnOutcome,
  type StockCause,
  type StockLedger,
  type StockLedgerOptions,
  type StockLevel,
  type StockLine,
  type StockMovement,
  type TakeBackLine,
} from './stockLedger'

/** Thrown inside a reservation's transaction when a line cannot be taken: the whole transaction is abandoned. */
class ShortLine extends Error {
  constructor(readonly line: StockLine) {
    super(`not enough ${line.size ?? 'units'} of ${line.productId}`)
  }
}

/** Thrown inside a reservation's transaction when the promotion has no use left: the whole transaction is abandoned. */
class PromotionRefused extends Error {
  constructor(readonly reason: 'used-up' | 'email-used') {
    super(`promotion ${reason}`)
  }
}

/** Thrown inside a return's transaction when a line has fewer units left to return than asked. */
class TooManyReturned extends Error {}

/** Thrown inside a rejection's transaction when the claim is no longer this caller's: nothing is written. */
class LeaseLost extends Error {}

/**
 * MongoDB: every change is one transaction (the driver's withTransaction, which runs it again after a
 * write conflict with a concurrent sale or a failover). A reservation inserts the payment's claim and
 * takes each line with a conditional $inc (matched only while enough units remain); a line that
 * cannot be taken abandons the transaction, so the claim and the stock are written together or not
 * at all, as on SQLite, and a crash in between leaves neither. Stock edits read the product and write
 * its planned stock and fields in one update inside the same transaction. A database validator
 * refuses any negative count whoever writes it (cms/db/mongodb/stockNeverNegative.ts). Each change's
 * stock history entry is inserted in the same transaction (issue 32): a change and its entry commit
 * together or not at all, and every entry comes with a write to its product's document, so two
 * transactions numbering entries of one product conflict and one of them runs again.
 */
export class MongoStockLedger implements StockLedger {
  constructor(
    private readonly store: MongoStockStore,
    private readonly options: StockLedgerOptions = {},
  ) {}

  /** Runs `work` in one transaction, with a history writer bound to it; tells the listener what was recorded once it committed. */
  private async transaction<T>(work: (session: ClientSession, history: HistoryWriter) => Promise<T>): Promise<T> {
    let recorded: StockMovement[] = []
    const result = await this.store.transaction(async (session) => {
      // A transaction that runs again starts its history again too.
      const history = new HistoryWriter(this.store, session)
      const value = await work(session, history)
      recorded = history.movements
      return value
    })
    if (recorded.length > 0) this.options.onChange?.(recorded)
    return result
  }

  async reserve(paymentIntentId: string, lines: StockLine[], draft: Record<string, unknown> | null = null, promotion: PromotionUse | null = null): Promise<ReserveOutcome> {
    const lease = randomUUID()
    const sale: EntryCause = { reason: 'sale', actor: CHECKOUT_ACTOR, paymentIntentId }
    try {
      const levels = await this.transaction(async (session, history) => {
        const found: StockLevel[] = []
        await this.store.insertOne('order-claims', reservedClaim(paymentIntentId, new Date(), lease, draft), session)
        for (const line of lines) {
          const { filter, update } = takeStock(line)
          const result = await this.store.updateOne('products', filter, update, session)
          // Read in the same transaction: the units this sale left, or whether a product without sizes is counted.
          const doc = await this.store.findOne('products', { _id: line.productId }, { stock: 1, stockCount: 1 }, session)
          if (result.modifiedCount !== 1) {
            // A product without sizes whose units are not counted never runs out.
            if (line.size === null && doc && unitsOf(doc, line) === null) continue
            throw new ShortLine(line)
          }
          const after = doc ? unitsOf(doc, line) : null
          if (after !== null) {
            found.push({ productId: line.productId, size: line.size, before: after + line.quantity, after })
            await history.record({ productId: line.productId, size: line.size, change: -line.quantity, after }, sale)
          }
        }
        if (promotion) await this.takePromotionUse(promotion, session)
        return found
      })
      return { kind: 'reserved', levels }
    } catch (err) {
      if (err instanceof ShortLine) return { kind: 'insufficient', line: err.line }
      if (err instanceof PromotionRefused) return { kind: 'promotion-refused', reason: err.reason }
      if (isUniqueViolation(err)) return { kind: 'claimed-elsewhere' }
      throw err
    }
  }

  async release(lines: StockLine[], cause: StockCause): Promise<void> {
    if (lines.length === 0) return
    await this.transaction(async (session, history) => {
      for (const line of lines) await this.putBack(session, history, line, cause)
    })
  }

  /** Puts a line's units back and records it, when its size is still offered (or its count still kept). */
  private async putBack(session: ClientSession, history: HistoryWriter, line: StockLine, cause: EntryCause): Promise<void> {
    const { filter, update } = putBackStock(line)
    if ((await this.store.updateOne('products', filter, update, session)).modifiedCount !== 1) return
    const doc = await this.store.findOne('products', { _id: line.productId }, { stock: 1, stockCount: 1 }, session)
    const after = doc ? unitsOf(doc, line) : null
    if (after !== null) await history.record({ productId: line.productId, size: line.size, change: line.quantity, after }, cause)
  }

  async returnUnits(orderId: string, lines: ReturnLine[], cause: StockCause): Promise<ReturnOutcome> {
    try {
      await this.transaction(async (session, history) => {
        for (const line of lines) {
          const { filter, update } = returnUnitsWrite(orderId, line.itemId, line.alreadyReturned, line.quantity)
          const result = await this.store.updateOne('orders', filter, update, session)
          if (result.modifiedCount !== 1) throw new TooManyReturned()
          if (!line.productId) continue
          await this.putBack(session, history, { productId: line.productId, size: line.size, quantity: line.quantity }, { ...cause, orderId })
        }
      })
      return { kind: 'returned' }
    } catch (err) {
      if (err instanceof TooManyReturned) return { kind: 'too-many' }
      throw err
    }
  }

  async editProduct(productId: string, plan: (current: StockCounts, count: number | null) => PlannedEdit, cause: StockCause, fields?: ProductFields): Promise<EditOutcome> {
    let current: StockCounts = {}
    let count: number | null = null
    for (let attempt = 1; attempt <= EDIT_ATTEMPTS; attempt += 1) {
      const outcome = await this.transaction(async (session, history): Promise<EditOutcome | null> => {
        const doc = await this.store.findOne('products', { _id: productId }, { stock: 1, stockCount: 1 }, session)
        if (!doc) return { kind: 'not-found' }
        const rows = (doc.stock ?? []) as MongoStockRow[]
        current = countsOf(rows)
        count = typeof doc.stockCount === 'number' ? doc.stockCount : null
        const planned = plan(current, count)
        if (planned.kind === 'conflict') return { kind: 'conflict', conflicts: planned.conflicts, current, count }
        const { filter, update } = productEdit(doc._id, rows, planned.plan, fields, new Date(), count)
        const result = await this.store.updateOne('products', filter, update, session)
        // No match: the stock changed since it was read (a write conflict normally says so first). Plan again.
        if (result.matchedCount !== 1) return null
        for (const movement of editMovements(productId, current, count, planned.plan)) await history.record(movement, cause)
        return { kind: 'saved' }
      })
      if (outcome) return outcome
    }
    return { kind: 'conflict', conflicts: [KEPT_CHANGING], current, count }
  }

  async takeOverStaleClaim(paymentIntentId: string, staleBefore: Date): Promise<string | null> {
    const lease = randomUUID()
    const { filter, update } = staleClaimTakeover(paymentIntentId, staleBefore, new Date(), lease)
    const result = await this.store.updateOne('order-claims', filter, update)
    return result.modifiedCount === 1 ? lease : null
  }

  async rejectHeldClaim(paymentIntentId: string, lease: string, reason: string, lines: StockLine[], promotion: PromotionUse | null = null): Promise<boolean> {
    const cancelled: EntryCause = { reason: 'cancel', actor: CHECKOUT_ACTOR, paymentIntentId }
    try {
      await this.transaction(async (session, history) => {
        const { filter, update } = heldClaimRejection(paymentIntentId, lease, reason, new Date())
        if ((await this.store.updateOne('order-claims', filter, update, session)).modifiedCount !== 1) throw new LeaseLost()
        for (const line of lines) await this.putBack(session, history, line, cancelled)
        if (promotion) await this.giveBackPromotionUse(promotion, session)
      })
      return true
    } catch (err) {
      if (err instanceof LeaseLost) return false
      throw err
    }
  }

  async takeBackUnits(orderId: string, lines: TakeBackLine[]): Promise<number[]> {
    const taken: number[] = []
    const refund: EntryCause = { reason: 'refund', actor: orderActor(orderId), orderId }
    for (const line of lines) {
      taken.push(
        await this.transaction(async (session, history) => {
          // Read in the transaction: a sale that takes units meanwhile is a write conflict, and the work runs again.
          const doc = line.productId ? await this.store.findOne('products', { _id: line.productId }, { stock: 1, stockCount: 1 }, session) : null
          const onSale = doc ? unitsOf(doc, line) : 0
          const take = Math.min(onSale ?? line.quantity, line.quantity)
          const back = takeBackWrite(orderId, line.itemId, line.quantity)
          await this.store.updateOne('orders', back.filter, back.update, session)
          if (take > 0 && onSale !== null && line.productId) {
            const { filter, update } = takeStock({ productId: line.productId, size: line.size, quantity: take })
            await this.store.updateOne('products', filter, update, session)
            await history.record({ productId: line.productId, size: line.size, change: -take, after: onSale - take }, refund)
          }
          return take
        }),
      )
    }
    return taken
  }

  async returnPromotionUse(orderId: string): Promise<void> {
    await this.store.transaction(async (session) => {
      const order = await this.store.findOne('orders', { _id: orderId }, { promotionId: 1, promotionEmail: 1, promotionReturned: 1 }, session)
      if (!order || typeof order.promotionId !== 'string' || !order.promotionId || order.promotionReturned === true) return
      // Marked given back only while it was not: a second cancel (or another process) changes nothing.
      const marked = await this.store.updateOne('orders', { _id: orderId, promotionReturned: { $ne: true } }, { $set: { promotionReturned: true } }, session)
      if (marked.modifiedCount !== 1) return
      await this.giveBackPromotionUse({ promotionId: order.promotionId, email: String(order.promotionEmail ?? '') }, session)
    })
  }

  /**
   * One more use of the promotion, in the reservation's transaction: a conditional $inc on the
   * promotion (matched only while a use is left), and on the buyer e-mail's count when a limit per
   * e-mail is set. Two sales of the last use write the same document: one of them meets a write
   * conflict, runs again, and then finds none left.
   */
  private async takePromotionUse(promotion: PromotionUse, session: ClientSession): Promise<void> {
    const taken = await this.store.updateOne(
      'promotions',
      { _id: promotion.promotionId, $or: [{ usageLimit: null }, { $expr: { $lt: ['$uses', '$usageLimit'] } }] },
      { $inc: { uses: 1 } },
      session,
    )
    if (taken.modifiedCount !== 1) throw new PromotionRefused('used-up')
    const doc = await this.store.findOne('promotions', { _id: promotion.promotionId }, { perEmailLimit: 1 }, session)
    const limit = typeof doc?.perEmailLimit === 'number' ? doc.perEmailLimit : null
    const key = `${promotion.promotionId}:${promotion.email}`
    const counted = await this.store.updateOne(
      'promotion-uses',
      limit === null ? { key } : { key, count: { $lt: limit } },
      { $inc: { count: 1 }, $set: { updatedAt: new Date() } },
      session,
    )
    if (counted.modifiedCount === 1) return
    if (await this.store.findOne('promotion-uses', { key }, { count: 1 }, session)) throw new PromotionRefused('email-used')
    if (limit !== null && limit < 1) throw new PromotionRefused('email-used')
    const now = new Date()
    await this.store.insertOne('promotion-uses', { key, promotion: promotion.promotionId, email: promotion.email, count: 1, createdAt: now, updatedAt: now }, session)
  }

  private async giveBackPromotionUse(promotion: PromotionUse, session: ClientSession): Promise<void> {
    await this.store.updateOne('promotions', { _id: promotion.promotionId, uses: { $gt: 0 } }, { $inc: { uses: -1 } }, session)
    await this.store.updateOne('promotion-uses', { key: `${promotion.promotionId}:${promotion.email}`, count: { $gt: 0 } }, { $inc: { count: -1 }, $set: { updatedAt: new Date() } }, session)
  }

  async completeClaim(paymentIntentId: string, orderId: string): Promise<void> {
    await this.store.transaction(async (session) => {
      const { filter, update } = claimCompletion(paymentIntentId, orderId, new Date())
      await this.store.updateOne('order-claims', filter, update, session)
      const named = saleEntriesOrder(paymentIntentId, orderId, orderActor(orderId))
      await this.store.updateMany('stock-history', named.filter, named.update, session)
    })
  }
}

/**
 * Writes the stock history entries of one transaction. Each is its product's next: the last number
 * is read once per product inside the transaction; another transaction numbering the same product's
 * entries also writes that product's document, so one of the two conflicts and runs again (and the
 * unique (product, seq) index would refuse a duplicate anyway).
 */
class HistoryWriter {
  readonly movements: StockMovement[] = []
  private readonly next = new Map<string, number>()

  constructor(
    private readonly store: MongoStockStore,
    private readonly session: ClientSession,
  ) {}

  async record(movement: StockMovement, cause: EntryCause): Promise<void> {
    let seq = this.next.get(movement.productId)
    if (seq === undefined) {
      const last = await this.store.findOne('stock-history', { product: movement.productId }, { seq: 1 }, this.session, { seq: -1 })
      seq = (typeof last?.seq === 'number' ? last.seq : 0) + 1
    }
    this.next.set(movement.productId, seq + 1)
    await this.store.insertOne('stock-history', historyEntry(movement, seq, cause, new Date()), this.session)
    this.movements.push(movement)
  }
}
