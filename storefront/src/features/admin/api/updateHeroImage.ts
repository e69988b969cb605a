import { useMutation, useQueryClient } from '@tanstack/react-query'

import { apiFetch } from '@/lib/apiClient'
import { queryKeys } from '@/lib/queryKeys'

import type { ApiHeroImage } from '@shared/api'

/** Registers an uploaded file as the homepage hero image (upload flow, last step). */
export function updateHeroImage(uploadURL: string): Promise<ApiHeroImage> {
  return apiFetch<ApiHeroImage>('PUT', '/api/settings/hero-image', { imageURL: uploadURL })
}

export function useUpdateHeroImage() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateHeroImage,
    onSuccess: (answer) => queryClient.setQueryData(queryKeys.settings('hero-image'), answer),
  })
}
