import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ApiProduct } from '@shared/api'

import { apiFetch } from '@/lib/apiClient'
import { queryKeys } from '@/lib/queryKeys'

export function getProducts(): Promise<ApiProduct[]> {
  return apiFetch<ApiProduct[]>('GET', '/api/products')
}

/** The same cache entry the shop reads, so an admin's change shows on / and /shop at once. */
export const productsQueryOptions = () => queryOptions({ queryKey: queryKeys.products(), queryFn: getProducts })

export function useProducts() {
  return useQuery(productsQueryOptions())
}
