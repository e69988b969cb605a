import { computeTotals, type DeliveryMethod, type DiscountCents, type FeeMode, type OrderTotals, toCents } from '@shared/money'

import type { CheckoutIntent, IntentAmounts } from '../api/createPaymentIntent'

type CheckoutPricing = {
  /** The payment asked for, with the amounts the server priced it at; undefined before the first answer. */
  intent: Pick<CheckoutIntent, 'amounts' | 'deliveryMethod'> | undefined
  /** A new payment is on its way (another delivery method, gift or tick): its amounts are not in yet. */
  intentFetching: boolean
  cartSubtotalCents: number
  deliveryMethod: DeliveryMethod
  /** The gift shown: an amount of one's own counts as it is typed, before the payment is asked for it. */
  donationCents: number
  feeMode: FeeMode
  coverFees: boolean
}

/**
 * What the Order Summary and Place Order show. The server's prices win: the totals are the
 * payment's own amounts (what the card is charged) when they are for the delivery method and gift
 * shown and no newer payment is on its way; until then an estimate from the server's subtotal (else
 * the cart's) that keeps the discount last priced (issue 31).
 */
export function checkoutTotals(pricing: CheckoutPricing): { totals: OrderTotals; optionalFeeCents: number; pricesChanged: boolean } {
  const { intent, intentFetching, cartSubtotalCents, deliveryMethod, donationCents, feeMode, coverFees } = pricing
  const serverSubtotal = intent?.amounts ? toCents(intent.amounts.subtotal) : null
  const forMethod = intent?.amounts && intent.deliveryMethod === deliveryMethod ? intent.amounts : null
  const discount = discountOf(forMethod, serverSubtotal ?? cartSubtotalCents)
  const options = { donationCents, feeMode, coverFees, discount }
  const estimated = computeTotals(serverSubtotal ?? cartSubtotalCents, deliveryMethod, options)
  // A gift being typed is shown at once, so the summary does not grow when the field is left (decision 70).
  const forGift = forMethod && (toCents(forMethod.donation ?? '0') ?? 0) === donationCents ? forMethod : null
  return {
    totals: forGift && !intentFetching ? totalsOf(forGift, estimated) : estimated,
    // What "Help cover our card costs" adds when ticked, shown beside it.
    optionalFeeCents: computeTotals(estimated.subtotalCents, deliveryMethod, { ...options, coverFees: true }).feeCents,
    pricesChanged: serverSubtotal !== null && serverSubtotal !== cartSubtotalCents,
  }
}

/**
 * The discount last priced, as the pricing takes it: off the merchandise up to its subtotal, the
 * rest off the shipping (a free-shipping code can take more than a small order's merchandise:
 * $15.00 off $6.00 of goods mailed out of town). Either way the goods come to what was priced.
 */
function discountOf(amounts: IntentAmounts | null, subtotalCents: number): DiscountCents {
  const cents = amounts ? (toCents(amounts.discount ?? '0') ?? 0) : 0
  const merchandiseCents = Math.min(cents, subtotalCents)
  return { merchandiseCents, shippingCents: cents - merchandiseCents }
}

/** The intent's own amounts (what the card is charged), in cents; anything unreadable keeps the estimate. */
function totalsOf(amounts: IntentAmounts, estimated: OrderTotals): OrderTotals {
  const read = (value: string | undefined, fallback: number) => (value === undefined ? fallback : (toCents(value) ?? fallback))
  const feeCents = read(amounts.processingFee, estimated.feeCents)
  return {
    subtotalCents: read(amounts.subtotal, estimated.subtotalCents),
    shippingCents: read(amounts.shipping, estimated.shippingCents),
    discountCents: read(amounts.discount, estimated.discountCents),
    donationCents: read(amounts.donation, estimated.donationCents),
    feeCents,
    totalCents: read(amounts.total, estimated.totalCents),
    feeIsContribution: estimated.feeIsContribution && feeCents > 0,
  }
}
