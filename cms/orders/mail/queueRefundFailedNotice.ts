import type { Payload } from 'payload'

import { ensureOrderAccessToken } from '../ensureOrderAccessToken'
import { orderAccount } from '../orderAccount'
import { refundsOf } from '../refunds/refundRecords'
import type { Order } from '../../payload-types'
import { queueMail } from '../../mail/queueMail'
import { queueShopNotice } from '../../mail/queueShopNotice'
import { readMailContext } from '../../mail/readMailContext'
import { refundFailedMail } from '../../mail/templates/refundFailedMail'
import { refundNotReturnedMail } from '../../mail/templates/refundNotReturnedMail'

/**
 * A refund came back failed: the people who run the shop are told (someone must contact the
 * buyer), and so is the buyer, who was told the money was on its way (`order` no longer counts it).
 */
export async function queueRefundFailedNotice(payload: Payload, order: Order, refundCents: number): Promise<void> {
  const context = await readMailContext(payload)
  await queueShopNotice(payload, { kind: 'notice', ...refundFailedMail(order, refundCents, context), orderId: order.id })
  if (!order.customerEmail || order.demo) return
  const account = orderAccount(order, await refundsOf(payload, [order.id]))
  const mail = refundNotReturnedMail(await ensureOrderAccessToken(payload, order), account, refundCents, context)
  await queueMail(payload, { kind: 'order-status', to: order.customerEmail, ...mail, orderId: order.id })
}
