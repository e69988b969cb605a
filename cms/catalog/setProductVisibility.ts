import type { Payload } from 'payload'

import type { Product } from '../payload-types'
import { productCache } from './productCache'

/** Hides a product or shows it again (issue 17): a hidden product leaves the shop but stays in orders and carts. */
export async function setProductVisibility(payload: Payload, product: Product, hidden: boolean): Promise<Product> {
  const updated = await payload.update({ collection: 'products', id: product.id, data: { hidden }, depth: 1, overrideAccess: true })
  productCache.invalidate()
  return updated
}
