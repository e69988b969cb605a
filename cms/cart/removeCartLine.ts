import type { Payload } from 'payload'

import { findOwned } from '../access/findOwned'

/** Removes one of the customer's own lines (404 for anyone else's). */
export async function removeCartLine(payload: Payload, userId: string, lineId: string): Promise<void> {
  const line = await findOwned(payload, 'carts', lineId, userId, 'Cart item not found')
  await payload.delete({ collection: 'carts', id: line.id, overrideAccess: true })
}
