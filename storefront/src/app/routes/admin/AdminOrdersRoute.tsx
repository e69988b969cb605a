import { OrderNotificationsCard } from '@/features/admin/components/OrderNotificationsCard'
import { OrdersBoard } from '@/features/admin/components/OrdersBoard'

import { RequireAdmin } from './RequireAdmin'

export function AdminOrdersRoute() {
  return (
    <RequireAdmin title="Orders">
      <OrdersBoard />
      <div data-no-print className="mx-auto w-full max-w-6xl px-4 pb-10 sm:px-6 lg:px-8">
        <OrderNotificationsCard />
      </div>
    </RequireAdmin>
  )
}
