import type { ApiGivingSettings } from '@shared/api'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'

import { apiFetch } from '@/lib/apiClient'

import { adminQueryKeys } from '../lib/adminQueryKeys'

/** GET /api/settings/giving (issue 27). */
export function getGivingSettings(): Promise<ApiGivingSettings> {
  return apiFetch<ApiGivingSettings>('GET', '/api/settings/giving')
}

/** PUT /api/settings/giving: administrators only. */
export function updateGivingSettings(settings: ApiGivingSettings): Promise<ApiGivingSettings> {
  return apiFetch<ApiGivingSettings>('PUT', '/api/settings/giving', settings)
}

export const givingQueryOptions = () => queryOptions({ queryKey: adminQueryKeys.giving(), queryFn: getGivingSettings })

export function useGivingSettings() {
  return useQuery(givingQueryOptions())
}

export function useUpdateGivingSettings() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: updateGivingSettings, onSuccess: (saved) => queryClient.setQueryData(adminQueryKeys.giving(), saved) })
}
