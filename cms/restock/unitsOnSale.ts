import type { Size } from '@shared/sizes'
import type { Product } from '../payload-types'

/**
 * Units of a size (or of a product without sizes) the shop sells now: null when the size is not
 * offered; Infinity for a product without sizes whose units are not counted (it never sells out).
 */
export function unitsOnSale(product: Pick<Product, 'stock' | 'stockCount'>, size: Size | null): number | null {
  const rows = product.stock ?? []
  if (size === null) {
    if (rows.length > 0) return null
    return typeof product.stockCount === 'number' ? product.stockCount : Number.POSITIVE_INFINITY
  }
  const row = rows.find((candidate) => candidate.size === size)
  return row ? Number(row.quantity) : null
}
