import { useMutation, useQueryClient } from '@tanstack/react-query'

import { apiFetch } from '@/lib/apiClient'

import { refreshProductLists } from '../lib/refreshProductLists'

/** Deletes a product: its cart lines go, orders keep their own copy of what was bought. */
export function deleteProduct(id: string): Promise<{ id: string; deleted: true }> {
  return apiFetch('DELETE', `/api/products/${encodeURIComponent(id)}`)
}

export function useDeleteProduct() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: deleteProduct, onSuccess: () => refreshProductLists(queryClient) })
}
