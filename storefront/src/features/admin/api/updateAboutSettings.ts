import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AboutSettings } from '@shared/settingsDefaults'

import { apiFetch } from '@/lib/apiClient'
import { queryKeys } from '@/lib/queryKeys'

export function updateAboutSettings(input: AboutSettings): Promise<AboutSettings> {
  return apiFetch<AboutSettings>('PUT', '/api/settings/about', input)
}

export function useUpdateAboutSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateAboutSettings,
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.settings('about'), saved),
  })
}
