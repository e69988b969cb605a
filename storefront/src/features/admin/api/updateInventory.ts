import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ApiProduct } from '@shared/api'
import type { Size } from '@shared/sizes'

import { apiFetch } from '@/lib/apiClient'

import { storeProduct } from '../lib/productCache'

export type InventoryInput = { id: string; sizeInventory: Partial<Record<Size, number>> }

export function updateInventory({ id, sizeInventory }: InventoryInput): Promise<ApiProduct> {
  return apiFetch<ApiProduct>('PATCH', `/api/products/${encodeURIComponent(id)}/inventory`, { sizeInventory })
}

export function useUpdateInventory() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: updateInventory, onSuccess: (product) => storeProduct(queryClient, product) })
}
