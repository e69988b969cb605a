import type { CollectionAfterChangeHook } from 'payload'

import { isNotifiedStatus, queueOrderStatusNotice } from '@cms/mail/queueOrderStatusNotice'
import { queueOrderPlacedMail } from '@cms/mail/queueOrderPlacedMail'
import type { Order } from '@cms/payload-types'

/**
 * Queues the mail an order change calls for, in the same transaction as the change: the receipt
 * and the shop's notice for a new order, a notice to the buyer when it is shipped, fulfilled or cancelled
 * (a cancellation's notice says what was refunded). Delivery happens later, in the background; a problem here is logged and never fails
 * the order. `context.skipOrderMail` turns it off (seed, token backfill).
 */
export const queueOrderMail: CollectionAfterChangeHook<Order> = async ({ doc, previousDoc, operation, req, context }) => {
  if (context.skipOrderMail === true) return doc
  try {
    if (operation === 'create' && doc.accessToken) {
      await queueOrderPlacedMail(req.payload, doc as Order & { accessToken: string }, { req })
    } else if (operation === 'update' && previousDoc && doc.status === 'shipped' && previousDoc.status === 'shipped' && context.trackingCorrected === true) {
      await queueOrderStatusNotice(req.payload, doc, 'shipped', { req, trackingCorrected: true })
    } else if (operation === 'update' && previousDoc && doc.status !== previousDoc.status && isNotifiedStatus(doc.status)) {
      // Marked fulfilled without an e-mail (the volunteer unticked it), or delivered after it was shipped: no news.
      if (doc.status === 'fulfilled' && (context.orderMailNotify === false || previousDoc.status === 'shipped')) return doc
      // Refunds are told one message per refund, by the code that records them (cms/orders/refunds).
      await queueOrderStatusNotice(req.payload, doc, doc.status, { req })
    }
  } catch (err) {
    req.payload.logger.error({ msg: 'could not queue the e-mail for an order change', orderId: doc.id, err })
  }
  return doc
}
