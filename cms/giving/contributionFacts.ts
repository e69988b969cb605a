import type { ContributionFacts } from '@shared/givingWording'
import type { Order } from '../payload-types'

type Facts = Pick<Order, 'totalCents' | 'shippingCents' | 'feeCents' | 'items'> & Partial<Pick<Order, 'donationCents' | 'feeIsContribution' | 'discountCents'>>

/** An order's facts for the contribution split (shared/givingWording.ts), with the money refunded so far. */
export function contributionFacts(order: Facts, refundedCents: number): ContributionFacts {
  return {
    totalCents: order.totalCents,
    shippingCents: order.shippingCents,
    feeCents: order.feeCents,
    feeIsContribution: order.feeIsContribution === true,
    donationCents: order.donationCents ?? 0,
    discountCents: order.discountCents ?? 0,
    lines: (order.items ?? []).map((item) => ({
      name: item.productName,
      quantity: item.quantity,
      priceCents: item.priceCents,
      valueCents: typeof item.valueCents === 'number' ? item.valueCents : null,
    })),
    refundedCents,
  }
}
