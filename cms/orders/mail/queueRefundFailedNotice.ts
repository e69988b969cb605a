import type { Payload } from 'payload'

import type { Order } from '../../payload-types'
import { queueShopNotice } from '../../mail/queueShopNotice'
import { readMailContext } from '../../mail/readMailContext'
import { refundFailedMail } from '../../mail/templates/refundFailedMail'

/** Tells the people who run the shop that a refund came back failed: someone must contact the buyer. */
export async function queueRefundFailedNotice(payload: Payload, order: Order, refundCents: number): Promise<void> {
  const mail = refundFailedMail(order, refundCents, await readMailContext(payload))
  await queueShopNotice(payload, { kind: 'notice', ...mail, orderId: order.id })
}
