import { queryOptions, useQuery } from '@tanstack/react-query'
import type { AboutSettings } from '@shared/settingsDefaults'

import { apiFetch } from '@/lib/apiClient'
import { queryKeys } from '@/lib/queryKeys'

export function getAboutSettings(): Promise<AboutSettings> {
  return apiFetch<AboutSettings>('GET', '/api/settings/about')
}

export const aboutSettingsQueryOptions = () => queryOptions({ queryKey: queryKeys.settings('about'), queryFn: getAboutSettings })

export function useAboutSettings() {
  return useQuery(aboutSettingsQueryOptions())
}
