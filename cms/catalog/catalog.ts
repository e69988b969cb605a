import type { Payload } from 'payload'

import { serializeProduct } from '../serialize/product'
import { type CatalogSnapshot, productCache } from './productCache'

/** Every product, oldest first (the order they were added), as spec §3 shapes them; cached. */
export function catalog(payload: Payload): Promise<CatalogSnapshot> {
  return productCache.snapshot(async () => {
    const { docs } = await payload.find({ collection: 'products', depth: 1, pagination: false, sort: 'createdAt', overrideAccess: true })
    return docs.map(serializeProduct)
  })
}
