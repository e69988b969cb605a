import type { Payload, PayloadRequest } from 'payload'

import type { Order } from '../../payload-types'
import { type OrderChange, orderMailFor } from './orderMailFor'
import { queueOrderPlacedMail } from './queueOrderPlacedMail'
import { queueOrderStatusNotice } from './queueOrderStatusNotice'
import { queueRefundFailedNotice } from './queueRefundFailedNotice'
import { queueRefundNotice } from './queueRefundNotice'

const PROBLEM: Record<OrderChange['kind'], string> = {
  created: 'could not queue the e-mail for an order change',
  updated: 'could not queue the e-mail for an order change',
  cancelled: 'could not queue the cancellation e-mail',
  refunded: 'could not queue the refund e-mail',
  'refund-failed': 'could not queue the refund-failed notice',
}

/**
 * Queues the e-mail an order change sends (./orderMailFor.ts decides which): the one way an
 * order's e-mails are queued. Called by the Orders collection's afterChange hook for every write
 * of an order (in the write's transaction: `req`), and by the cancel and refund code for what
 * only they know. Delivery happens later, in the background; a problem here is logged and never
 * fails the change.
 */
export async function queueOrderChangeMail(payload: Payload, change: OrderChange, options: { req?: PayloadRequest } = {}): Promise<void> {
  try {
    const mail = orderMailFor(change)
    if (!mail) return
    const { order } = change
    if (mail.kind === 'placed') await queueOrderPlacedMail(payload, order as Order & { accessToken: string }, options)
    else if (mail.kind === 'status') await queueOrderStatusNotice(payload, order, mail.status, { ...options, trackingCorrected: mail.trackingCorrected || undefined })
    else if (mail.kind === 'refund') await queueRefundNotice(payload, order, mail.refundId)
    else await queueRefundFailedNotice(payload, order, mail.refundCents)
  } catch (err) {
    payload.logger.error({ msg: PROBLEM[change.kind], orderId: change.order.id, err })
  }
}
