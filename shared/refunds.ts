/** A refund's state at the payment provider (Stripe's refund statuses). */
export const REFUND_STATUSES = ['pending', 'requires_action', 'succeeded', 'failed', 'canceled'] as const
export type RefundStatus = (typeof REFUND_STATUSES)[number]

/** Money that went, or is going, back: failed and cancelled refunds returned nothing. */
export function refundCounts(status: string): boolean {
  return status !== 'failed' && status !== 'canceled'
}

/** Who made it: a volunteer's refund, a cancellation, or someone in the Stripe dashboard. */
export const REFUND_SOURCES = ['admin', 'cancel', 'provider'] as const
export type RefundSource = (typeof REFUND_SOURCES)[number]
