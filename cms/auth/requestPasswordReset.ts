import type { Payload } from 'payload'

import { allowVisitorMail } from '../mail/allowVisitorMail'
import { queueMail } from '../mail/queueMail'
import { readMailContext } from '../mail/readMailContext'
import { passwordResetMail } from '../mail/templates/passwordResetMail'
import type { User } from '../payload-types'
import { createPasswordResetLink } from './passwordResetLink'

/**
 * "Forgot password?" for an e-mail address: when an account uses it, a one-hour, single-use link
 * goes out through the outbox, within the limits on mail visitors ask for (cms/mail/allowVisitorMail.ts:
 * one reset e-mail per account every 5 minutes, however many addresses ask). A refused request
 * issues no link, so the last one sent still works. Says nothing either way; the caller answers
 * the same in every case (and has spent the asking address's allowance: allowVisitorAsk).
 */
export async function requestPasswordReset(payload: Payload, email: string): Promise<'sent' | 'unknown' | 'too-soon'> {
  const { docs } = await payload.find({
    collection: 'users',
    where: { email: { equals: email.toLowerCase() } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
  })
  const user = docs[0] as User | undefined
  if (!user?.email) return 'unknown'
  if (!(await allowVisitorMail(payload, { kind: 'password-reset', to: user.email }))) return 'too-soon'

  const link = await createPasswordResetLink(payload, user.username)
  if (!link) return 'unknown'
  const mail = passwordResetMail({ username: user.username }, link, await readMailContext(payload))
  await queueMail(payload, { kind: 'password-reset', to: user.email, ...mail, sensitive: true })
  return 'sent'
}
