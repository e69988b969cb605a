import type { ApiPrivateOrder } from '@shared/api'
import { formatPrice } from '@shared/money'
import { orderNumber } from '@shared/orderNumber'
import { buyerOrderStatus } from '@shared/orderWording'

import { DemoOrderBadge } from '@/components/DemoOrderBadge'
import { OrderLineList } from '@/components/OrderLineList'
import { OrderStatusBadge } from '@/components/OrderStatusBadge'
import { TrackingLine } from '@/components/TrackingLine'
import { OrderTotals } from '@/components/OrderTotals'
import { ReceiptStatement } from '@/components/ReceiptStatement'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { formatLongDate } from '@/lib/formatLongDate'

/**
 * The order from a private link: what state it is in (refunds and cancellation with their amounts
 * and reasons; a demo order says no payment was taken), the items as they stand (refunded lines
 * struck through), the money and the delivery.
 */
export function PrivateOrderView({ order }: { order: ApiPrivateOrder }) {
  const { account } = order
  const status = buyerOrderStatus({
    status: order.status,
    fulfilment: account.fulfilment,
    demo: !account.paymentTaken,
    deliveryMethod: order.deliveryMethod,
    refunded: formatPrice(account.refunded),
    cancelReason: account.cancelReason,
  })
  return (
    <div className="grid gap-4">
      <Card>
        <CardHeader>
          <div className="flex flex-wrap items-center gap-3">
            <CardTitle as="h1" className="text-2xl">
              Order #{orderNumber(order.id)}
            </CardTitle>
            <OrderStatusBadge status={order.status} label={status.label} />
            {order.demo && <DemoOrderBadge />}
          </div>
          <p className="text-sm text-muted-foreground">
            Placed on {formatLongDate(order.createdAt)} by {order.customerName}
          </p>
        </CardHeader>
        <CardContent>
          <p>{status.detail}</p>
          <TrackingLine order={order} className="mt-3" />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h2">Items</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          <OrderLineList account={account} cancelled={order.status === 'cancelled'} />
          <OrderTotals order={order} charges={account.charges} demo={!account.paymentTaken} className="border-t border-border pt-4" />
          {account.paymentTaken && account.refunds.some((refund) => refund.counts) && (
            <div className="grid gap-1 border-t border-border pt-4 text-sm">
              <h3 className="font-semibold">Refunds</h3>
              <ul className="grid gap-1">
                {account.refunds
                  .filter((refund) => refund.counts)
                  .map((refund) => (
                    <li key={refund.id} className="flex flex-wrap justify-between gap-x-3">
                      <span className="text-muted-foreground">
                        {formatLongDate(refund.createdAt)}
                        {refund.reason ? ` · ${refund.reason}` : ''}
                      </span>
                      <span className="tabular-nums">{formatPrice(refund.amount)}</span>
                    </li>
                  ))}
              </ul>
            </div>
          )}
          {order.receipt?.kind === 'purchase' && <ReceiptStatement receipt={order.receipt} className="border-t border-border pt-4" />}
        </CardContent>
      </Card>
      {order.receipt?.kind === 'contribution' && (
        <Card>
          <CardHeader>
            <CardTitle as="h2">{order.receipt.heading}</CardTitle>
          </CardHeader>
          <CardContent>
            <ReceiptStatement receipt={order.receipt} headingLevel="none" />
          </CardContent>
        </Card>
      )}
      <Card>
        <CardHeader>
          <CardTitle as="h2">Delivery</CardTitle>
        </CardHeader>
        <CardContent>
          {order.deliveryMethod === 'out-of-town' ? (
            <>
              <p className="font-medium">Mailed to</p>
              <p className="whitespace-pre-line text-muted-foreground">{order.shippingAddress}</p>
            </>
          ) : (
            <p>In town (St. John): we will contact you to arrange pickup or hand-over.</p>
          )}
        </CardContent>
      </Card>
    </div>
  )
}
