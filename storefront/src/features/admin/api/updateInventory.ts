import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ApiProduct } from '@shared/api'
import type { Size } from '@shared/sizes'

import { apiFetch } from '@/lib/apiClient'

import { storeProduct, storeStockCounts } from '../lib/productCache'
import { stockConflictCounts } from '../lib/stockConflict'

export type InventoryInput = {
  id: string
  sizeInventory: Partial<Record<Size, number>>
  /** The counts the editor started from: a count is written only while it is still this one (issue 10). */
  expectedSizeInventory: Partial<Record<Size, number>>
}

/** PATCH /api/products/{id}/inventory, compare-and-set: a 409 carries the stored counts. */
export function updateInventory({ id, sizeInventory, expectedSizeInventory }: InventoryInput): Promise<ApiProduct> {
  return apiFetch<ApiProduct>('PATCH', `/api/products/${encodeURIComponent(id)}/inventory`, { sizeInventory, expectedSizeInventory })
}

export function useUpdateInventory() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateInventory,
    onSuccess: (product) => storeProduct(queryClient, product),
    onError: (error, { id }) => {
      const current = stockConflictCounts(error)
      if (current) storeStockCounts(queryClient, id, current)
    },
  })
}
