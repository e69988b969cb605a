import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ApiNotificationSettings } from '@shared/api'

import { apiFetch } from '@/lib/apiClient'

import { adminQueryKeys } from '../lib/adminQueryKeys'

export function getNotificationSettings(): Promise<ApiNotificationSettings> {
  return apiFetch<ApiNotificationSettings>('GET', '/api/settings/notifications')
}

export const notificationSettingsQueryOptions = () => queryOptions({ queryKey: adminQueryKeys.notifications(), queryFn: getNotificationSettings })

export function useNotificationSettings() {
  return useQuery(notificationSettingsQueryOptions())
}
