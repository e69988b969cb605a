import type { OrderStatus } from '@shared/orderStatus'

import { Badge } from '@/components/ui/badge'

import { STATUS_DISPLAY } from '../lib/orderDisplay'

/** The order's payment and fulfilment state, in words a volunteer uses. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const display = STATUS_DISPLAY[status] ?? { label: status, variant: 'secondary' as const }
  return (
    <Badge variant={display.variant} className={display.className}>
      {display.label}
    </Badge>
  )
}
