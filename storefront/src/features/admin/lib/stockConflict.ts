import { isSize, type Size } from '@shared/sizes'

import { ApiError } from '@/lib/ApiError'

export type StockCounts = Partial<Record<Size, number>>

/** The body of a 409 from a stock save (issue 10: someone sold or restocked while the editor was open). */
function conflictBody(error: unknown): Record<string, unknown> | null {
  return error instanceof ApiError && error.status === 409 ? error.json : null
}

/** The stored counts a 409 from a stock save carries, or null for any other failure. */
export function stockConflictCounts(error: unknown): StockCounts | null {
  const counts = conflictBody(error)?.sizeInventory
  if (!counts || typeof counts !== 'object') return null
  const result: StockCounts = {}
  for (const [size, count] of Object.entries(counts)) {
    if (isSize(size) && Number.isInteger(count)) result[size] = count as number
  }
  return result
}

/**
 * What a stock editor shows after a 409 for a size it keeps: the stored count where it changed
 * since the editor started (the answer's message names those; the volunteer checks them), what was
 * typed everywhere else. A restock typed for a size nobody touched is not thrown away.
 */
export function countAfterConflict(size: Size, typed: string | undefined, startedFrom: StockCounts, current: StockCounts): string {
  const changed = current[size] !== startedFrom[size]
  return changed || typed === undefined ? String(current[size] ?? 0) : typed
}

/** The counts an editor starts from: every size of the product, a missing count as 0. */
export function startingCounts(product: { sizes: Size[]; sizeInventory: StockCounts }): StockCounts {
  return Object.fromEntries(product.sizes.map((size) => [size, product.sizeInventory[size] ?? 0]))
}

/** The stored count of a product without sizes that a 409 brought back (undefined when it says none). */
export function stockConflictCount(error: unknown): number | null | undefined {
  const body = conflictBody(error)
  if (!body || !('stock' in body)) return undefined
  const stock = body.stock
  return stock === null || Number.isInteger(stock) ? (stock as number | null) : undefined
}
