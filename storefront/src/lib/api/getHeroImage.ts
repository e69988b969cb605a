import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ApiHeroImage } from '@shared/api'

import { apiFetch } from '@/lib/apiClient'
import { queryKeys } from '@/lib/queryKeys'

export function getHeroImage(): Promise<ApiHeroImage> {
  return apiFetch<ApiHeroImage>('GET', '/api/settings/hero-image')
}

export const heroImageQueryOptions = () => queryOptions({ queryKey: queryKeys.settings('hero-image'), queryFn: getHeroImage })

export function useHeroImage() {
  return useQuery(heroImageQueryOptions())
}
