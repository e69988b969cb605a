import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ApiProduct } from '@shared/api'

import { apiFetch } from '@/lib/apiClient'

import { storeProduct } from '../lib/productCache'
import type { ProductInput } from './createProduct'

export function updateProduct({ id, input }: { id: string; input: ProductInput }): Promise<ApiProduct> {
  return apiFetch<ApiProduct>('PUT', `/api/products/${encodeURIComponent(id)}`, input)
}

export function useUpdateProduct() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: updateProduct, onSuccess: (product) => storeProduct(queryClient, product) })
}
