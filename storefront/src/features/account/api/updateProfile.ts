import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ApiUser } from '@shared/api'

import { apiFetch } from '@/lib/apiClient'
import { queryKeys } from '@/lib/queryKeys'

export type ProfileInput = { firstName: string; lastName: string; email: string }

export function updateProfile(input: ProfileInput): Promise<ApiUser> {
  return apiFetch<ApiUser>('PUT', '/api/account/profile', input)
}

/** Saves the profile, then refreshes the current user. */
export function useUpdateProfile() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (user) => {
      queryClient.setQueryData(queryKeys.user(), user)
      await queryClient.invalidateQueries({ queryKey: queryKeys.user() })
    },
  })
}
