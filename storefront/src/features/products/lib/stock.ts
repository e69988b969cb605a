import type { ApiProduct } from '@shared/api'
import type { Size } from '@shared/sizes'


type Stocked = Pick<ApiProduct, 'sizes' | 'sizeInventory'> & Partial<Pick<ApiProduct, 'stock'>>

export function stockOf(product: Stocked, size: Size): number {
  return Math.max(0, product.sizeInventory[size] ?? 0)
}

/**
 * Sold out when the product has sizes and every one of them has zero stock; issue 13: a
 * product without sizes whose units are counted, at 0 (null = not counted, never sold out).
 */
export function isOutOfStock(product: Stocked): boolean {
  if (product.sizes.length === 0) return typeof product.stock === 'number' && product.stock <= 0
  return product.sizes.every((size) => stockOf(product, size) === 0)
}

/** Addable when not sold out and either unsized or a size with stock is chosen. */
export function canAddToCart(product: Stocked, size: Size | null): boolean {
  if (isOutOfStock(product)) return false
  if (product.sizes.length === 0) return true
  return size !== null && product.sizes.includes(size) && stockOf(product, size) > 0
}
