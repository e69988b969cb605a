/**
 * How much of an order's promo code discount came off the merchandise, and what the buyer paid for
 * some of its units: the refund dialog offers that much for items ticked (decision 69), and a
 * receipt takes those units out of the goods the buyer received (decision 71).
 *
 * A free-shipping code takes off exactly the shipping, a percent or fixed code only merchandise
 * (shared/promotions.ts). Orders keep the total taken off, not that split: a discount equal to the
 * shipping is read as free shipping, as a merchandise code worth exactly the shipping would be too.
 */
export type MerchandisePaid = { subtotalCents: number; discountCents: number }

export function merchandiseDiscount(order: { subtotalCents: number; shippingCents: number; discountCents: number }): MerchandisePaid {
  const { subtotalCents, shippingCents, discountCents } = order
  const freeShipping = discountCents > 0 && discountCents === shippingCents
  return { subtotalCents, discountCents: freeShipping ? 0 : Math.min(Math.max(0, discountCents), subtotalCents) }
}

/** What the buyer paid for these units: their price less their share of a merchandise discount, rounded down (never more than was paid). */
export function paidForUnits(priceCents: number, units: number, paid: MerchandisePaid | undefined): number {
  const listed = priceCents * units
  if (!paid || paid.discountCents <= 0 || paid.subtotalCents <= 0) return listed
  return Math.floor((listed * (paid.subtotalCents - paid.discountCents)) / paid.subtotalCents)
}
