import { apiFetch } from '@/lib/apiClient'

export function removeCartItem(id: string): Promise<{ ok: true }> {
  return apiFetch<{ ok: true }>('DELETE', `/api/cart/${encodeURIComponent(id)}`)
}
