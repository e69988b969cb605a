import type { ApiOrder } from '../../../../../shared/api'

/** Spec §9: an order's number is the first 8 characters of its id (as the account's order cards show it). */
export function orderNumber(id: string): string {
  return id.slice(0, 8)
}

/** Spec §8 success toast; {id} is the order number the account page shows, so the two match. */
export function orderPlacedToast(order: Pick<ApiOrder, 'id'>): { title: string; description: string } {
  return { title: 'Order placed successfully!', description: `Your order #${orderNumber(order.id)} has been confirmed.` }
}
