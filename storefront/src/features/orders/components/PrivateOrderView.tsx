import type { ApiPrivateOrder } from '@shared/api'
import { formatCents, toCents } from '@shared/money'
import { orderNumber } from '@shared/orderNumber'

import { OrderStatusBadge } from '@/components/OrderStatusBadge'
import { OrderTotals } from '@/components/OrderTotals'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { formatLongDate } from '@/lib/formatLongDate'

/** What each status means for the buyer. */
const STATUS_TEXT: Record<string, { label: string; detail: string }> = {
  completed: { label: 'Paid', detail: 'We have your payment and are preparing your order.' },
  pending: { label: 'Pending', detail: 'We are waiting for your payment to complete.' },
  fulfilled: { label: 'Fulfilled', detail: 'Your order has been handed over or shipped.' },
  cancelled: { label: 'Cancelled', detail: 'This order has been cancelled.' },
  refunded: { label: 'Refunded', detail: 'Your payment for this order has been refunded.' },
}

/** The order from a private link: status, items, totals and delivery. */
export function PrivateOrderView({ order }: { order: ApiPrivateOrder }) {
  const status = STATUS_TEXT[order.status] ?? { label: order.status, detail: '' }
  return (
    <div className="grid gap-4">
      <Card>
        <CardHeader>
          <div className="flex flex-wrap items-center gap-3">
            <CardTitle as="h1" className="text-2xl">
              Order #{orderNumber(order.id)}
            </CardTitle>
            <OrderStatusBadge status={order.status} label={status.label} />
          </div>
          <p className="text-sm text-muted-foreground">
            Placed on {formatLongDate(order.createdAt)} by {order.customerName}
          </p>
        </CardHeader>
        <CardContent>
          <p>{status.detail}</p>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h2">Items</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          <ul className="grid gap-3">
            {order.items.map((item) => (
              <li key={item.id} className="flex justify-between gap-3">
                <span>
                  <span className="font-medium">{item.productName}</span>
                  <span className="block text-sm text-muted-foreground">
                    {item.size ? `Size ${item.size} · ` : ''}Qty {item.quantity}
                  </span>
                </span>
                <span className="tabular-nums">{formatCents((toCents(item.price) ?? 0) * item.quantity)}</span>
              </li>
            ))}
          </ul>
          <OrderTotals order={order} className="border-t border-border pt-4" />
        </CardContent>
      </Card>
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
