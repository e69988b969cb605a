import type { ApiPromotion } from '@shared/promotions'
import { useMutation, useQueryClient } from '@tanstack/react-query'

import { apiFetch } from '@/lib/apiClient'

import { adminQueryKeys } from '../lib/adminQueryKeys'

export type PromotionDraft = {
  code: string
  kind: ApiPromotion['kind']
  value: string
  minSubtotal: string
  startsAt: string
  endsAt: string
  usageLimit: string
  perEmailLimit: string
  active: boolean
}

/** POST /api/admin/promotions (no id) or PUT /api/admin/promotions/{id}. */
export function savePromotion({ id, draft }: { id: string | null; draft: PromotionDraft }): Promise<ApiPromotion> {
  const body = { ...draft, value: draft.kind === 'freeShipping' ? null : draft.value }
  return id ? apiFetch<ApiPromotion>('PUT', `/api/admin/promotions/${encodeURIComponent(id)}`, body) : apiFetch<ApiPromotion>('POST', '/api/admin/promotions', body)
}

export function useSavePromotion() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: savePromotion, onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.promotions() }) })
}
