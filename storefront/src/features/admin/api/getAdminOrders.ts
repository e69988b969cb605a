import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query'
import type { ApiAdminOrdersPage } from '@shared/api'

import { apiFetch } from '@/lib/apiClient'

import { adminQueryKeys } from '../lib/adminQueryKeys'
import { type OrderFilters, orderFiltersQuery } from '../lib/orderFilters'
import { refetchOnOpen } from './refetchOnOpen'

/** One page of GET /api/admin/orders (50 orders, newest first), after `cursor`. */
export function getAdminOrders(filters: OrderFilters = {}, cursor: string | null = null): Promise<ApiAdminOrdersPage> {
  const query = orderFiltersQuery(filters)
  const after = cursor ? `${query ? '&' : '?'}cursor=${encodeURIComponent(cursor)}` : ''
  return apiFetch<ApiAdminOrdersPage>('GET', `/api/admin/orders${query}${after}`)
}

/**
 * Orders keep arriving while the shop is open, unlike the rest of the site's data: the list is
 * fetched again each time the screen opens (and on Refresh), not kept forever like other queries
 * (but not at the first opening just after the app prefetched it: refetchOnOpen).
 * Pages follow one another by the server's cursor, so orders arriving meanwhile never shift them.
 */
export const adminOrdersQueryOptions = (filters: OrderFilters = {}) =>
  infiniteQueryOptions({
    queryKey: adminQueryKeys.orders(filters),
    queryFn: ({ pageParam }) => getAdminOrders(filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    staleTime: 0,
    refetchOnMount: refetchOnOpen,
  })

export function useAdminOrders(filters: OrderFilters = {}) {
  return useInfiniteQuery({ ...adminOrdersQueryOptions(filters), placeholderData: keepPreviousData })
}
