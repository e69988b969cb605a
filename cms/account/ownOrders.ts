import type { Payload } from 'payload'

import { ownedBy } from '../access/ownedBy'
import type { Order } from '../payload-types'

/** The customer's own orders, newest first. */
export async function ownOrders(payload: Payload, userId: string): Promise<Order[]> {
  const { docs } = await payload.find({
    collection: 'orders',
    where: ownedBy(userId),
    sort: '-createdAt',
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return docs
}
