import type { Payload } from 'payload'

import type { PaymentProvider } from '../payments/paymentProvider'
import { findKnownIntent } from './knownIntents'
import { sameSecret } from '../auth/sameSecret'

/** Statuses nobody is paying in: never cancel an intent being confirmed (3-D Secure) or paid. */
const CANCELLABLE = new Set(['requires_payment_method', 'requires_confirmation'])

/**
 * Cancels the buyer's previous intent, proven theirs by its client secret (only their browser has
 * it: checked against the shop's own record first), when nobody has paid it. The checkout router runs it after answering: the buyer never waits
 * for it, and a failure only leaves an unpaid intent behind (logged).
 */
export async function cancelSupersededIntent(payload: Payload, payments: PaymentProvider, clientSecret: string): Promise<void> {
  const intentId = clientSecret.split('_secret_')[0]
  try {
    // An intent the checkout never made, or a secret that is not its own, never reaches the provider.
    const known = await findKnownIntent(payload, payments, intentId)
    if (!known?.secretMatches(clientSecret)) return
    const intent = await payments.retrieveIntent(intentId)
    if (!intent?.clientSecret || !sameSecret(intent.clientSecret, clientSecret)) return
    if (!CANCELLABLE.has(intent.status)) return
    await payments.cancelIntent(intentId)
  } catch (err) {
    payload.logger.warn({ msg: 'superseded payment intent not cancelled', paymentIntentId: intentId, err: (err as Error).cause ?? err })
  }
}
