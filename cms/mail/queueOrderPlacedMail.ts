import type { Payload, PayloadRequest } from 'payload'

import type { Order } from '../payload-types'
import { queueMail } from './queueMail'
import { queueShopNotice } from './queueShopNotice'
import { readMailContext } from './readMailContext'
import { newOrderNoticeMail } from './templates/newOrderNoticeMail'
import { receiptMail } from './templates/receiptMail'

/** A new order: the receipt to the buyer, the notice to the shop. */
export async function queueOrderPlacedMail(payload: Payload, order: Order & { accessToken: string }, options: { req?: PayloadRequest } = {}): Promise<void> {
  const context = await readMailContext(payload, options.req)
  if (order.customerEmail) {
    await queueMail(payload, { kind: 'receipt', to: order.customerEmail, ...receiptMail(order, context), orderId: order.id }, options)
  }
  await queueShopNotice(payload, { kind: 'new-order', ...newOrderNoticeMail(order, context), orderId: order.id }, options)
}
