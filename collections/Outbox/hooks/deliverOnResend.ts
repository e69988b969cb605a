import type { CollectionAfterChangeHook } from 'payload'

import { deliveryRunnerSignal } from '@cms/mail/deliveryRunnerSignal'
import type { Outbox } from '@cms/payload-types'

/** An administrator set a sent or failed e-mail back to Queued (due at once, see allowOnlyResend): wake the runner. */
export const deliverOnResend: CollectionAfterChangeHook<Outbox> = ({ doc, previousDoc, operation }) => {
  if (operation !== 'update') return doc
  if (doc.status === 'queued' && previousDoc?.status !== 'queued') deliveryRunnerSignal.notify()
  return doc
}
