import type { Payload } from 'payload'

import { ownedBy } from '../access/ownedBy'
import { isDocumentId } from '../db/ids'
import { notFound } from '../http/errors'
import type { Cart } from '../payload-types'

/** One of the customer's own cart lines. Another customer's line answers exactly like a missing one. */
export async function findOwnLine(payload: Payload, id: string, userId: string): Promise<Cart> {
  if (!isDocumentId(payload.db, id)) throw notFound('Cart item not found')
  const { docs } = await payload.find({
    collection: 'carts',
    where: { and: [{ id: { equals: id } }, ownedBy(userId)] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  if (!docs[0]) throw notFound('Cart item not found')
  return docs[0]
}
