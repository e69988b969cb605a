import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ApiUser } from '@shared/api'

import { apiFetch } from '@/lib/apiClient'
import { queryKeys } from '@/lib/queryKeys'

export type SignupInput = { username: string; email: string; password: string }

export function signup(input: SignupInput): Promise<ApiUser> {
  return apiFetch<ApiUser>('POST', '/api/signup', input)
}

/** Creates the account (the server signs it in), then refreshes the current user. */
export function useSignup() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: signup,
    onSuccess: async (user) => {
      queryClient.setQueryData(queryKeys.user(), user)
      await queryClient.invalidateQueries({ queryKey: queryKeys.user() })
    },
  })
}
