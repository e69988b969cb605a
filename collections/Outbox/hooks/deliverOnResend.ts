import type { CollectionAfterChangeHook } from 'payload'

import { queueDelivery } from '@cms/mail/queueDelivery'
import type { Outbox } from '@cms/payload-types'

/** An administrator set a sent or failed e-mail back to Queued: deliver it again. */
export const deliverOnResend: CollectionAfterChangeHook<Outbox> = async ({ doc, previousDoc, operation, req, context }) => {
  if (operation !== 'update' || context.outboxDelivery === true) return doc
  if (doc.status === 'queued' && previousDoc?.status !== 'queued') await queueDelivery(req.payload, String(doc.id), req)
  return doc
}
