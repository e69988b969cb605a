import { Badge } from '@/components/ui/badge'

import { orderStatusVariant } from '../lib/orderDisplay'

export function OrderStatusBadge({ status }: { status: string }) {
  return (
    <Badge variant={orderStatusVariant(status)} className="capitalize">
      {status}
    </Badge>
  )
}
