import { OrdersBoard } from '@/features/admin/components/OrdersBoard'

import { RequireAdmin } from './RequireAdmin'

export function AdminOrdersRoute() {
  return (
    <RequireAdmin title="Orders">
      <OrdersBoard />
    </RequireAdmin>
  )
}
