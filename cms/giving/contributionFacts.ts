import type { ContributionFacts } from '@shared/givingWording'
import type { Order } from '../payload-types'

/** An order's facts for the contribution wording (shared/givingWording.ts); refunds counted unless `atOrder`. */
export function contributionFacts(order: Order, { atOrder = false }: { atOrder?: boolean } = {}): ContributionFacts {
  return {
    totalCents: order.totalCents,
    shippingCents: order.shippingCents,
    feeCents: order.feeCents,
    feeIsContribution: order.feeIsContribution === true,
    donationCents: order.donationCents ?? 0,
    lines: (order.items ?? []).map((item) => ({
      name: item.productName,
      quantity: item.quantity,
      priceCents: item.priceCents,
      valueCents: typeof item.valueCents === 'number' ? item.valueCents : null,
    })),
    refundedCents: atOrder ? 0 : (order.refundedCents ?? 0),
  }
}
