import { APIError, type CollectionBeforeChangeHook } from 'payload'

import { ERASED_BODY } from '@cms/mail/mailKinds'
import type { Outbox } from '@cms/payload-types'

/**
 * The only change a person may make to a recorded e-mail is to queue a sent or failed one again (the
 * shop's own writes go through the database adapter, not these hooks). Any other save is refused,
 * not ignored: Payload writes back every field it read, so a save landing while a runner delivers a
 * queued message would undo the runner's record (status, the erased password link, the claim) and
 * have the message sent again. A password message is never resent: once delivered its link is
 * erased, and when undelivered its link has been ended (cms/auth/endUndeliveredResetLink.ts).
 */
export const allowOnlyResend: CollectionBeforeChangeHook<Outbox> = ({ data, originalDoc, operation }) => {
  if (operation !== 'update' || !originalDoc) return data
  if (originalDoc.status === 'queued') {
    throw new APIError('This e-mail is already queued (see Next try): it cannot be changed until it has been sent or has failed.', 400, undefined, true)
  }
  if (data.status === undefined || data.status === originalDoc.status) {
    throw new APIError('Only Status can be changed: set it to Queued to send this e-mail again.', 400, undefined, true)
  }
  if (data.status !== 'queued') throw new APIError('Only Queued can be chosen: it sends the e-mail again.', 400, undefined, true)
  if (originalDoc.sensitive) {
    const why = originalDoc.text === ERASED_BODY ? 'was not kept' : 'no longer works'
    throw new APIError(`This e-mail held a one-time password link, which ${why}: ask the person to request a new link.`, 400, undefined, true)
  }
  // Due at once, with a fresh round of retries; any claim left by a stopped process no longer holds.
  return { ...data, lastError: null, nextAttemptAt: new Date().toISOString(), deliveryTries: 0, leaseUntil: null }
}
