import { DEMO_ORDER_LABEL } from '@shared/orderStatus'
import { FlaskConical } from 'lucide-react'

import { Badge } from '@/components/ui/badge'

/** Next to an order placed in demo payment mode: no money was taken, so nothing is to be shipped. */
export function DemoOrderBadge() {
  return (
    <Badge variant="outline" className="gap-1 border-dashed border-warning-border bg-warning text-warning-foreground">
      <FlaskConical aria-hidden="true" className="size-3.5" />
      {DEMO_ORDER_LABEL}
    </Badge>
  )
}
