import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ApiUser } from '@shared/api'

import { apiFetch } from '@/lib/apiClient'

import { adminQueryKeys } from '../lib/adminQueryKeys'
import type { CheckAdminAnswer } from './getCheckAdmin'

export type SetupAdminInput = { username: string; email: string; password: string }

export function setupAdmin(input: SetupAdminInput): Promise<{ ok: true; user: ApiUser }> {
  return apiFetch<{ ok: true; user: ApiUser }>('POST', '/api/auth/setup-admin', input)
}

/** Creates the first administrator; from then on the setup screen shows 'Admin Already Exists'. */
export function useSetupAdmin() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: setupAdmin,
    onSuccess: () => queryClient.setQueryData<CheckAdminAnswer>(adminQueryKeys.checkAdmin(), { hasAdmin: true }),
  })
}
