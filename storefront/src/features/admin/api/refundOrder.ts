import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ApiAdminOrder, ApiRefundRequest } from '@shared/api'

import { apiFetch } from '@/lib/apiClient'

import { adminQueryKeys } from '../lib/adminQueryKeys'

export type RefundInput = { id: string; request: ApiRefundRequest; idempotencyKey: string }

/** The key is made once per dialog: a double click or a retry is the same refund (the server and Stripe honour it). */
export function refundOrder({ id, request, idempotencyKey }: RefundInput): Promise<ApiAdminOrder> {
  return apiFetch<ApiAdminOrder>('POST', `/api/admin/orders/${encodeURIComponent(id)}/refund`, request, { 'Idempotency-Key': idempotencyKey })
}

export function useRefundOrder() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: refundOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.ordersRoot() }),
    // Refused because the order changed on another screen (cancelled, refunded): the lists show it as it is now.
    onError: () => void queryClient.invalidateQueries({ queryKey: adminQueryKeys.ordersRoot() }),
  })
}
