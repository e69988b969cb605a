import type { Payload } from 'payload'

import { findOwnLine } from './findOwnLine'

/** Removes one of the customer's own lines (404 for anyone else's). */
export async function removeCartLine(payload: Payload, userId: string, lineId: string): Promise<void> {
  const line = await findOwnLine(payload, lineId, userId)
  await payload.delete({ collection: 'carts', id: line.id, overrideAccess: true })
}
