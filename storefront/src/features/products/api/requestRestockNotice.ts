import { useMutation } from '@tanstack/react-query'
import type { Size } from '@shared/sizes'

import { apiFetch } from '@/lib/apiClient'

/** POST /api/products/{id}/notify: the same answer whether or not the address asked before. */
export function requestRestockNotice({ productId, email, size }: { productId: string; email: string; size: Size | null }): Promise<{ message: string }> {
  return apiFetch<{ message: string }>('POST', `/api/products/${encodeURIComponent(productId)}/notify`, { email, size })
}

export function useRequestRestockNotice() {
  return useMutation({ mutationFn: requestRestockNotice })
}
