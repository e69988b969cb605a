import type { ApiAdminOrder } from '@shared/api'
import type { OrderStatus } from '@shared/orderStatus'
import { shopStatusLabel } from '@shared/orderWording'

/** The status filter's choices (an open order may still have things to send, or none left). */
export const STATUS_FILTER_LABEL: Record<OrderStatus, string> = {
  pending: 'Awaiting payment',
  completed: 'Open (not fulfilled yet)',
  shipped: 'Shipped',
  fulfilled: 'Fulfilled',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
}

/**
 * The badge's words for the person packing the order (its colour: components/OrderStatusBadge): a
 * paid open order says "Paid · to fulfil"; a demo order never says paid (its "Demo — not paid"
 * badge explains).
 */
export function statusDisplay(order: Pick<ApiAdminOrder, 'status' | 'demo' | 'account'>): { label: string } {
  const label = shopStatusLabel(order.status, order.account.fulfilment)
  return { label: order.status === 'completed' && order.account.paymentTaken && order.account.fulfilment === 'to-send' ? `Paid · ${label.toLowerCase()}` : label }
}

/** Orders with something left to hand over or ship (paid, not fulfilled, not refunded in full). */
export function needsFulfilment(order: Pick<ApiAdminOrder, 'account'>): boolean {
  return order.account.fulfilment === 'to-send'
}

/** Date and time an order came in, e.g. "March 5, 2025, 2:41 PM". */
export function formatOrderTime(iso: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  return date.toLocaleString('en-US', { year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit' })
}
