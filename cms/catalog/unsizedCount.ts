import type { Product } from '../payload-types'

/** The count of a product without sizes; null when it has sizes or its units are not counted. */
export function unsizedCount(product: Pick<Product, 'stock' | 'stockCount'>): number | null {
  if ((product.stock ?? []).length > 0) return null
  const count = product.stockCount
  return typeof count === 'number' && Number.isFinite(count) ? Math.max(0, Math.trunc(count)) : null
}
