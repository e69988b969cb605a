import type { Payload } from 'payload'

import { ownedBy } from '../access/ownedBy'
import type { Cart } from '../payload-types'

/** A customer's cart lines, oldest first (the cart page and checkout read the same list). */
export async function cartLines(payload: Payload, userId: string): Promise<Cart[]> {
  const { docs } = await payload.find({
    collection: 'carts',
    where: ownedBy(userId),
    depth: 0,
    pagination: false,
    sort: 'createdAt',
    overrideAccess: true,
  })
  return docs
}
