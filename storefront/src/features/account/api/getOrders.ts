import { infiniteQueryOptions, queryOptions, useInfiniteQuery } from '@tanstack/react-query'
import type { ApiOrder, ApiOrdersPage } from '@shared/api'

import { apiFetch } from '@/lib/apiClient'
import { queryKeys } from '@/lib/queryKeys'

/** One page of the customer's orders (50, newest first), after `cursor`. */
export function getOrders(cursor: string | null = null): Promise<ApiOrdersPage<ApiOrder>> {
  return apiFetch<ApiOrdersPage<ApiOrder>>('GET', `/api/account/orders${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`)
}

/** The newest orders (the first page): what the checkout's prefill looks at. */
export const ordersQueryOptions = () => queryOptions({ queryKey: queryKeys.orders(), queryFn: () => getOrders(), select: (page) => page.orders })

/** The account's order list, a page at a time. */
export const orderPagesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: queryKeys.orderPages(),
    queryFn: ({ pageParam }) => getOrders(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  })

export function useOrders() {
  return useInfiniteQuery(orderPagesQueryOptions())
}
