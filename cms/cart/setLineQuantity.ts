import type { Payload } from 'payload'

import { findOwned } from '../access/findOwned'
import { findProduct } from '../catalog/findProduct'
import type { Cart } from '../payload-types'
import { checkLine } from './checkLine'

/** Sets the quantity of one of the customer's own lines, checked against the product's stock. */
export async function setLineQuantity(payload: Payload, userId: string, lineId: string, quantity: number): Promise<Cart> {
  const line = await findOwned(payload, 'carts', lineId, userId, 'Cart item not found')
  const product = await findProduct(payload, String(typeof line.product === 'object' ? line.product?.id : line.product))
  checkLine(product, (line.size as never) ?? null, quantity)
  return payload.update({ collection: 'carts', id: line.id, data: { quantity }, depth: 0, overrideAccess: true })
}
