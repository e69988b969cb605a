import { randomBytes } from 'node:crypto'

import { isSize } from '@shared/sizes'
import type { StockCounts, StockPlan } from './planStockEdit'
import type { EntryCause, ProductFields, StockLine, StockMovement } from './stockLedger'

/** A row of a product's `stock` array as stored by Payload's MongoDB adapter. */
export type MongoStockRow = { id?: string; size: string; quantity: number }

export function countsOf(rows: readonly MongoStockRow[]): StockCounts {
  const counts: StockCounts = {}
  for (const row of rows) if (isSize(row.size)) counts[row.size] = Number(row.quantity)
  return counts
}

/**
 * The filter that matches the product only while its stock is exactly the one read: same number
 * of rows, and every size at the count read. A sale ($inc) or another edit in between makes the
 * write match nothing, and the edit is planned again from the new counts.
 */
export function unchangedStockFilter(productId: unknown, rows: readonly MongoStockRow[], count?: number | null): Record<string, unknown> {
  return {
    _id: productId,
    stock: { $size: rows.length },
    // The count of a product without sizes too (null also matches a document written before it existed).
    ...(count !== undefined ? { stockCount: count } : {}),
    ...(rows.length > 0 ? { $and: rows.map((row) => ({ stock: { $elemMatch: { size: row.size, quantity: row.quantity } } })) } : {}),
  }
}

/** The stock array after the plan: existing rows keep their ids, new sizes get new ones, canonical order. */
export function stockAfter(rows: readonly MongoStockRow[], plan: StockPlan, newId = () => randomBytes(12).toString('hex')): MongoStockRow[] {
  const bySize = new Map(rows.map((row) => [row.size, { ...row }]))
  for (const change of plan.changes) {
    if (change.kind === 'remove') bySize.delete(change.size)
    else if (change.kind === 'add') bySize.set(change.size, { id: newId(), size: change.size, quantity: change.quantity })
    else {
      const row = bySize.get(change.size)
      if (row) row.quantity = change.to
    }
  }
  return plan.sizes.flatMap((size) => {
    const row = bySize.get(size)
    return row ? [row] : []
  })
}

/** A filter and an update for one `updateOne`. */
export type MongoWrite = { filter: Record<string, unknown>; update: Record<string, unknown> }

/**
 * Takes a line's units: matched only while the size (or the counted product without sizes) has at
 * least that many left. An uncounted product without sizes matches nothing: the caller checks it.
 */
export function takeStock(line: StockLine): MongoWrite {
  return line.size === null
    ? { filter: { _id: line.productId, stockCount: { $gte: line.quantity } }, update: { $inc: { stockCount: -line.quantity } } }
    : {
        filter: { _id: line.productId, stock: { $elemMatch: { size: line.size, quantity: { $gte: line.quantity } } } },
        update: { $inc: { 'stock.$.quantity': -line.quantity } },
      }
}

/** Puts a line's units back: into the size if it is still offered, or the count if it is still kept. */
export function putBackStock(line: StockLine): MongoWrite {
  return line.size === null
    ? { filter: { _id: line.productId, stockCount: { $ne: null } }, update: { $inc: { stockCount: line.quantity } } }
    : { filter: { _id: line.productId, 'stock.size': line.size }, update: { $inc: { 'stock.$.quantity': line.quantity } } }
}

/** The units a line's product has now (null: the size is gone, or the product is not counted). */
export function unitsOf(doc: { stock?: MongoStockRow[] | null; stockCount?: number | null }, line: Pick<StockLine, 'size'>): number | null {
  if (line.size === null) return typeof doc.stockCount === 'number' ? doc.stockCount : null
  const row = (doc.stock ?? []).find((r) => r.size === line.size)
  return row ? Number(row.quantity) : null
}

/**
 * Records units of an order line as returned, matched only while the line has exactly the number
 * of returned units read (compare-and-set), so two returns never put back the same unit, and only
 * while the line sold at least that many units in all.
 */
export function returnUnitsWrite(orderId: unknown, itemId: string, alreadyReturned: number, quantity: number): MongoWrite {
  const returned = alreadyReturned === 0 ? { $in: [0, null] } : alreadyReturned
  return {
    filter: { _id: orderId, items: { $elemMatch: { id: itemId, restockedQuantity: returned, quantity: { $gte: alreadyReturned + quantity } } } },
    update: { $inc: { 'items.$.restockedQuantity': quantity } },
  }
}

/** The claim on a payment, inserted with its stock (its unique paymentIntentId decides who owns it), held under `lease`. */
export function reservedClaim(paymentIntentId: string, now: Date, lease = '', draft: Record<string, unknown> | null = null): Record<string, unknown> {
  return { paymentIntentId, state: 'reserved', lease, draft, takeovers: 0, refundPending: false, createdAt: now, updatedAt: now }
}

/** Takes over a claim left "reserved" by a process that died (or went silent): matched for the first caller only. */
export function staleClaimTakeover(paymentIntentId: string, staleBefore: Date, now: Date, lease = ''): MongoWrite {
  return { filter: { paymentIntentId, state: 'reserved', updatedAt: { $lt: staleBefore } }, update: { $set: { updatedAt: now, lease }, $inc: { takeovers: 1 } } }
}

/** Rejects a reserved claim only while `lease` still holds it; it owes its refund from then on. */
export function heldClaimRejection(paymentIntentId: string, lease: string, reason: string, now: Date): MongoWrite {
  return { filter: { paymentIntentId, state: 'reserved', lease }, update: { $set: { state: 'rejected', reason, refundPending: true, updatedAt: now } } }
}

/** Takes `quantity` off a line's units put back on sale, only while the line has that many back. */
export function takeBackWrite(orderId: unknown, itemId: string, quantity: number): MongoWrite {
  return {
    filter: { _id: orderId, items: { $elemMatch: { id: itemId, restockedQuantity: { $gte: quantity } } } },
    update: { $inc: { 'items.$.restockedQuantity': -quantity } },
  }
}

export function claimCompletion(paymentIntentId: string, orderId: string, now: Date): MongoWrite {
  return { filter: { paymentIntentId }, update: { $set: { state: 'completed', order: orderId, updatedAt: now } } }
}

/**
 * A product edit in one write: the planned stock and, from the product form, its own fields, matched
 * only while the stock is the one the plan was made from. The image id is cast to an ObjectId by
 * Payload's model, as Payload stores it.
 */
export function productEdit(
  productId: unknown,
  rows: readonly MongoStockRow[],
  plan: StockPlan,
  fields: ProductFields | undefined,
  now: Date,
  /** The count of a product without sizes as read (the write is conditional on it too). */
  count?: number | null,
): MongoWrite {
  const own = fields ? { name: fields.name, description: fields.description, price: fields.price, fairMarketValue: fields.fairMarketValue ?? null, image: fields.imageId } : {}
  const counted = plan.count ? { stockCount: plan.count.to } : {}
  return {
    filter: unchangedStockFilter(productId, rows, count),
    update: { $set: { ...own, ...counted, stock: stockAfter(rows, plan), updatedAt: now } },
  }
}

/** A stock history entry (issue 32): the product's `seq`-th change, inserted in the transaction of the change itself. */
export function historyEntry(movement: StockMovement, seq: number, cause: EntryCause, now: Date): Record<string, unknown> {
  return {
    product: movement.productId,
    seq,
    size: movement.size,
    change: movement.change,
    after: movement.after,
    reason: cause.reason,
    actor: cause.actor,
    order: cause.orderId ?? null,
    paymentIntentId: cause.paymentIntentId ?? null,
    createdAt: now,
    updatedAt: now,
  }
}

/** Names a completed sale's entries after its order. */
export function saleEntriesOrder(paymentIntentId: string, orderId: string, actor: string): MongoWrite {
  return { filter: { paymentIntentId, reason: 'sale', order: null }, update: { $set: { order: orderId, actor } } }
}

/**
 * What an edit changes, from the counts it was planned on (the write is matched only while they
 * are unchanged): sizes added and removed (even at 0), counts that change, the product's own count
 * when its units change. The same entries the SQLite ledger's statements write.
 */
export function editMovements(productId: string, current: StockCounts, count: number | null, plan: StockPlan): StockMovement[] {
  const movements: StockMovement[] = []
  for (const change of plan.changes) {
    const stored = current[change.size] ?? 0
    if (change.kind === 'add') movements.push({ productId, size: change.size, change: change.quantity, after: change.quantity })
    else if (change.kind === 'remove') movements.push({ productId, size: change.size, change: -stored, after: null })
    else if (change.to !== stored) movements.push({ productId, size: change.size, change: change.to - stored, after: change.to })
  }
  if (plan.count && (plan.count.to ?? 0) !== (count ?? 0)) {
    movements.push({ productId, size: null, change: (plan.count.to ?? 0) - (count ?? 0), after: plan.count.to })
  }
  return movements
}
