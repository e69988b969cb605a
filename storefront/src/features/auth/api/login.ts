import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ApiUser } from '@shared/api'

import { apiFetch } from '@/lib/apiClient'
import { queryKeys } from '@/lib/queryKeys'

export type LoginInput = { username: string; password: string }

export function login(input: LoginInput): Promise<ApiUser> {
  return apiFetch<ApiUser>('POST', '/api/login', input)
}

/** Logs in, then refreshes the current user before the caller moves on. */
export function useLogin() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: login,
    onSuccess: async (user) => {
      queryClient.setQueryData(queryKeys.user(), user)
      await queryClient.invalidateQueries({ queryKey: queryKeys.user() })
    },
  })
}
