import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ApiOrderTimeline } from '@shared/api'

import { apiFetch } from '@/lib/apiClient'

import { adminQueryKeys } from '../lib/adminQueryKeys'

/** Under the orders' root key: a status change, refund or cancellation reads it again. */
export const orderTimelineKey = (id: string) => [...adminQueryKeys.ordersRoot(), 'timeline', id] as const

export function getOrderTimeline(id: string): Promise<ApiOrderTimeline> {
  return apiFetch<ApiOrderTimeline>('GET', `/api/admin/orders/${encodeURIComponent(id)}/timeline`)
}

export const orderTimelineQueryOptions = (id: string) => queryOptions({ queryKey: orderTimelineKey(id), queryFn: () => getOrderTimeline(id), staleTime: 0 })

export function useOrderTimeline(id: string, enabled: boolean) {
  return useQuery({ ...orderTimelineQueryOptions(id), enabled })
}
