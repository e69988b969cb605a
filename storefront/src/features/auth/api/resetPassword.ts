import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ResetPasswordAnswer } from '@shared/api'

import { apiFetch } from '@/lib/apiClient'
import { queryKeys } from '@/lib/queryKeys'

export function resetPassword(input: { token: string; password: string }): Promise<ResetPasswordAnswer> {
  return apiFetch<ResetPasswordAnswer>('POST', '/api/auth/reset-password', input)
}

/** Sets a new password with the link's token: every other session of the account ends, and this browser is signed in. */
export function useResetPassword() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: async (answer) => {
      queryClient.setQueryData(queryKeys.user(), answer.user)
      await queryClient.invalidateQueries({ queryKey: queryKeys.user() })
    },
  })
}
