import type { OrderStatus } from '@shared/orderStatus'

import { OrderStatusBadge as StatusBadge } from '@/components/OrderStatusBadge'

import { statusDisplay } from '../lib/orderDisplay'

/** The order's payment and fulfilment state, in words a volunteer uses, in the shop's one set of status colours. */
export function OrderStatusBadge({ status, demo = false }: { status: OrderStatus; demo?: boolean }) {
  return <StatusBadge status={status} label={statusDisplay(status, demo).label} />
}
