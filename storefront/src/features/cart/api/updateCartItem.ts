import type { ApiCartItem } from '@shared/api'

import { apiFetch } from '@/lib/apiClient'

export function updateCartItem(id: string, quantity: number): Promise<ApiCartItem> {
  return apiFetch<ApiCartItem>('PATCH', `/api/cart/${encodeURIComponent(id)}`, { quantity })
}
