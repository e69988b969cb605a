import type { StockLevel } from './stockLedger'

/** The default low-stock level (issue 13), editable at /admin/products. */
export const DEFAULT_LOW_STOCK_LEVEL = 3

/**
 * The counted lines a sale took across the low-stock level: above it before, at or below it after.
 * Each unit is sold once, so exactly one sale crosses the level each time a count falls through
 * it: one alert per crossing, not per sale. A restock above the level arms it again.
 */
export function lowStockCrossings(levels: readonly StockLevel[], level: number): StockLevel[] {
  return levels.filter((line) => line.before > level && line.after <= level)
}
