import type { ApiOrder } from '@shared/api'
import { formatCents, formatPrice, lineTotalCents, toCents } from '@shared/money'
import { orderNumber } from '@shared/orderNumber'
import { ChevronDown, ChevronUp } from 'lucide-react'
import { useId, useState } from 'react'

import { DemoOrderBadge } from '@/components/DemoOrderBadge'
import { OrderStatusBadge } from '@/components/OrderStatusBadge'
import { OrderTotals } from '@/components/OrderTotals'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Spinner } from '@/components/ui/spinner'
import { formatLongDate } from '@/lib/formatLongDate'

import { useOrder } from '../api/getOrder'

export function OrderCard({ order }: { order: ApiOrder }) {
  const [expanded, setExpanded] = useState(false)
  const [requested, setRequested] = useState(false)
  const detailsId = useId()
  // Enabled from the first expansion on; the cache then answers every later one.
  const details = useOrder(order.id, requested)

  function toggle() {
    setRequested(true)
    setExpanded((open) => !open)
  }

  return (
    <Card className="p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-semibold">Order #{orderNumber(order.id)}</h3>
            <OrderStatusBadge status={order.status} className="capitalize" />
            {order.demo && <DemoOrderBadge />}
          </div>
          <p className="text-sm text-muted-foreground">{formatLongDate(order.createdAt)}</p>
        </div>
        <p className="text-lg font-bold tabular-nums">{formatPrice(order.total)}</p>
      </div>
      <Button variant="outline" size="sm" className="mt-4" aria-expanded={expanded} aria-controls={detailsId} onClick={toggle}>
        {expanded ? <ChevronUp aria-hidden="true" /> : <ChevronDown aria-hidden="true" />}
        {expanded ? 'Hide Details' : 'View Details'}
      </Button>
      <div id={detailsId} hidden={!expanded} className="mt-4 border-t border-border pt-4">
        {expanded && details.isPending && <Spinner label="Loading order items..." className="py-4" />}
        {details.data && (
          <ul className="grid gap-2 text-sm">
            {details.data.items.map((item) => (
              <li key={item.id} className="flex justify-between gap-3">
                <span>
                  {item.productName}
                  {item.size && <span className="text-muted-foreground"> ({item.size})</span>}
                  <span className="block text-muted-foreground">
                    {item.quantity} × {formatPrice(item.price)}
                  </span>
                </span>
                {/* The line's total: what the quantity cost, as the summary adds it up. */}
                <span className="font-medium tabular-nums">{formatCents(lineTotalCents(toCents(item.price) ?? 0, item.quantity))}</span>
              </li>
            ))}
          </ul>
        )}
        <OrderTotals
          order={order}
          shippingLabel={`Shipping (${order.deliveryMethod === 'in-town' ? 'in town' : 'out of town'})`}
          className="mt-4 text-sm"
        />
        {order.shippingAddress && (
          <p className="mt-3 whitespace-pre-line text-sm text-muted-foreground">Ship to: {order.shippingAddress}</p>
        )}
      </div>
    </Card>
  )
}
