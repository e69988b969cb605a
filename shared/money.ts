import { assertCents } from './moneyText'

export { centsToDecimal, formatCents, formatPrice, formatShipping, lineTotalCents, toCents } from './moneyText'

/**
 * Money math shared by the server (which charges) and the storefront (which shows).
 * Everything is integer cents; dollars exist only at the edges (input and display).
 */

export const SHIPPING_CENTS = { 'in-town': 0, 'out-of-town': 1500 } as const

export type DeliveryMethod = keyof typeof SHIPPING_CENTS

export const DELIVERY_METHODS = Object.keys(SHIPPING_CENTS) as DeliveryMethod[]

export function isDeliveryMethod(value: unknown): value is DeliveryMethod {
  return typeof value === 'string' && Object.hasOwn(SHIPPING_CENTS, value)
}

/** Card fee passed to the buyer: 2.9 % + $0.30, so that the shop keeps what the buyer meant to pay. */
const FEE_FIXED_CENTS = 30
const FEE_KEEP_PER_MILLE = 971

/**
 * Who pays the card fee (issue 27, the Giving settings): `required` adds the fee line to every
 * order (the spec's checkout), `optional` adds it pre-ticked and removable, as a contribution,
 * `absorbed` adds nothing (the shop pays the card company out of the sale).
 */
export const FEE_MODES = ['required', 'optional', 'absorbed'] as const
export type FeeMode = (typeof FEE_MODES)[number]

export type PricingOptions = {
  /** A gift added at checkout, in cents (0 when none). */
  donationCents?: number
  /** Giving settings' fee mode; `required` when not given (the spec's checkout). */
  feeMode?: FeeMode
  /** The buyer's tick on "Help cover our card costs": read only in `optional` mode. */
  coverFees?: boolean
  /** A promo code's discount (issue 31): off the merchandise or the shipping, never off the gift. */
  discount?: DiscountCents
}

export type OrderTotals = {
  subtotalCents: number
  shippingCents: number
  /** A promo code's discount (shared/promotions.ts discountFor): off the merchandise, or the shipping for free shipping. Never off the gift. */
  discountCents: number
  donationCents: number
  feeCents: number
  totalCents: number
  /** The fee was the buyer's choice (`optional` mode, ticked): a gift, not a charge for goods. */
  feeIsContribution: boolean
}

/** A discount as the pricing takes it (shared/promotions.ts discountFor makes it). */
export type DiscountCents = { merchandiseCents: number; shippingCents: number }

const NO_DISCOUNT: DiscountCents = { merchandiseCents: 0, shippingCents: 0 }

/** The smallest total a card payment can take. */
export const MIN_TOTAL_CENTS = 50

/**
 * The one pricing rule of the shop (the server charges it; the storefront shows it):
 *
 *   goods   = subtotal − discount + shipping      (a promo code's discount, issue 31)
 *   charged = goods + donation                    (the gift is never discounted)
 *   total   = round((charged + $0.30) / 0.971), half up, once — when a fee applies
 *           = charged                                         — absorbed, or optional and unticked
 *   fee     = total − charged
 *
 * The discount comes off the merchandise (or the shipping, for free shipping) before anything else,
 * so the fee is computed on what remains; the fee covers the whole charge, the gift included
 * (Stripe's fee is on the whole payment). The discount is lowered where it would take the goods'
 * own total below $0.50, whatever the gift (a gift never changes the discount). Decision 40.
 * Integer cents in, integer cents out.
 */
export function computeTotals(subtotalCents: number, deliveryMethod: DeliveryMethod, options: PricingOptions = {}): OrderTotals {
  const { donationCents = 0, feeMode = 'required', coverFees = true, discount = NO_DISCOUNT } = options
  assertCents(subtotalCents)
  assertCents(donationCents)
  assertCents(discount.merchandiseCents)
  assertCents(discount.shippingCents)
  const shippingCents = SHIPPING_CENTS[deliveryMethod]
  const feeApplies = feeMode === 'required' || (feeMode === 'optional' && coverFees)
  const fullCents = subtotalCents + shippingCents
  let discountCents = Math.min(discount.merchandiseCents, subtotalCents) + Math.min(discount.shippingCents, shippingCents)
  if (discountCents > 0) discountCents = Math.max(0, Math.min(discountCents, fullCents - (feeApplies ? MIN_BASE_CENTS : MIN_TOTAL_CENTS)))
  const chargedCents = fullCents - discountCents + donationCents
  const totalCents = feeApplies ? grossUpForCardFee(chargedCents) : chargedCents
  const feeCents = totalCents - chargedCents
  return {
    subtotalCents,
    shippingCents,
    discountCents,
    donationCents,
    feeCents,
    totalCents,
    feeIsContribution: feeMode === 'optional' && feeCents > 0,
  }
}

/** round((cents + 30) / 0.971) to the cent, half up, in integers only. */
export function grossUpForCardFee(cents: number): number {
  assertCents(cents)
  const numerator = (cents + FEE_FIXED_CENTS) * 1000
  return Math.floor((2 * numerator + FEE_KEEP_PER_MILLE) / (2 * FEE_KEEP_PER_MILLE))
}

/** The smallest amount before the fee whose total with the fee reaches $0.50. */
const MIN_BASE_CENTS = (() => {
  let base = 0
  while (grossUpForCardFee(base) < MIN_TOTAL_CENTS) base += 1
  return base
})()

/** Stripe's smallest US charge: a product cheaper than this could not be paid for on its own. */
export const MIN_PRICE_CENTS = 50
export const PRICE_MINIMUM_MESSAGE = 'Price must be at least $0.50 (the smallest amount a card payment can take)'
