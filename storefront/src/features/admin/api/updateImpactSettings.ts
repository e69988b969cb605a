import { useMutation, useQueryClient } from '@tanstack/react-query'

import { apiFetch } from '@/lib/apiClient'
import { queryKeys } from '@/lib/queryKeys'

import type { ApiImpactSettings } from '@shared/api'

export type ImpactTextInput = { impactTitle: string; impactText: string }

export function updateImpactSettings(input: ImpactTextInput): Promise<ApiImpactSettings> {
  return apiFetch<ApiImpactSettings>('PUT', '/api/settings/impact', input)
}

export function useUpdateImpactSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateImpactSettings,
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.settings('impact'), saved),
  })
}
