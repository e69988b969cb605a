import type { ApiCartItem } from '@shared/api'
import type { Size } from '@shared/sizes'

import { apiFetch } from '@/lib/apiClient'

export type AddCartItemInput = { productId: string; quantity: number; size: Size | null }

/** POST /api/cart: a new line, or the same product and size raised. */
export function addCartItem(input: AddCartItemInput): Promise<ApiCartItem> {
  return apiFetch<ApiCartItem>('POST', '/api/cart', input)
}
