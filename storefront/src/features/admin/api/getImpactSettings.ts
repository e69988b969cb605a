import { queryOptions, useQuery } from '@tanstack/react-query'

import { apiFetch } from '@/lib/apiClient'
import { queryKeys } from '@/lib/queryKeys'

import type { ImpactAnswer } from '../lib/settingsTypes'

export function getImpactSettings(): Promise<ImpactAnswer> {
  return apiFetch<ImpactAnswer>('GET', '/api/settings/impact')
}

export const impactSettingsQueryOptions = () => queryOptions({ queryKey: queryKeys.settings('impact'), queryFn: getImpactSettings })

export function useImpactSettings() {
  return useQuery(impactSettingsQueryOptions())
}
