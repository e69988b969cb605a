import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ApiPrivateOrder } from '@shared/api'

import { apiFetch } from '@/lib/apiClient'

export function getPrivateOrder(id: string, token: string): Promise<ApiPrivateOrder> {
  return apiFetch<ApiPrivateOrder>('GET', `/api/orders/${encodeURIComponent(id)}?token=${encodeURIComponent(token)}`)
}

export const privateOrderQueryOptions = (id: string, token: string) =>
  queryOptions({ queryKey: ['private-order', id, token] as const, queryFn: () => getPrivateOrder(id, token) })

/** The order behind a private link (no account needed). */
export function usePrivateOrder(id: string, token: string) {
  return useQuery({ ...privateOrderQueryOptions(id, token), enabled: Boolean(id && token) })
}
