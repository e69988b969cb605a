import type { Payload } from 'payload'

import { ensureOrderAccessToken } from '../ensureOrderAccessToken'
import { orderAccount } from '../orderAccount'
import { refundsOf } from '../refunds/refundRecords'
import type { Order } from '../../payload-types'
import { queueMail } from '../../mail/queueMail'
import { readMailContext } from '../../mail/readMailContext'
import { refundMail } from '../../mail/templates/refundMail'

/** Tells the buyer about one refund of their order (`order` already counts it). No address, no message. */
export async function queueRefundNotice(payload: Payload, order: Order, refundId: string): Promise<void> {
  if (!order.customerEmail) return
  const account = orderAccount(order, await refundsOf(payload, [order.id]))
  const refund = account.refunds.find((candidate) => candidate.id === refundId)
  if (!refund) return
  const withToken = await ensureOrderAccessToken(payload, order)
  const mail = refundMail(withToken, account, refund, await readMailContext(payload))
  await queueMail(payload, { kind: 'order-status', to: order.customerEmail, ...mail, orderId: order.id })
}
