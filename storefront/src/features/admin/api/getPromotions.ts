import type { ApiPromotion } from '@shared/promotions'
import { queryOptions, useQuery } from '@tanstack/react-query'

import { apiFetch } from '@/lib/apiClient'

import { adminQueryKeys } from '../lib/adminQueryKeys'

/** GET /api/admin/promotions: every promo code, newest first, with uses and state. */
export function getPromotions(): Promise<ApiPromotion[]> {
  return apiFetch<ApiPromotion[]>('GET', '/api/admin/promotions')
}

export const promotionsQueryOptions = () => queryOptions({ queryKey: adminQueryKeys.promotions(), queryFn: getPromotions })

export function usePromotions() {
  return useQuery(promotionsQueryOptions())
}
