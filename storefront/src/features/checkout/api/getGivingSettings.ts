import type { ApiGivingSettings } from '@shared/api'
import { queryOptions, useQuery } from '@tanstack/react-query'

import { apiFetch } from '@/lib/apiClient'

import { checkoutKeys } from './checkoutKeys'

/** GET /api/settings/giving: the fee mode and the gifts the checkout offers. */
export function getGivingSettings(): Promise<ApiGivingSettings> {
  return apiFetch<ApiGivingSettings>('GET', '/api/settings/giving')
}

export const givingSettingsQueryOptions = () => queryOptions({ queryKey: checkoutKeys.giving(), queryFn: getGivingSettings })

export function useGivingSettings() {
  return useQuery(givingSettingsQueryOptions())
}
