import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ApiAdminOrder } from '@shared/api'

import { apiFetch } from '@/lib/apiClient'

import { adminQueryKeys } from '../lib/adminQueryKeys'

/** Refunds what remains and puts every unit back; the order becomes cancelled. */
export function cancelOrder(id: string): Promise<ApiAdminOrder> {
  return apiFetch<ApiAdminOrder>('POST', `/api/admin/orders/${encodeURIComponent(id)}/cancel`)
}

export function useCancelOrder() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: cancelOrder,
    // Refused too (409: fulfilled on another screen meanwhile): the lists show the order as it is now.
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.ordersRoot() }),
  })
}
