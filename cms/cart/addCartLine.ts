import type { Payload } from 'payload'

import type { Size } from '@shared/sizes'
import { isUniqueViolation } from '../auth/isUniqueViolation'
import { findProduct } from '../catalog/findProduct'
import type { Cart, Product } from '../payload-types'
import { checkLine } from './checkLine'

type NewLine = { productId: string; quantity: number; size?: Size | null }

/**
 * Adds to the customer's cart: a new line (`created`), or more of a line already there (same
 * product and size). The line key is unique, so two adds of the same line at once cannot make two.
 */
export async function addCartLine(payload: Payload, userId: string, { productId, quantity, size }: NewLine): Promise<{ line: Cart; created: boolean }> {
  const product = await findProduct(payload, productId)
  const lineSize = checkLine(product, size, quantity)
  const lineKey = `${userId}:${product.id}:${lineSize ?? ''}`

  const existing = await findLineByKey(payload, lineKey)
  if (existing) return { line: await raiseQuantity(payload, existing, product, quantity), created: false }
  try {
    const created = await payload.create({
      collection: 'carts',
      data: { user: userId, product: product.id, size: lineSize, quantity, lineKey },
      depth: 0,
      overrideAccess: true,
    })
    return { line: created, created: true }
  } catch (err) {
    // Two adds of the same line at once: the second one raises the line the first one made.
    if (!isUniqueViolation(err)) throw err
    const line = await findLineByKey(payload, lineKey)
    if (!line) throw err
    return { line: await raiseQuantity(payload, line, product, quantity), created: false }
  }
}

async function findLineByKey(payload: Payload, lineKey: string): Promise<Cart | null> {
  const { docs } = await payload.find({ collection: 'carts', where: { lineKey: { equals: lineKey } }, limit: 1, depth: 0, overrideAccess: true })
  return docs[0] ?? null
}

async function raiseQuantity(payload: Payload, line: Cart, product: Product, by: number): Promise<Cart> {
  const quantity = line.quantity + by
  checkLine(product, (line.size as never) ?? null, quantity)
  return payload.update({ collection: 'carts', id: line.id, data: { quantity }, depth: 0, overrideAccess: true })
}
