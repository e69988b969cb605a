import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ApiAdminProduct } from '@shared/api'

import { apiFetch } from '@/lib/apiClient'

import { refreshProductLists } from '../lib/refreshProductLists'

/** Hides a product from the shop (or shows it again); orders and carts keep it. */
export function setProductHidden({ id, hidden }: { id: string; hidden: boolean }): Promise<ApiAdminProduct> {
  return apiFetch<ApiAdminProduct>('PATCH', `/api/products/${encodeURIComponent(id)}/visibility`, { hidden })
}

export function useSetProductHidden() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: setProductHidden, onSuccess: () => refreshProductLists(queryClient) })
}
