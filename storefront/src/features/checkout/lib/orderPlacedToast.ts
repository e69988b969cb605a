import type { ApiOrder } from '@shared/api'
import { orderNumber } from '@shared/orderNumber'

/** Success toast; {id} is the order number the account page shows, so the two match. */
export function orderPlacedToast(order: Pick<ApiOrder, 'id'>): { title: string; description: string } {
  return { title: 'Order placed successfully!', description: `Your order #${orderNumber(order.id)} has been confirmed.` }
}
