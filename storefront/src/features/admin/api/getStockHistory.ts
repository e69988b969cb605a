import { useInfiniteQuery } from '@tanstack/react-query'
import type { ApiStockHistory } from '@shared/stockHistory'

import { apiFetch } from '@/lib/apiClient'

import { adminQueryKeys } from '../lib/adminQueryKeys'

/** GET /api/admin/products/{id}/stock-history: a page of a product's stock changes, newest first. */
export function getStockHistory(productId: string, cursor: string | null): Promise<ApiStockHistory> {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''
  return apiFetch<ApiStockHistory>('GET', `/api/admin/products/${encodeURIComponent(productId)}/stock-history${query}`)
}

/** Pages follow `nextCursor`; read again whenever the product's list is (a save changes both). */
export function useStockHistory(productId: string) {
  return useInfiniteQuery({
    queryKey: adminQueryKeys.stockHistory(productId),
    queryFn: ({ pageParam }) => getStockHistory(productId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    staleTime: 0,
  })
}
