import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ApiGivingStatement } from '@shared/api'

import { apiFetch } from '@/lib/apiClient'
import { queryKeys } from '@/lib/queryKeys'

/** GET /api/account/giving?year=: the signed-in donor's contributions of one calendar year (issue 27). */
export function getGivingStatement(year: number): Promise<ApiGivingStatement> {
  return apiFetch<ApiGivingStatement>('GET', `/api/account/giving?year=${year}`)
}

export const givingStatementQueryOptions = (year: number) => queryOptions({ queryKey: queryKeys.giving(year), queryFn: () => getGivingStatement(year) })

export function useGivingStatement(year: number) {
  return useQuery(givingStatementQueryOptions(year))
}
