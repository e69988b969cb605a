/**
 * How much of an order's promo code discount came off the merchandise, and what the buyer paid for
 * some of its units: the refund dialog offers that much for items ticked (decision 69), and a
 * receipt takes those units out of the goods the buyer received (decision 71).
 *
 * A free-shipping code takes off exactly the shipping, a percent or fixed code only merchandise
 * (shared/promotions.ts). Orders since decision 78 keep the split (`shippingDiscountCents`). Older
 * orders kept only the total: there a discount equal to the shipping is read as free shipping, as a
 * merchandise code worth exactly the shipping would be too (10 % of a $150 cart sent out of town).
 */
export type MerchandisePaid = { subtotalCents: number; discountCents: number }

export function merchandiseDiscount(order: {
  subtotalCents: number
  shippingCents: number
  discountCents: number
  /** The part of the discount taken off the shipping; null or absent on orders before decision 78. */
  shippingDiscountCents?: number | null
}): MerchandisePaid {
  const { subtotalCents, shippingCents, discountCents, shippingDiscountCents } = order
  const offShipping = typeof shippingDiscountCents === 'number' ? shippingDiscountCents : discountCents > 0 && discountCents === shippingCents ? discountCents : 0
  return { subtotalCents, discountCents: Math.min(Math.max(0, discountCents - offShipping), subtotalCents) }
}

/** What the buyer paid for these units: their price less their share of a merchandise discount, rounded down (never more than was paid). */
export function paidForUnits(priceCents: number, units: number, paid: MerchandisePaid | undefined): number {
  const listed = priceCents * units
  if (!paid || paid.discountCents <= 0 || paid.subtotalCents <= 0) return listed
  return Math.floor((listed * (paid.subtotalCents - paid.discountCents)) / paid.subtotalCents)
}
