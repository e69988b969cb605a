import { queryOptions, useQuery } from '@tanstack/react-query'

import { apiFetch } from '@/lib/apiClient'
import { queryKeys } from '@/lib/queryKeys'

import type { ApiHeroImage } from '@shared/api'

export function getHeroImage(): Promise<ApiHeroImage> {
  return apiFetch<ApiHeroImage>('GET', '/api/settings/hero-image')
}

export const heroImageQueryOptions = () => queryOptions({ queryKey: queryKeys.settings('hero-image'), queryFn: getHeroImage })

export function useHeroImage() {
  return useQuery(heroImageQueryOptions())
}
