import type { Payload } from 'payload'

import { PRODUCT_IMAGE_MAX_BYTES } from '@shared/images'
import type { ProductInput } from '@shared/productRules'
import type { Product } from '../payload-types'
import { STARTING_STOCK_CAUSE } from '../db/startStockThroughLedger'
import { resolveImage } from '../uploads/resolveImage'
import { stockRows } from './stockRows'

/** Adds a product from the admin form: its photo checked and resolved, its stock per size or one count. */
export async function createProduct(payload: Payload, payloadSecret: string, input: ProductInput, actor: string): Promise<Product> {
  const image = await resolveImage(payload, payloadSecret, input.image, PRODUCT_IMAGE_MAX_BYTES, 'Product image')
  const data = {
    name: input.name,
    description: input.description ?? null,
    price: input.price / 100,
    fairMarketValue: typeof input.fairMarketValue === 'number' ? input.fairMarketValue / 100 : null,
    image: image.id,
    stock: stockRows(input.sizes, input.sizeInventory),
    stockCount: input.sizes.length > 0 ? null : (input.stock ?? null),
  }
  // Its first counts are recorded in the stock history as this administrator's edit.
  return payload.create({ collection: 'products', data, depth: 1, overrideAccess: true, context: { [STARTING_STOCK_CAUSE]: { reason: 'edit', actor } } })
}
