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
export function unchangedStockFilter(productId: unknown, rows: readonly MongoStockRow[]): Record<string, unknown> {
  return {
    _id: productId,
    stock: { $size: rows.length },
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
