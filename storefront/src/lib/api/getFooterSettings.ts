import { queryOptions, useQuery } from '@tanstack/react-query'
import type { FooterSettings } from '@shared/settingsDefaults'

import { apiFetch } from '@/lib/apiClient'
import { queryKeys } from '@/lib/queryKeys'

export function getFooterSettings(): Promise<FooterSettings> {
  return apiFetch<FooterSettings>('GET', '/api/settings/footer')
}

export const footerSettingsQueryOptions = () => queryOptions({ queryKey: queryKeys.settings('footer'), queryFn: getFooterSettings })

export function useFooterSettings() {
  return useQuery(footerSettingsQueryOptions())
}
