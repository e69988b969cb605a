import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ApiProduct } from '@shared/api'
import type { ProductRequest } from '@shared/productRules'

import { apiFetch } from '@/lib/apiClient'

import { storeProduct } from '../lib/productCache'

/** POST /api/products; the body's rules are shared/productRules.ts. */
export function createProduct(input: ProductRequest): Promise<ApiProduct> {
  return apiFetch<ApiProduct>('POST', '/api/products', input)
}

export function useCreateProduct() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: createProduct, onSuccess: (product) => storeProduct(queryClient, product) })
}
