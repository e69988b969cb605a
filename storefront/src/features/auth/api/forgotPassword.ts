import { useMutation } from '@tanstack/react-query'

import { apiFetch } from '@/lib/apiClient'

export function forgotPassword(input: { email: string }): Promise<{ message: string }> {
  return apiFetch<{ message: string }>('POST', '/api/auth/forgot-password', input)
}

/** Asks for a password link; the answer is the same whether or not the address has an account. */
export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword })
}
