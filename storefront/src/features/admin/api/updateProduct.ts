import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ApiProduct } from '@shared/api'
import type { ProductRequest } from '@shared/productRules'

import { apiFetch } from '@/lib/apiClient'

import { storeProduct, storeStockCounts } from '../lib/productCache'
import { stockConflictCounts } from '../lib/stockConflict'

export function updateProduct({ id, input }: { id: string; input: ProductRequest }): Promise<ApiProduct> {
  return apiFetch<ApiProduct>('PUT', `/api/products/${encodeURIComponent(id)}`, input)
}

export function useUpdateProduct() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateProduct,
    onSuccess: (product) => storeProduct(queryClient, product),
    onError: (error, { id }) => {
      const current = stockConflictCounts(error)
      if (current) storeStockCounts(queryClient, id, current)
    },
  })
}
