import type { Payload } from 'payload'

import { ensureOrderAccessToken } from '../orders/ensureOrderAccessToken'
import type { Order } from '../payload-types'
import { queueMail } from './queueMail'
import { readMailContext } from './readMailContext'
import { refundMail } from './templates/refundMail'

/** Tells the buyer about one refund of their order (`order` already counts it). No address, no message. */
export async function queueRefundNotice(payload: Payload, order: Order, refundCents: number): Promise<void> {
  if (!order.customerEmail) return
  const withToken = await ensureOrderAccessToken(payload, order)
  const mail = refundMail(withToken, refundCents, await readMailContext(payload))
  await queueMail(payload, { kind: 'order-status', to: order.customerEmail, ...mail, orderId: order.id })
}
