import { queryOptions, useQuery } from '@tanstack/react-query'
import type { TextSettings } from '@shared/settingsDefaults'

import { apiFetch } from '@/lib/apiClient'
import { queryKeys } from '@/lib/queryKeys'

export function getTextSettings(): Promise<TextSettings> {
  return apiFetch<TextSettings>('GET', '/api/settings/text')
}

export const textSettingsQueryOptions = () => queryOptions({ queryKey: queryKeys.settings('text'), queryFn: getTextSettings })

export function useTextSettings() {
  return useQuery(textSettingsQueryOptions())
}
