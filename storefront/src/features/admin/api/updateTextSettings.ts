import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { TextSettings } from '@shared/settingsDefaults'

import { apiFetch } from '@/lib/apiClient'
import { queryKeys } from '@/lib/queryKeys'

export function updateTextSettings(input: TextSettings): Promise<TextSettings> {
  return apiFetch<TextSettings>('PUT', '/api/settings/text', input)
}

/** Saves the hero texts; the answer (saved values, defaults for empty ones) feeds the home page. */
export function useUpdateTextSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateTextSettings,
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.settings('text'), saved),
  })
}
