import { useMutation, useQueryClient } from '@tanstack/react-query'

import { apiFetch } from '@/lib/apiClient'
import { queryKeys } from '@/lib/queryKeys'

import type { ImpactAnswer } from '../lib/settingsTypes'

/** Registers an uploaded file as the impact section's image (spec §4 upload flow, last step). */
export function updateImpactImage(uploadURL: string): Promise<ImpactAnswer> {
  return apiFetch<ImpactAnswer>('PUT', '/api/settings/impact-image', { imageURL: uploadURL })
}

export function useUpdateImpactImage() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateImpactImage,
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.settings('impact'), saved),
  })
}
