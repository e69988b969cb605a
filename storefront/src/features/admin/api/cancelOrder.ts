import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ApiAdminOrder, ApiCancelRequest } from '@shared/api'

import { apiFetch } from '@/lib/apiClient'

import { adminQueryKeys } from '../lib/adminQueryKeys'

/** Refunds what remains and puts every unit not refunded yet back; the order becomes cancelled. */
export function cancelOrder({ id, reason }: { id: string; reason?: string }): Promise<ApiAdminOrder> {
  const body: ApiCancelRequest = reason ? { reason } : {}
  return apiFetch<ApiAdminOrder>('POST', `/api/admin/orders/${encodeURIComponent(id)}/cancel`, body)
}

export function useCancelOrder() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: cancelOrder,
    // Refused too (409: fulfilled on another screen meanwhile): the lists show the order as it is now.
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.ordersRoot() }),
  })
}
