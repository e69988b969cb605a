import { useMutation, useQueryClient } from '@tanstack/react-query'

import { apiFetch } from '@/lib/apiClient'
import { queryKeys } from '@/lib/queryKeys'

import type { ApiImpactSettings } from '@shared/api'

/** Registers an uploaded file as the impact section's image (upload flow, last step). */
export function updateImpactImage(uploadURL: string): Promise<ApiImpactSettings> {
  return apiFetch<ApiImpactSettings>('PUT', '/api/settings/impact-image', { imageURL: uploadURL })
}

export function useUpdateImpactImage() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateImpactImage,
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.settings('impact'), saved),
  })
}
