import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ApiAdminOrder } from '@shared/api'
import type { ADMIN_SETTABLE_STATUSES } from '@shared/orderStatus'

import { apiFetch } from '@/lib/apiClient'

import { adminQueryKeys } from '../lib/adminQueryKeys'

export type SettableStatus = (typeof ADMIN_SETTABLE_STATUSES)[number]

export function updateOrderStatus({ id, status }: { id: string; status: SettableStatus }): Promise<ApiAdminOrder> {
  return apiFetch<ApiAdminOrder>('PATCH', `/api/admin/orders/${encodeURIComponent(id)}`, { status })
}

export function useUpdateOrderStatus() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateOrderStatus,
    onSuccess: (order) =>
      queryClient.setQueryData<ApiAdminOrder[]>(adminQueryKeys.orders(), (list) => list?.map((o) => (o.id === order.id ? order : o))),
  })
}
