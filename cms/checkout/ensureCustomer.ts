import type { Payload } from 'payload'

import type { SessionUser } from '../auth/sessionUser'
import type { User } from '../payload-types'
import type { PaymentProvider } from '../payments/paymentProvider'

/**
 * The signed-in buyer's customer at the payment provider, created at their first checkout and
 * kept on the user. It is never looked up by e-mail: an e-mail address proves nothing.
 * Demo payments have no customers (and must not leave fake ids behind for real Stripe later).
 * With `replacing` (a stored customer the provider no longer has, e.g. deleted in the Stripe
 * dashboard), a new one is created and stored instead, so that account can check out again.
 */
export async function ensureCustomer(payload: Payload, payments: PaymentProvider, user: SessionUser, replacing?: string): Promise<string | null> {
  if (payments.mode !== 'stripe') return null
  const stored = (await payload.findByID({ collection: 'users', id: user.id, depth: 0, overrideAccess: true, showHiddenFields: true })) as User
  if (stored.stripeCustomerId && stored.stripeCustomerId !== replacing) return stored.stripeCustomerId
  const name = [stored.firstName, stored.lastName].filter(Boolean).join(' ') || null
  const customerId = await payments.createCustomer({ userId: String(user.id), email: stored.email, name, ...(replacing ? { replacing } : {}) })
  await payload.update({ collection: 'users', id: user.id, data: { stripeCustomerId: customerId }, overrideAccess: true })
  if (replacing) payload.logger.warn({ msg: 'payment customer no longer existed: created a new one', userId: String(user.id), replaced: replacing, customerId })
  return customerId
}
