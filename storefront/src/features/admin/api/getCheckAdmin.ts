import { queryOptions, useQuery } from '@tanstack/react-query'

import { apiFetch } from '@/lib/apiClient'

import { adminQueryKeys } from '../lib/adminQueryKeys'

export type CheckAdminAnswer = { hasAdmin: boolean }

export function getCheckAdmin(): Promise<CheckAdminAnswer> {
  return apiFetch<CheckAdminAnswer>('GET', '/api/auth/check-admin')
}

/** Not retried. */
export const checkAdminQueryOptions = () => queryOptions({ queryKey: adminQueryKeys.checkAdmin(), queryFn: getCheckAdmin, retry: false })

export function useCheckAdmin() {
  return useQuery(checkAdminQueryOptions())
}
