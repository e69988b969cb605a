import type { Payload, PayloadRequest } from 'payload'

import { orderAccount } from '../orders/orderAccount'
import type { Order } from '../payload-types'
import { queueMail } from './queueMail'
import { queueShopNotice } from './queueShopNotice'
import { readMailContext } from './readMailContext'
import { newOrderNoticeMail } from './templates/newOrderNoticeMail'
import { receiptMail } from './templates/receiptMail'

/** A new order: the receipt to the buyer, the notice to the shop. */
export async function queueOrderPlacedMail(payload: Payload, order: Order & { accessToken: string }, options: { req?: PayloadRequest } = {}): Promise<void> {
  const context = await readMailContext(payload, options.req)
  // A new order has no refunds yet.
  const account = orderAccount(order, [])
  if (order.customerEmail) {
    await queueMail(payload, { kind: 'receipt', to: order.customerEmail, ...receiptMail(order, account, context), orderId: order.id }, options)
  }
  await queueShopNotice(payload, { kind: 'new-order', ...newOrderNoticeMail(order, account, context), orderId: order.id }, options)
}
