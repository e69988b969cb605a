import { useMutation } from '@tanstack/react-query'
import type { ResetPasswordAnswer } from '@shared/api'

import { apiFetch } from '@/lib/apiClient'

export function resetPassword(input: { token: string; password: string }): Promise<ResetPasswordAnswer> {
  return apiFetch<ResetPasswordAnswer>('POST', '/api/auth/reset-password', input)
}

/** Sets a new password with the link's token; every session of the account ends. */
export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword })
}
