import type { Payload } from 'payload'

import { queueMail } from '../mail/queueMail'
import { readMailContext } from '../mail/readMailContext'
import { passwordResetMail } from '../mail/templates/passwordResetMail'
import type { User } from '../payload-types'
import { createPasswordResetLink, RESET_LINK_MS } from './passwordResetLink'

/** One reset e-mail per account per minute, however many addresses ask: nobody can flood an inbox. */
const MIN_INTERVAL_MS = 60_000

/**
 * "Forgot password?" for an e-mail address: when an account uses it, a one-hour, single-use link
 * goes out through the outbox. Says nothing either way; the caller answers the same in both cases.
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
  const user = docs[0] as (User & { resetPasswordExpiration?: string | null }) | undefined
  if (!user?.email) return 'unknown'
  const issuedAt = user.resetPasswordExpiration ? new Date(user.resetPasswordExpiration).getTime() - RESET_LINK_MS : 0
  if (Date.now() - issuedAt < MIN_INTERVAL_MS) return 'too-soon'

  const link = await createPasswordResetLink(payload, user.username)
  if (!link) return 'unknown'
  const mail = passwordResetMail({ username: user.username }, link, await readMailContext(payload))
  await queueMail(payload, { kind: 'password-reset', to: user.email, ...mail, sensitive: true })
  return 'sent'
}
