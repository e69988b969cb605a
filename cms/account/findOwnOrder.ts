import type { Payload } from 'payload'

import { ownedBy } from '../access/ownedBy'
import { isDocumentId } from '../db/ids'
import { notFound } from '../http/errors'
import type { Order } from '../payload-types'

/** One of the customer's own orders. Another customer's order answers exactly like a missing one. */
export async function findOwnOrder(payload: Payload, id: string, userId: string): Promise<Order> {
  if (!isDocumentId(payload.db, id)) throw notFound('Order not found')
  const { docs } = await payload.find({
    collection: 'orders',
    where: { and: [{ id: { equals: id } }, ownedBy(userId)] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  if (!docs[0]) throw notFound('Order not found')
  return docs[0]
}
