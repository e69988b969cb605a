import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query'
import type { ApiAdminOrder, ApiAdminOrdersPage } from '@shared/api'
import type { ADMIN_SETTABLE_STATUSES } from '@shared/orderStatus'

import { apiFetch } from '@/lib/apiClient'

import { adminQueryKeys } from '../lib/adminQueryKeys'
import { withOrder } from '../lib/withOrder'

export type SettableStatus = (typeof ADMIN_SETTABLE_STATUSES)[number]

export function updateOrderStatus({ id, status }: { id: string; status: SettableStatus }): Promise<ApiAdminOrder> {
  return apiFetch<ApiAdminOrder>('PATCH', `/api/admin/orders/${encodeURIComponent(id)}`, { status })
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
