import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { FooterSettings } from '@shared/settingsDefaults'

import { apiFetch } from '@/lib/apiClient'
import { queryKeys } from '@/lib/queryKeys'

export function updateFooterSettings(input: FooterSettings): Promise<FooterSettings> {
  return apiFetch<FooterSettings>('PUT', '/api/settings/footer', input)
}

/** Saves the footer; every page's footer shows the saved values at once. */
export function useUpdateFooterSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateFooterSettings,
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.settings('footer'), saved),
  })
}
