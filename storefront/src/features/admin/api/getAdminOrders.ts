import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ApiAdminOrder } from '@shared/api'

import { apiFetch } from '@/lib/apiClient'

import { adminQueryKeys } from '../lib/adminQueryKeys'

export function getAdminOrders(): Promise<ApiAdminOrder[]> {
  return apiFetch<ApiAdminOrder[]>('GET', '/api/admin/orders')
}

/**
 * Orders keep arriving while the shop is open, unlike the rest of the site's data: the list is
 * fetched again each time the screen opens (and on Refresh), not kept forever like other queries.
 */
export const adminOrdersQueryOptions = () =>
  queryOptions({ queryKey: adminQueryKeys.orders(), queryFn: getAdminOrders, staleTime: 0, refetchOnMount: 'always' })

export function useAdminOrders() {
  return useQuery(adminOrdersQueryOptions())
}
