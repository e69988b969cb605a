import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'

import { KeyedLock } from '../db/keyedLock'
import type { PaymentProvider } from '../payments/paymentProvider'
import { findKnownIntent, recordRepricing } from './knownIntents'

type NewPrice = {
  amountCents: number
  metadata: Record<string, string>
  /** The buyer's customer at the provider (null: a guest). */
  customerId: string | null
  /** The signed-in buyer, or null for a guest: the payment must have been made for the same one. */
  userId: string | null
}

/** Two reprices of one payment (a quick double change) run one after the other: each reads what the last wrote. */
const repricing = new KeyedLock()

/**
 * The payment on the buyer's screen, repriced in place (decision 77): another gift, fee tick,
 * delivery method or promo code changes its amount and what it buys, and Stripe's card form keeps
 * what the buyer typed. Only the shop's own record of a payment, proven by its client secret, for
 * the same buyer, and only while nobody is paying it; otherwise null, and the checkout makes a new
 * payment (and cancels this one, as before).
 */
export async function repriceIntent(payload: Payload, payments: PaymentProvider, clientSecret: string, price: NewPrice): Promise<{ id: string; clientSecret: string } | null> {
  const intentId = clientSecret.split('_secret_')[0]
  return repricing.run(intentId, async () => {
    const known = await findKnownIntent(payload, payments, intentId)
    if (!known?.secretMatches(clientSecret) || known.userId !== price.userId) return null
    const updated = await payments.updateIntent({
      id: intentId,
      amountCents: price.amountCents,
      metadata: price.metadata,
      customerId: price.customerId,
      idempotencyKey: `reprice-${randomUUID()}`,
    })
    if (!updated) return null
    // The prices it carries are today's: the window in which they are honoured starts again (decision 72).
    await recordRepricing(payload, payments, intentId)
    return { id: intentId, clientSecret }
  })
}
