import { queryOptions, useQuery } from '@tanstack/react-query'

import { apiFetch } from '@/lib/apiClient'
import { queryKeys } from '@/lib/queryKeys'

import type { HeroImageAnswer } from '../lib/settingsTypes'

export function getHeroImage(): Promise<HeroImageAnswer> {
  return apiFetch<HeroImageAnswer>('GET', '/api/settings/hero-image')
}

export const heroImageQueryOptions = () => queryOptions({ queryKey: queryKeys.settings('hero-image'), queryFn: getHeroImage })

export function useHeroImage() {
  return useQuery(heroImageQueryOptions())
}
