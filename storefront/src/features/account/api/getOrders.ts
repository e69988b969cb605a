import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ApiOrder } from '@shared/api'

import { apiFetch } from '@/lib/apiClient'
import { queryKeys } from '@/lib/queryKeys'

export function getOrders(): Promise<ApiOrder[]> {
  return apiFetch<ApiOrder[]>('GET', '/api/account/orders')
}

export const ordersQueryOptions = () => queryOptions({ queryKey: queryKeys.orders(), queryFn: getOrders })

export function useOrders() {
  return useQuery(ordersQueryOptions())
}
