import type { ApiPlacedOrder } from '@shared/api'

import { apiFetch } from '@/lib/apiClient'

import type { OrderRequest } from '../lib/orderRequest'

/** POST /api/orders: the paid intent and the form become an order (201; 200 when already placed). */
export function placeOrder(order: OrderRequest): Promise<ApiPlacedOrder> {
  return apiFetch<ApiPlacedOrder>('POST', '/api/orders', order)
}
