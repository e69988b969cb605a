import { queryOptions, useQuery } from '@tanstack/react-query'
import type { HeroImageSettings } from '@shared/settingsDefaults'

import { apiFetch } from '@/lib/apiClient'
import { queryKeys } from '@/lib/queryKeys'

type Variant = { url: string; width: number }
export type HeroImageAnswer = HeroImageSettings & { heroImageVariants: Variant[] }

export function getHeroImage(): Promise<HeroImageAnswer> {
  return apiFetch<HeroImageAnswer>('GET', '/api/settings/hero-image')
}

export const heroImageQueryOptions = () => queryOptions({ queryKey: queryKeys.settings('hero-image'), queryFn: getHeroImage })

export function useHeroImage() {
  return useQuery(heroImageQueryOptions())
}
