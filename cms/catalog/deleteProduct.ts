import type { Payload } from 'payload'

import type { Product } from '../payload-types'
import { productCache } from './productCache'

/**
 * Deletes a product. Its cart lines go (collections/Products/hooks/removeFromCarts.ts); orders keep
 * their own copy of what was bought; the photo stays in the media library.
 */
export async function deleteProduct(payload: Payload, product: Product): Promise<void> {
  await payload.delete({ collection: 'products', id: product.id, overrideAccess: true })
  productCache.invalidate()
}
