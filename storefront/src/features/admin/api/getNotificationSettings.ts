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

/** Whether the shop sends e-mail; undefined until known (the screens then say what they say with e-mail on). */
export function useEmailOn(): boolean | undefined {
  return useNotificationSettings().data?.emailOn
}

/** What a dialog or toast says the buyer is told: the sentence, or that e-mail is off. */
export function buyerTold(emailOn: boolean | undefined, sentence: string, name = 'the buyer'): string {
  return emailOn === false ? `E-mail is off, so ${name} is not told.` : sentence
}
