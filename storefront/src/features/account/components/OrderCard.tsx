import type { ApiOrder } from '@shared/api'
import { formatPrice } from '@shared/money'
import { orderNumber } from '@shared/orderNumber'
import { buyerOrderStatus, PAYMENT_NOT_TAKEN } from '@shared/orderWording'
import { ChevronDown, ChevronUp } from 'lucide-react'
import { useId, useState } from 'react'

import { DemoOrderBadge } from '@/components/DemoOrderBadge'
import { OrderLineList } from '@/components/OrderLineList'
import { OrderStatusBadge } from '@/components/OrderStatusBadge'
import { TrackingLine } from '@/components/TrackingLine'
import { OrderTotals } from '@/components/OrderTotals'
import { ReceiptStatement } from '@/components/ReceiptStatement'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Spinner } from '@/components/ui/spinner'
import { formatLongDate } from '@/lib/formatLongDate'

import { useOrder } from '../api/getOrder'

/**
 * One order of the account's list: number, status, date, total and, once money went back, how much
 * (a cancelled order says what was refunded; a demo order that no payment was taken). The details
 * show the items as they stand (refunded lines struck through, with amounts and reasons).
 */
export function OrderCard({ order }: { order: ApiOrder }) {
  const [expanded, setExpanded] = useState(false)
  const [requested, setRequested] = useState(false)
  const detailsId = useId()
  // Enabled from the first expansion on; the cache then answers every later one.
  const details = useOrder(order.id, requested)
  const account = details.data?.account
  const status = buyerOrderStatus({
    status: order.status,
    fulfilment: account?.fulfilment,
    demo: order.demo,
    deliveryMethod: order.deliveryMethod,
    refunded: formatPrice(order.refunded),
    cancelReason: order.cancelReason,
  })
  const refunded = order.refunded !== '0.00'

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
            <OrderStatusBadge status={order.status} label={order.status} className="capitalize" />
            {order.demo && <DemoOrderBadge />}
          </div>
          <p className="text-sm text-muted-foreground">{formatLongDate(order.createdAt)}</p>
        </div>
        <div className="text-right">
          <p className="text-lg font-bold tabular-nums">{formatPrice(order.total)}</p>
          {order.demo ? (
            <p className="text-sm text-muted-foreground">{PAYMENT_NOT_TAKEN}</p>
          ) : (
            refunded && <p className="text-sm font-medium tabular-nums text-muted-foreground">Refunded {formatPrice(order.refunded)}</p>
          )}
        </div>
      </div>
      {(order.status === 'cancelled' || order.status === 'refunded' || refunded) && <p className="mt-3 text-sm">{status.detail}</p>}
      <TrackingLine order={order} className="mt-3" />
      <Button variant="outline" size="sm" className="mt-4" aria-expanded={expanded} aria-controls={detailsId} onClick={toggle}>
        {expanded ? <ChevronUp aria-hidden="true" /> : <ChevronDown aria-hidden="true" />}
        {expanded ? 'Hide Details' : 'View Details'}
      </Button>
      <div id={detailsId} hidden={!expanded} className="mt-4 border-t border-border pt-4">
        {expanded && details.isPending && <Spinner label="Loading order items..." className="py-4" />}
        {account && <OrderLineList account={account} cancelled={order.status === 'cancelled'} className="text-sm" />}
        <OrderTotals
          order={order}
          charges={account?.charges}
          demo={order.demo}
          shippingLabel={`Shipping (${order.deliveryMethod === 'in-town' ? 'in town' : 'out of town'})`}
          className="mt-4 text-sm"
        />
        {order.shippingAddress && (
          <p className="mt-3 whitespace-pre-line text-sm text-muted-foreground">Ship to: {order.shippingAddress}</p>
        )}
        <ReceiptStatement receipt={details.data?.receipt} headingLevel="h4" className="mt-4 border-t border-border pt-4" />
      </div>
    </Card>
  )
}
