import type { Payload } from 'payload'

import { isDocumentId } from '../db/ids'
import { NotFound } from '../errors/shopErrors'
import type { Product } from '../payload-types'

/** A product by id, hidden ones too (callers decide what hidden means for them); NotFound when none. */
export async function findProduct(payload: Payload, id: string): Promise<Product> {
  if (!isDocumentId(payload.db, id)) throw new NotFound('Product not found')
  const product = await payload.findByID({ collection: 'products', id, depth: 1, disableErrors: true, overrideAccess: true })
  if (!product) throw new NotFound('Product not found')
  return product
}
