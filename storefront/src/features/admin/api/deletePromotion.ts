import { useMutation, useQueryClient } from '@tanstack/react-query'

import { apiFetch } from '@/lib/apiClient'

import { adminQueryKeys } from '../lib/adminQueryKeys'

/** DELETE /api/admin/promotions/{id}: deleted when never used, else switched off (orders keep it). */
export function deletePromotion(id: string): Promise<{ deleted: boolean }> {
  return apiFetch<{ deleted: boolean }>('DELETE', `/api/admin/promotions/${encodeURIComponent(id)}`)
}

export function useDeletePromotion() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: deletePromotion, onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.promotions() }) })
}
