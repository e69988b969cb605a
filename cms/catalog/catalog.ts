import type { Payload } from 'payload'

import { serializeProduct } from '../serialize/product'
import { type CatalogSnapshot, productCache } from './productCache'

/** Every product in the shop (hidden ones left out), oldest first, as the spec shapes them; cached. */
export function catalog(payload: Payload): Promise<CatalogSnapshot> {
  return productCache.snapshot(async () => {
    const { docs } = await payload.find({
      collection: 'products',
      where: { hidden: { not_equals: true } },
      depth: 1,
      pagination: false,
      sort: 'createdAt',
      overrideAccess: true,
    })
    return docs.map(serializeProduct)
  })
}
