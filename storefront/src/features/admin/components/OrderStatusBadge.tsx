import type { OrderStatus } from '@shared/orderStatus'

import { Badge } from '@/components/ui/badge'

import { statusDisplay } from '../lib/orderDisplay'

/** The order's payment and fulfilment state, in words a volunteer uses. */
export function OrderStatusBadge({ status, demo = false }: { status: OrderStatus; demo?: boolean }) {
  const display = statusDisplay(status, demo)
  return (
    <Badge variant={display.variant} className={display.className}>
      {display.label}
    </Badge>
  )
}
