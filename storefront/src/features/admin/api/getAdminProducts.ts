import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ApiAdminProduct } from '@shared/api'

import { apiFetch } from '@/lib/apiClient'

import { adminQueryKeys } from '../lib/adminQueryKeys'

/** Every product, hidden ones too (administrators only). */
export function getAdminProducts(): Promise<ApiAdminProduct[]> {
  return apiFetch<ApiAdminProduct[]>('GET', '/api/admin/products')
}

export const adminProductsQueryOptions = () => queryOptions({ queryKey: adminQueryKeys.products(), queryFn: getAdminProducts, staleTime: 0 })

export function useAdminProducts() {
  return useQuery(adminProductsQueryOptions())
}
