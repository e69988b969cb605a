import type { ApiProduct } from '@shared/api'
import type { Size } from '@shared/sizes'

import { isOutOfStock, stockOf } from './stock'

/**
 * What a shopper may ask to be told about ("Notify me when it's back"): the sold-out sizes of a
 * product with sizes, or [null] for a sold-out product without them; empty when nothing is sold out.
 */
export function waitableSizes(product: Pick<ApiProduct, 'sizes' | 'sizeInventory' | 'stock'>): (Size | null)[] {
  if (product.sizes.length === 0) return isOutOfStock(product) ? [null] : []
  return product.sizes.filter((size) => stockOf(product, size) === 0)
}
