import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'

import { readDonation } from '@shared/givingRules'
import type { DeliveryMethod, OrderTotals } from '@shared/money'
import { PROMO_MESSAGES, promotionRefusal } from '@shared/promotions'
import type { SessionUser } from '../auth/sessionUser'
import { InvalidInput } from '../errors/shopErrors'
import { CustomerMissingError } from '../payments/paymentErrors'
import type { PaymentProvider } from '../payments/paymentProvider'
import { readGivingSettings } from '../settings/givingSettings'
import { ensureCustomer } from './ensureCustomer'
import { findPromotion, usesByEmail } from './findPromotion'
import { encodeIntentMetadata, type IntentPricing } from './intentMetadata'
import { recordCheckoutIntent } from './knownIntents'
import { repriceIntent } from './repriceIntent'
import { linesForSale } from './linesForSale'
import { type PricedCart, type PricedPromotion, priceLines, type RequestedLine } from './priceLines'

export type CheckoutIntentRequest = {
  user: SessionUser | null
  deliveryMethod: DeliveryMethod
  /** The guest's lines; ignored for a signed-in buyer, whose server cart is bought. */
  cartItems: RequestedLine[] | undefined
  /** The gift as the buyer sent it (a decimal string; checked here against the Giving settings). */
  donation?: unknown
  /** The buyer's tick on the optional fee (read only when the fee mode is `optional`). */
  coverFees?: boolean
  /** Issue 31: a promo code to apply (any case); refused with 400 and the reason when it does not apply. */
  promoCode?: string | null
  /** The buyer's e-mail when already typed: lets a per-e-mail limit be told now rather than at the order. */
  customerEmail?: string | null
  /** The client secret of the payment on the buyer's screen: repriced in place when it can be (decision 77). */
  replacesClientSecret?: string | null
}

export type CheckoutIntent = {
  intent: { id: string; clientSecret: string }
  totals: OrderTotals
  promotion: PricedPromotion | null
  /** The client secret of the payment this one replaced, to cancel once answered; null when none or repriced in place. */
  superseded: string | null
}

/**
 * A payment intent for the lines the buyer may buy, priced by the server, for the signed-in
 * buyer's customer at the payment provider (the card is saved to it for next time).
 */
export async function createCheckoutIntent(payload: Payload, payments: PaymentProvider, request: CheckoutIntentRequest): Promise<CheckoutIntent> {
  const { user, deliveryMethod, replacesClientSecret = null } = request
  const pricing = await intentPricing(payload, request)
  const priced = await priceCheckout(payload, request, pricing)
  const amountCents = priced.totals.totalCents
  const metadata = encodeIntentMetadata({
    lines: priced.lines.map((line) => ({ productId: String(line.product.id), size: line.size, quantity: line.quantity, unitCents: line.unitCents })),
    deliveryMethod,
    userId: user ? String(user.id) : null,
    pricing,
    promoCode: priced.promotion?.code ?? null,
    discount: priced.discount,
  })
  const customerId = user ? await ensureCustomer(payload, payments, user) : null
  if (replacesClientSecret) {
    const repriced = await repriceIntent(payload, payments, replacesClientSecret, { amountCents, metadata, customerId, userId: user ? String(user.id) : null })
    if (repriced) return { intent: repriced, totals: priced.totals, promotion: priced.promotion, superseded: null }
  }
  const create = (customer: string | null) => payments.createIntent({ amountCents, metadata, customerId: customer, idempotencyKey: `intent-${randomUUID()}` })
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
  return { intent, totals: priced.totals, promotion: priced.promotion, superseded: replacesClientSecret }
}

/**
 * The buyer's lines priced by the server, with the gift and fee choice (`pricing`, issue 27; none for
 * the cart's Apply) and the promo code when one is asked for: refused with 400 and why when it does
 * not apply (also POST /api/checkout/promotion, the cart's Apply).
 */
export async function priceCheckout(payload: Payload, request: CheckoutIntentRequest, pricing?: IntentPricing): Promise<PricedCart> {
  const { user, deliveryMethod } = request
  const lines = await linesForSale(payload, user, request.cartItems)
  let promotion = null
  if (request.promoCode) {
    promotion = await findPromotion(payload, request.promoCode)
    if (!promotion) throw promoRefused(PROMO_MESSAGES.unknown)
  }
  // The cart's Apply has no gift yet; the fee mode still sets the discount's $0.50 floor (shared/money.ts).
  const priced = await priceLines(payload, lines, deliveryMethod, {
    promotion,
    pricing: pricing ?? { donationCents: 0, feeMode: (await readGivingSettings(payload)).feeMode, coverFees: true },
  })
  if (promotion) {
    // Whose uses count: the e-mail typed at the checkout, else the signed-in account's.
    const email = request.customerEmail || user?.email || null
    const used = email && promotion.perEmailLimit !== null ? await usesByEmail(payload, promotion.id, email) : null
    const refusal = promotionRefusal(promotion, priced.totals.subtotalCents, new Date(), used)
    if (refusal) throw promoRefused(refusal)
  }
  return priced
}

/** A code that does not apply: InvalidInput with why, named at the field (never a silent $0 discount). */
function promoRefused(message: string) {
  return new InvalidInput(message, { field: 'promoCode', errors: [{ path: 'promoCode', message }] })
}

/** The gift and the fee as the Giving settings allow them now; a refused gift is a 400 at the `donation` field. */
async function intentPricing(payload: Payload, request: CheckoutIntentRequest): Promise<IntentPricing> {
  const giving = await readGivingSettings(payload)
  const donation = readDonation(request.donation, giving.donationsEnabled)
  if ('message' in donation) throw new InvalidInput(donation.message, { field: 'donation', errors: [{ path: 'donation', message: donation.message }] })
  return { donationCents: donation.cents, feeMode: giving.feeMode, coverFees: giving.feeMode !== 'optional' || request.coverFees !== false }
}
