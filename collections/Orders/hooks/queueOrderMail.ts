import type { CollectionAfterChangeHook } from 'payload'

import { queueOrderChangeMail } from '@cms/orders/mail/queueOrderChangeMail'
import type { Order } from '@cms/payload-types'

/**
 * Every write of an order, from any door (the shop's code, /cms-api, the panel), goes to the one
 * module that decides and queues an order's e-mails (cms/orders/mail/orderMailFor.ts), in the
 * write's transaction. What /api/admin/orders asked for comes with the write: `orderMailNotify`
 * (false: a fulfilment not to tell) and `trackingCorrected` (a shipped order's new tracking details).
 */
export const queueOrderMail: CollectionAfterChangeHook<Order> = async ({ doc, previousDoc, operation, req, context }) => {
  if (operation === 'create') {
    await queueOrderChangeMail(req.payload, { kind: 'created', order: doc }, { req })
  } else if (previousDoc) {
    const change = { kind: 'updated', order: doc, before: previousDoc, notify: context.orderMailNotify !== false, correctingTracking: context.trackingCorrected === true } as const
    await queueOrderChangeMail(req.payload, change, { req })
  }
  return doc
}
