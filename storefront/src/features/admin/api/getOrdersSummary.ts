import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ApiOrdersSummary } from '@shared/api'

import { apiFetch } from '@/lib/apiClient'

import { adminQueryKeys } from '../lib/adminQueryKeys'
import { refetchOnOpen } from './refetchOnOpen'

export function getOrdersSummary(): Promise<ApiOrdersSummary> {
  return apiFetch<ApiOrdersSummary>('GET', '/api/admin/orders/summary')
}

export const ordersSummaryQueryOptions = () => queryOptions({ queryKey: adminQueryKeys.summary(), queryFn: getOrdersSummary, staleTime: 0, refetchOnMount: refetchOnOpen })

export function useOrdersSummary() {
  return useQuery(ordersSummaryQueryOptions())
}
