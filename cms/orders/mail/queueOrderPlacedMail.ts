import type { Payload, PayloadRequest } from 'payload'

import { env } from '../../env'
import { orderAccount } from '../orderAccount'
import type { Order } from '../../payload-types'
import { allowVisitorMail } from '../../mail/allowVisitorMail'
import { queueMail } from '../../mail/queueMail'
import { queueShopNotice } from '../../mail/queueShopNotice'
import { readMailContext } from '../../mail/readMailContext'
import { newOrderNoticeMail } from '../../mail/templates/newOrderNoticeMail'
import { receiptMail } from '../../mail/templates/receiptMail'

/**
 * A new order: the receipt to the buyer, the notice to the shop. A demo order is anyone's to place
 * (no payment proves anything), so its mail is held to the limits on mail visitors ask for
 * (cms/mail/allowVisitorMail.ts) whenever it would leave the shop: a public demo must not mail
 * receipts to any address a stranger types, as often as they like. A paid order's mail never is.
 */
export async function queueOrderPlacedMail(payload: Payload, order: Order & { accessToken: string }, options: { req?: PayloadRequest } = {}): Promise<void> {
  const context = await readMailContext(payload, options.req)
  // A new order has no refunds yet.
  const account = orderAccount(order, [])
  const limited = order.demo === true && env().mail.smtpUrl !== null
  if (order.customerEmail && (!limited || (await allowVisitorMail(payload, { kind: 'receipt', to: order.customerEmail, orderId: order.id })))) {
    await queueMail(payload, { kind: 'receipt', to: order.customerEmail, ...receiptMail(order, account, context), orderId: order.id }, options)
  }
  if (!limited || (await allowVisitorMail(payload, { kind: 'new-order', to: null }))) {
    await queueShopNotice(payload, { kind: 'new-order', ...newOrderNoticeMail(order, account, context), orderId: order.id }, options)
  }
}
