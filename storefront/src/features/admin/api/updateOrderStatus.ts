import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query'
import type { ApiAdminOrder, ApiAdminOrdersPage } from '@shared/api'
import type { ADMIN_SETTABLE_STATUSES, Carrier } from '@shared/orderStatus'

import { apiFetch } from '@/lib/apiClient'

import { adminQueryKeys } from '../lib/adminQueryKeys'
import { withOrder } from '../lib/withOrder'

export type SettableStatus = (typeof ADMIN_SETTABLE_STATUSES)[number]

/** PATCH /api/admin/orders/{id}: shipped with its carrier and tracking number (both optional); fulfilled with or without the buyer's e-mail. */
export type StatusUpdate = { id: string; status: SettableStatus; carrier?: Carrier | null; trackingNumber?: string | null; notify?: boolean }

export function updateOrderStatus({ id, ...change }: StatusUpdate): Promise<ApiAdminOrder> {
  return apiFetch<ApiAdminOrder>('PATCH', `/api/admin/orders/${encodeURIComponent(id)}`, change)
}

export function useUpdateOrderStatus() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateOrderStatus,
    onSuccess: (order) => {
      // Every filtered list shows the new status at once; the lists and the summary are then read again.
      queryClient.setQueriesData<InfiniteData<ApiAdminOrdersPage>>({ queryKey: adminQueryKeys.ordersRoot() }, (list) => withOrder(list, order))
      void queryClient.invalidateQueries({ queryKey: adminQueryKeys.ordersRoot() })
    },
    // 409: another change came first (a cancel on another screen): the lists show the order as it is now.
    onError: () => void queryClient.invalidateQueries({ queryKey: adminQueryKeys.ordersRoot() }),
  })
}
