import type { Payload, PayloadRequest } from 'payload'

import { ensureOrderAccessToken } from '../orders/ensureOrderAccessToken'
import { orderAccount } from '../orders/orderAccount'
import { refundsOf } from '../orders/refunds/refundRecords'
import type { Order } from '../payload-types'
import { queueMail } from './queueMail'
import { readMailContext } from './readMailContext'
import { NOTIFIED_STATUSES, type NotifiedStatus, orderStatusMail } from './templates/orderStatusMail'

export function isNotifiedStatus(status: unknown): status is NotifiedStatus {
  return (NOTIFIED_STATUSES as readonly unknown[]).includes(status)
}

/** Tells the buyer that the order was fulfilled or cancelled. No address, no message. */
export async function queueOrderStatusNotice(payload: Payload, order: Order, status: NotifiedStatus, options: { req?: PayloadRequest } = {}): Promise<void> {
  if (!order.customerEmail) return
  const withToken = await ensureOrderAccessToken(payload, order, options.req)
  const account = orderAccount(order, await refundsOf(payload, [order.id], options.req))
  const mail = orderStatusMail(withToken, account, status, await readMailContext(payload, options.req))
  await queueMail(payload, { kind: 'order-status', to: order.customerEmail, ...mail, orderId: order.id }, options)
}
