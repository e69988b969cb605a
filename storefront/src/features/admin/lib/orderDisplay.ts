import type { ApiAdminOrder } from '@shared/api'
import type { OrderStatus } from '@shared/orderStatus'
import { shopStatusLabel } from '@shared/orderWording'
import { SHOP_TIME_ZONE } from '@shared/shopTime'

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

const ORDER_TIME = new Intl.DateTimeFormat('en-US', { timeZone: SHOP_TIME_ZONE, year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit' })

/**
 * Date and time an order came in, e.g. "March 5, 2025, 2:41 PM", in the shop's time zone: the day
 * the receipt and the packing slip print, whatever zone the volunteer's laptop is set to.
 */
export function formatOrderTime(iso: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  return ORDER_TIME.format(date)
}

const SHORT_DATE = new Intl.DateTimeFormat('en-US', { timeZone: SHOP_TIME_ZONE, month: 'short', day: 'numeric', year: 'numeric' })

/** A refund's day on the order card, e.g. "Mar 5, 2025", in the shop's time zone like the order's own date. */
export function formatRefundDate(iso: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  return SHORT_DATE.format(date)
}
