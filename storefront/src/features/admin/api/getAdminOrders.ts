import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { ApiAdminOrder } from '@shared/api'

import { apiFetch } from '@/lib/apiClient'

import { adminQueryKeys } from '../lib/adminQueryKeys'
import { type OrderFilters, orderFiltersQuery } from '../lib/orderFilters'

export function getAdminOrders(filters: OrderFilters = {}): Promise<ApiAdminOrder[]> {
  return apiFetch<ApiAdminOrder[]>('GET', `/api/admin/orders${orderFiltersQuery(filters)}`)
}

/**
 * Orders keep arriving while the shop is open, unlike the rest of the site's data: the list is
 * fetched again each time the screen opens (and on Refresh), not kept forever like other queries.
 */
export const adminOrdersQueryOptions = (filters: OrderFilters = {}) =>
  queryOptions({ queryKey: adminQueryKeys.orders(filters), queryFn: () => getAdminOrders(filters), staleTime: 0, refetchOnMount: 'always' })

export function useAdminOrders(filters: OrderFilters = {}) {
  return useQuery({ ...adminOrdersQueryOptions(filters), placeholderData: keepPreviousData })
}
