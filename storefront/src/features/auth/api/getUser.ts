import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ApiUser } from '@shared/api'

import { apiFetch } from '@/lib/apiClient'
import { ApiError } from '@/lib/ApiError'
import { queryKeys } from '@/lib/queryKeys'

/** The signed-in user, or null when signed out (the server answers null; a 401 means the same). */
export async function getUser(): Promise<ApiUser | null> {
  try {
    return await apiFetch<ApiUser>('GET', '/api/auth/user')
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return null
    throw err
  }
}

export const userQueryOptions = () => queryOptions({ queryKey: queryKeys.user(), queryFn: getUser, retry: false })

export function useUser() {
  return useQuery(userQueryOptions())
}
