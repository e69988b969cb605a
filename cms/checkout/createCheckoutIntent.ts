import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'

import { readDonation } from '@shared/givingRules'
import type { DeliveryMethod, OrderTotals } from '@shared/money'
import { badRequest } from '../http/errors'
import type { SessionUser } from '../auth/sessionUser'
import { CustomerMissingError } from '../payments/paymentErrors'
import type { PaymentProvider } from '../payments/paymentProvider'
import { readGivingSettings } from '../settings/givingSettings'
import { ensureCustomer } from './ensureCustomer'
import { encodeIntentMetadata, type IntentPricing } from './intentMetadata'
import { recordCheckoutIntent } from './knownIntents'
import { linesForSale } from './linesForSale'
import { priceLines, type RequestedLine } from './priceLines'

export type CheckoutIntentRequest = {
  user: SessionUser | null
  deliveryMethod: DeliveryMethod
  /** The guest's lines; ignored for a signed-in buyer, whose server cart is bought. */
  cartItems: RequestedLine[] | undefined
  /** The gift as the buyer sent it (a decimal string; checked here against the Giving settings). */
  donation?: unknown
  /** The buyer's tick on the optional fee (read only when the fee mode is `optional`). */
  coverFees?: boolean
}

export type CheckoutIntent = { intent: { id: string; clientSecret: string }; totals: OrderTotals }

/**
 * A payment intent for the lines the buyer may buy, priced by the server, for the signed-in
 * buyer's customer at the payment provider (the card is saved to it for next time).
 */
export async function createCheckoutIntent(payload: Payload, payments: PaymentProvider, request: CheckoutIntentRequest): Promise<CheckoutIntent> {
  const { user, deliveryMethod } = request
  const pricing = await intentPricing(payload, request)
  const priced = await priceLines(payload, await linesForSale(payload, user, request.cartItems), deliveryMethod, { pricing })
  const create = (customerId: string | null) =>
    payments.createIntent({
      amountCents: priced.totals.totalCents,
      metadata: encodeIntentMetadata({
        lines: priced.lines.map((line) => ({ productId: String(line.product.id), size: line.size, quantity: line.quantity })),
        deliveryMethod,
        userId: user ? String(user.id) : null,
        pricing,
      }),
      customerId,
      idempotencyKey: `intent-${randomUUID()}`,
    })
  const customerId = user ? await ensureCustomer(payload, payments, user) : null
  let intent
  try {
    intent = await create(customerId)
  } catch (err) {
    // The saved customer was deleted at Stripe: make a new one, or this account could never check out again.
    if (!(err instanceof CustomerMissingError) || !user) throw err
    intent = await create(await ensureCustomer(payload, payments, user, err.customerId))
  }
  // The browser's POST /api/orders checks the buyer against this record before asking Stripe anything.
  await recordCheckoutIntent(payload, payments, intent, user ? String(user.id) : null)
  return { intent, totals: priced.totals }
}

/** The gift and the fee as the Giving settings allow them now; a refused gift is a 400 at the `donation` field. */
async function intentPricing(payload: Payload, request: CheckoutIntentRequest): Promise<IntentPricing> {
  const giving = await readGivingSettings(payload)
  const donation = readDonation(request.donation, giving.donationsEnabled)
  if ('message' in donation) throw badRequest(donation.message, { errors: [{ path: 'donation', message: donation.message }] })
  return { donationCents: donation.cents, feeMode: giving.feeMode, coverFees: giving.feeMode !== 'optional' || request.coverFees !== false }
}
