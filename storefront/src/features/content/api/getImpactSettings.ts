import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ImpactSettings } from '@shared/settingsDefaults'

import { apiFetch } from '@/lib/apiClient'
import { queryKeys } from '@/lib/queryKeys'

type Variant = { url: string; width: number }
export type ImpactAnswer = ImpactSettings & { impactImageVariants: Variant[] }

export function getImpactSettings(): Promise<ImpactAnswer> {
  return apiFetch<ImpactAnswer>('GET', '/api/settings/impact')
}

export const impactSettingsQueryOptions = () => queryOptions({ queryKey: queryKeys.settings('impact'), queryFn: getImpactSettings })

export function useImpactSettings() {
  return useQuery(impactSettingsQueryOptions())
}
