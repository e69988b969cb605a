import { ORDER_STATUSES, type OrderStatus } from '@shared/orderStatus'


/**
 * The colour of each order status, the same in the account, the private order page and
 * /admin/orders: a good order looks good (completed green), an ended one looks ended (cancelled
 * red outline, refunded violet), none in the brand red of the buttons. Every text ≥ 4.5:1.
 */
export const ORDER_STATUS_TONE: Record<OrderStatus, string> = {
  pending: 'border-border bg-secondary text-secondary-foreground',
  completed: 'border-success bg-success text-white',
  // In the mail: the ocean of fulfilled, as an outline (not there yet).
  shipped: 'border-ocean bg-background text-ocean',
  fulfilled: 'border-ocean bg-ocean text-ocean-foreground',
  cancelled: 'border-cancelled-border bg-cancelled text-cancelled-foreground',
  refunded: 'border-refunded-border bg-refunded text-refunded-foreground',
}

/** An unknown status (a newer server) looks like pending: neither good nor bad. */
export function orderStatusTone(status: string): string {
  return (ORDER_STATUSES as readonly string[]).includes(status) ? ORDER_STATUS_TONE[status as OrderStatus] : ORDER_STATUS_TONE.pending
}
