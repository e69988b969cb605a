import type { Payload } from 'payload'

import { isDocumentId } from '../../db/ids'
import { NotFound } from '../../errors/shopErrors'
import type { Order } from '../../payload-types'

export async function findOrder(payload: Payload, id: string): Promise<Order> {
  if (!isDocumentId(payload.db, id)) throw new NotFound('Order not found')
  const order = await payload.findByID({ collection: 'orders', id, depth: 0, disableErrors: true, overrideAccess: true })
  if (!order) throw new NotFound('Order not found')
  return order
}
