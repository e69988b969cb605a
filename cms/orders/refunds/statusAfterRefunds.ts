import type { OrderStatus } from '@shared/orderStatus'

type OrderState = { status: string; totalCents: number; fulfilledAt?: string | null; shippedAt?: string | null }

/**
 * An order's status once its refunds are counted: refunded when everything went back (a
 * cancellation stays cancelled), and back to what it was when a refund it counted failed.
 */
export function statusAfterRefunds(order: OrderState, refundedCents: number, cancelling: boolean): OrderStatus {
  if (cancelling || order.status === 'cancelled') return 'cancelled'
  if (order.totalCents > 0 && refundedCents >= order.totalCents) return 'refunded'
  if (order.status === 'refunded') return order.fulfilledAt ? 'fulfilled' : order.shippedAt ? 'shipped' : 'completed'
  return order.status as OrderStatus
}
