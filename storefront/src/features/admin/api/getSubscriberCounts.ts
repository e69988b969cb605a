import type { ApiSubscriberCounts } from '@shared/newsletter'
import { queryOptions, useQuery } from '@tanstack/react-query'

import { apiFetch } from '@/lib/apiClient'

import { adminQueryKeys } from '../lib/adminQueryKeys'

/** GET /api/admin/subscribers: how many newsletter subscribers, by status. */
export function getSubscriberCounts(): Promise<ApiSubscriberCounts> {
  return apiFetch<ApiSubscriberCounts>('GET', '/api/admin/subscribers')
}

export const subscriberCountsQueryOptions = () => queryOptions({ queryKey: adminQueryKeys.subscribers(), queryFn: getSubscriberCounts })

export function useSubscriberCounts() {
  return useQuery(subscriberCountsQueryOptions())
}
