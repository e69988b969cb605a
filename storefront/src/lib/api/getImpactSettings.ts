import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ApiImpactSettings } from '@shared/api'

import { apiFetch } from '@/lib/apiClient'
import { queryKeys } from '@/lib/queryKeys'

export function getImpactSettings(): Promise<ApiImpactSettings> {
  return apiFetch<ApiImpactSettings>('GET', '/api/settings/impact')
}

export const impactSettingsQueryOptions = () => queryOptions({ queryKey: queryKeys.settings('impact'), queryFn: getImpactSettings })

export function useImpactSettings() {
  return useQuery(impactSettingsQueryOptions())
}
