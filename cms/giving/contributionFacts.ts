import type { ContributionFacts } from '@shared/givingWording'
import { merchandiseDiscount, paidForUnits } from '@shared/merchandiseDiscount'
import type { Order } from '../payload-types'

type Facts = Pick<Order, 'totalCents' | 'shippingCents' | 'feeCents' | 'items'> & Partial<Pick<Order, 'subtotalCents' | 'donationCents' | 'feeIsContribution' | 'discountCents' | 'shippingDiscountCents'>>

/** Units of an order line (by its index) that refunds named: not sent, so not goods received (decision 79). */
export type ReturnedUnits = ReadonlyMap<number, number>

/**
 * An order's facts for the contribution split (shared/givingWording.ts), as they stand after its
 * refunds. Units a refund named (they leave the parcel) are no longer goods the buyer received:
 * they leave the lines, and what the buyer paid for them (after a promo code's share) leaves both the
 * payment and the refunds, so the receipt values only the goods the buyer keeps (decisions 71 and
 * 79). Where less came back than was paid for them, the money the shop kept for them is counted as
 * neither goods nor gift: the receipt never states more than if they had not been bought. The rest
 * of the money refunded comes off the goods and services first (decision 41).
 */
export function contributionFacts(order: Facts, refundedCents: number, returned: ReturnedUnits = new Map()): ContributionFacts {
  const items = order.items ?? []
  const subtotalCents = order.subtotalCents ?? items.reduce((sum, item) => sum + item.priceCents * item.quantity, 0)
  const merchandise = merchandiseDiscount({ subtotalCents, shippingCents: order.shippingCents, discountCents: order.discountCents ?? 0, shippingDiscountCents: order.shippingDiscountCents })
  let returnedPaidCents = 0
  let returnedDiscountCents = 0
  const lines = items.map((item, index) => {
    const units = Math.min(item.quantity, returned.get(index) ?? 0)
    const paid = paidForUnits(item.priceCents, units, merchandise)
    returnedPaidCents += paid
    returnedDiscountCents += item.priceCents * units - paid
    return {
      name: item.productName,
      quantity: item.quantity - units,
      priceCents: item.priceCents,
      valueCents: typeof item.valueCents === 'number' ? item.valueCents : null,
    }
  })
  return {
    totalCents: order.totalCents - returnedPaidCents,
    shippingCents: order.shippingCents,
    feeCents: order.feeCents,
    feeIsContribution: order.feeIsContribution === true,
    donationCents: order.donationCents ?? 0,
    // Each unit's share is rounded up, so together they may pass the code's merchandise discount by a cent a line.
    discountCents: (order.discountCents ?? 0) - Math.min(returnedDiscountCents, merchandise.discountCents),
    lines: lines.filter((line) => line.quantity > 0),
    refundedCents: Math.max(0, refundedCents - returnedPaidCents),
  }
}
