import type { ApiAdminOrder } from '@shared/api'
import type { OrderStatus } from '@shared/orderStatus'

/** What each status means for the person packing orders (its colour: components/OrderStatusBadge). */
export const STATUS_DISPLAY: Record<OrderStatus, { label: string }> = {
  pending: { label: 'Awaiting payment' },
  completed: { label: 'Paid · to fulfil' },
  fulfilled: { label: 'Fulfilled' },
  cancelled: { label: 'Cancelled' },
  refunded: { label: 'Refunded' },
}

/** A demo order was never paid: its open status must not say "Paid" (its "Demo — not paid" badge explains). */
export function statusDisplay(status: OrderStatus, demo: boolean) {
  const display = STATUS_DISPLAY[status] ?? { label: status }
  return demo && status === 'completed' ? { ...display, label: 'To fulfil' } : display
}

/** Paid orders nobody has handed over or shipped yet. */
export function needsFulfilment(order: Pick<ApiAdminOrder, 'status'>): boolean {
  return order.status === 'completed'
}

export function deliveryLabel(method: ApiAdminOrder['deliveryMethod']): string {
  return method === 'in-town' ? 'In town (St. John)' : 'Out of town (mail)'
}

/** Date and time an order came in, e.g. "March 5, 2025, 2:41 PM". */
export function formatOrderTime(iso: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  return date.toLocaleString('en-US', { year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit' })
}
