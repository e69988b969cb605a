import type { Payload, PayloadRequest } from 'payload'

import type { Order } from '../payload-types'
import { newOrderAccessToken } from './orderAccessToken'

/** The order's private-link token; orders from before private links get one on first need. */
export async function ensureOrderAccessToken(payload: Payload, order: Order, req?: PayloadRequest): Promise<Order & { accessToken: string }> {
  if (order.accessToken) return order as Order & { accessToken: string }
  const accessToken = newOrderAccessToken()
  // No e-mail: a write that changes no status or tracking sends none (./mail/orderMailFor.ts).
  await payload.update({ collection: 'orders', id: order.id, data: { accessToken }, overrideAccess: true, req })
  return { ...order, accessToken }
}
