import type { Payload } from 'payload'

import { cartLines } from '../cart/cartLines'
import { catalog } from '../catalog/catalog'
import { relationId } from '../db/ids'
import type { SessionUser } from '../auth/sessionUser'
import type { RequestedLine } from './priceLines'

/**
 * The lines the buyer may buy. Signed in: the server cart is the truth; anything the browser sends
 * is ignored. Lines of hidden products stay in the cart but, like on the cart page, are neither
 * shown nor sold. A guest buys the lines their browser sends (priced and checked by priceLines).
 */
export async function linesForSale(payload: Payload, user: SessionUser | null, cartItems: RequestedLine[] | undefined): Promise<RequestedLine[]> {
  if (!user) return cartItems ?? []
  const forSale = (await catalog(payload)).byId
  return (await cartLines(payload, String(user.id))).flatMap((line) => {
    const productId = relationId(line.product)
    return productId && forSale.has(productId) ? [{ productId, quantity: line.quantity, size: (line.size as RequestedLine['size']) ?? null }] : []
  })
}
