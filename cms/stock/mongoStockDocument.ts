import { randomBytes } from 'node:crypto'

import { isSize } from '../../shared/sizes'
import type { StockCounts, StockPlan } from './planStockEdit'

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

type Line = { productId: unknown; size: string | null; quantity: number }

/**
 * Taking a line's units: matched only while the size (or the counted product without sizes) has
 * enough, so the $inc never goes below zero whatever the number of processes.
 */
export function takeFilter(line: Line): Record<string, unknown> {
  return line.size === null
    ? { _id: line.productId, stockCount: { $gte: line.quantity } }
    : { _id: line.productId, stock: { $elemMatch: { size: line.size, quantity: { $gte: line.quantity } } } }
}

export function takeUpdate(line: Line, sign: 1 | -1 = -1): Record<string, unknown> {
  return line.size === null ? { $inc: { stockCount: sign * line.quantity } } : { $inc: { 'stock.$.quantity': sign * line.quantity } }
}

/** Putting units back: only where the size still exists, or the product is still counted. */
export function putBackFilter(line: Line): Record<string, unknown> {
  return line.size === null ? { _id: line.productId, stockCount: { $ne: null } } : { _id: line.productId, 'stock.size': line.size }
}

/** The units a take left, from the document the conditional update returned. */
export function unitsAfter(doc: { stock?: MongoStockRow[] | null; stockCount?: number | null }, line: Line): number | null {
  if (line.size === null) return typeof doc.stockCount === 'number' ? doc.stockCount : null
  const row = (doc.stock ?? []).find((r) => r.size === line.size)
  return row ? Number(row.quantity) : null
}

/**
 * Recording units of an order line as returned, matched only while the line has exactly the
 * number of returned units read (compare-and-set), so two returns never put back the same unit.
 */
export function returnFilter(orderId: unknown, itemId: string, alreadyReturned: number): Record<string, unknown> {
  const returned = alreadyReturned === 0 ? { $in: [0, null] } : alreadyReturned
  return { _id: orderId, items: { $elemMatch: { id: itemId, restockedQuantity: returned } } }
}

export function returnUpdate(quantity: number): Record<string, unknown> {
  return { $inc: { 'items.$.restockedQuantity': quantity } }
}
