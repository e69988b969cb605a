import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ApiNotificationSettings } from '@shared/api'

import { apiFetch } from '@/lib/apiClient'

import { adminQueryKeys } from '../lib/adminQueryKeys'

export function updateNotificationSettings(input: Pick<ApiNotificationSettings, 'orderNotificationEmails' | 'readyMessage'>): Promise<ApiNotificationSettings> {
  return apiFetch<ApiNotificationSettings>('PUT', '/api/settings/notifications', input)
}

export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateNotificationSettings,
    onSuccess: (saved) => queryClient.setQueryData(adminQueryKeys.notifications(), saved),
  })
}
