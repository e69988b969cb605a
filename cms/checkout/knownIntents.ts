import { createHash } from 'node:crypto'
import type { Payload } from 'payload'

import type { PaymentProvider } from '../payments/paymentProvider'
import { checkoutReads } from './checkoutReads'
import { sameSecret } from '../auth/sameSecret'

/** A payment the shop's own checkout made: whose it is, and how to check a guest's proof. */
export type KnownIntent = {
  /** The signed-in buyer who made it, or null for a guest. */
  userId: string | null
  /** True when `clientSecret` is the payment's own (compared in constant time). */
  secretMatches(clientSecret: string | null): boolean
  /** When the checkout last priced it (ISO): made, or repriced in place (decision 77). */
  pricedAt: string
}

/**
 * How long a payment keeps the prices and discount it was made at (decision 72): long enough for a
 * buyer to type a card and pass their bank's check, short enough that a payment opened at a price
 * that was a mistake cannot be kept and paid after the mistake is corrected.
 */
export const TERMS_HONOURED_MS = 30 * 60_000

/** Whether an order for this payment is priced at the terms it carries (decision 72), or from the shop as it is now. */
export function termsStillHonoured(known: KnownIntent | null, now = Date.now()): boolean {
  if (!known) return false
  const priced = Date.parse(known.pricedAt)
  return Number.isFinite(priced) && now - priced <= TERMS_HONOURED_MS
}

const secretHash = (clientSecret: string) => createHash('sha256').update(clientSecret).digest('hex')

/**
 * Records a Stripe payment intent the checkout just made (issue 28): the browser's POST /api/orders
 * then answers an id the shop never made, or a wrong proof, without asking Stripe. Written by the
 * adapter alone (an id made by Stripe, nothing to read back). Demo intents are their own record.
 */
export async function recordCheckoutIntent(payload: Payload, payments: PaymentProvider, intent: { id: string; clientSecret: string }, userId: string | null): Promise<void> {
  if (payments.mode === 'demo') return
  const now = new Date().toISOString()
  await payload.db.create({
    collection: 'checkout-intents',
    data: { intentId: intent.id, secretHash: secretHash(intent.clientSecret), userId, createdAt: now, updatedAt: now },
    returning: false,
  })
}

/** A payment repriced in place (decision 77): its record says when, so its new prices are honoured from now. */
export async function recordRepricing(payload: Payload, payments: PaymentProvider, intentId: string): Promise<void> {
  if (payments.mode === 'demo') return
  await payload.db.updateOne({ collection: 'checkout-intents', where: { intentId: { equals: intentId } }, data: { updatedAt: new Date().toISOString() }, returning: false })
}

/** The payment as the shop recorded it when its checkout made it, or null: then it is none of the shop's checkout's. */
export async function findKnownIntent(payload: Payload, payments: PaymentProvider, intentId: string): Promise<KnownIntent | null> {
  if (payments.mode === 'demo') {
    const doc = await checkoutReads(payload).demoIntent(intentId)
    if (!doc) return null
    const userId = (doc.metadata as Record<string, string> | null)?.userId
    return { userId: userId || null, secretMatches: (given) => Boolean(given && sameSecret(doc.clientSecret, given)), pricedAt: doc.createdAt }
  }
  const { docs } = await payload.find({
    collection: 'checkout-intents',
    where: { intentId: { equals: intentId } },
    limit: 1,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const doc = docs[0]
  if (!doc) return null
  return {
    userId: doc.userId || null,
    secretMatches: (given) => Boolean(given && sameSecret(doc.secretHash, secretHash(given))),
    // Written only when the checkout made or repriced it.
    pricedAt: doc.updatedAt ?? doc.createdAt,
  }
}
