import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ApiLowStockSettings } from '@shared/api'

import { apiFetch } from '@/lib/apiClient'

import { adminQueryKeys } from '../lib/adminQueryKeys'

export function getLowStockSettings(): Promise<ApiLowStockSettings> {
  return apiFetch<ApiLowStockSettings>('GET', '/api/settings/low-stock')
}

export function updateLowStockSettings(settings: ApiLowStockSettings): Promise<ApiLowStockSettings> {
  return apiFetch<ApiLowStockSettings>('PUT', '/api/settings/low-stock', settings)
}

export const lowStockQueryOptions = () => queryOptions({ queryKey: adminQueryKeys.lowStock(), queryFn: getLowStockSettings })

export function useLowStockLevel() {
  return useQuery(lowStockQueryOptions())
}

export function useUpdateLowStockLevel() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: updateLowStockSettings, onSuccess: (saved) => queryClient.setQueryData(adminQueryKeys.lowStock(), saved) })
}
