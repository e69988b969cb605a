import type { ApiAdminOrder } from '@shared/api'
import { formatPrice } from '@shared/money'
import { orderNumber } from '@shared/orderNumber'
import { Mail, MapPin, PackageCheck, Phone, Printer, RotateCcw, Truck, XCircle } from 'lucide-react'
import { useId } from 'react'

import { ConfirmDialog } from '@/components/ConfirmDialog'
import { DemoOrderBadge } from '@/components/DemoOrderBadge'
import { OrderStatusBadge } from '@/components/OrderStatusBadge'
import { OrderTotals } from '@/components/OrderTotals'
import { Button } from '@/components/ui/button'

import { useCancelOrder } from '../api/cancelOrder'
import { type SettableStatus, useUpdateOrderStatus } from '../api/updateOrderStatus'
import { deliveryLabel, formatOrderTime, statusDisplay } from '../lib/orderDisplay'
import { saveWithToast } from '../lib/saveWithToast'
import { printPackingSlip } from '../lib/printPackingSlip'
import { refundableCents } from '../lib/refundPlan'
import { RefundDialog } from './RefundDialog'

const DONE_TOAST: Record<SettableStatus, (number: string) => { title: string; description: string }> = {
  fulfilled: (n) => ({ title: 'Order fulfilled', description: `Order #${n} is marked fulfilled.` }),
  cancelled: (n) => ({ title: 'Order cancelled', description: `Order #${n} is cancelled, refunded and its items are back in stock.` }),
  completed: (n) => ({ title: 'Order reopened', description: `Order #${n} is back among the orders to fulfil.` }),
}

/** One order to pack: who, where, what, how much, paid or not, and what to do with it. */
export function AdminOrderCard({ order }: { order: ApiAdminOrder }) {
  const update = useUpdateOrderStatus()
  const cancel = useCancelOrder()
  const titleId = useId()
  const number = orderNumber(order.id)
  const left = refundableCents(order)
  const paid = !order.demo || left > 0

  async function setStatus(status: SettableStatus) {
    await saveWithToast(update.mutateAsync({ id: order.id, status }), 'Error updating order', DONE_TOAST[status](number))
  }

  async function cancelAndRefund() {
    await saveWithToast(cancel.mutateAsync(order.id), 'Error cancelling order', DONE_TOAST.cancelled(number))
  }

  const busy = update.isPending || cancel.isPending
  return (
    <article aria-labelledby={titleId} data-order-slip className="overflow-hidden rounded-xl border border-border bg-card shadow-sm">
      <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2 border-b border-border bg-muted/40 px-4 py-3 sm:px-5">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={titleId} className="font-semibold">
              Order #{number}
            </h3>
            <OrderStatusBadge status={order.status} label={statusDisplay(order.status, order.demo).label} />
            {order.demo && <DemoOrderBadge />}
          </div>
          <p className="mt-0.5 text-sm text-muted-foreground">
            <time dateTime={order.createdAt}>{formatOrderTime(order.createdAt)}</time>
            {order.fulfilledAt && order.status === 'fulfilled' && (
              <>
                {' · fulfilled '}
                <time dateTime={order.fulfilledAt}>{formatOrderTime(order.fulfilledAt)}</time>
              </>
            )}
          </p>
        </div>
        <div className="text-right">
          <p className="text-lg font-bold tabular-nums">{formatPrice(order.total)}</p>
          {order.refunded !== '0.00' && <p className="text-sm font-medium tabular-nums text-muted-foreground">Refunded {formatPrice(order.refunded)}</p>}
        </div>
      </header>

      <div className="grid gap-5 p-4 sm:p-5 md:grid-cols-2">
        <section aria-label="Customer and delivery" className="grid content-start gap-2 text-sm">
          <p className="text-base font-semibold">{order.customerName}</p>
          <a href={`mailto:${order.customerEmail}`} className="flex min-h-8 items-center gap-2 break-all text-ocean underline-offset-4 hover:underline">
            <Mail aria-hidden="true" className="size-4 shrink-0" />
            {order.customerEmail}
          </a>
          {order.customerPhone && (
            <a href={`tel:${order.customerPhone}`} className="flex min-h-8 items-center gap-2 text-ocean underline-offset-4 hover:underline">
              <Phone aria-hidden="true" className="size-4 shrink-0" />
              {order.customerPhone}
            </a>
          )}
          <p className="flex items-center gap-2">
            <Truck aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
            {deliveryLabel(order.deliveryMethod)}
          </p>
          {order.shippingAddress && (
            <p className="flex items-start gap-2">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
              <span className="whitespace-pre-line">
                <span className="sr-only">Mailing address: </span>
                {order.shippingAddress}
              </span>
            </p>
          )}
        </section>

        <section aria-label="Items" className="grid content-start gap-3 text-sm">
          <ul className="grid gap-2">
            {order.items.map((item) => (
              <li key={item.id} className="flex justify-between gap-3">
                <span className="min-w-0">
                  <span className="font-semibold tabular-nums">{item.quantity} ×</span> {item.productName}
                  {item.size && <span className="ml-1 rounded bg-secondary px-1.5 py-0.5 text-xs font-semibold">Size {item.size}</span>}
                </span>
                <span className="shrink-0 tabular-nums text-muted-foreground">{formatPrice(item.price)} each</span>
              </li>
            ))}
          </ul>
          <OrderTotals order={order} className="border-t border-border pt-3" />
          <p className="break-all text-xs text-muted-foreground">Payment {order.paymentIntentId}</p>
        </section>
      </div>

      <footer data-no-print className="flex flex-col gap-2 border-t border-border px-4 py-3 sm:flex-row sm:flex-wrap sm:justify-end sm:px-5">
        <Button variant="outline" onClick={(event) => printPackingSlip(event.currentTarget)} aria-describedby={titleId}>
          <Printer aria-hidden="true" />
          Print Packing Slip
        </Button>
        {paid && left > 0 && order.status !== 'pending' && <RefundDialog order={order} describedBy={titleId} />}
        {order.status === 'completed' && (
          <Button onClick={() => void setStatus('fulfilled')} disabled={busy} aria-describedby={titleId}>
            <PackageCheck aria-hidden="true" />
            Mark Fulfilled
          </Button>
        )}
        {order.status === 'fulfilled' && (
          <Button variant="outline" onClick={() => void setStatus('completed')} disabled={busy} aria-describedby={titleId}>
            <RotateCcw aria-hidden="true" />
            Mark Not Fulfilled
          </Button>
        )}
        {(order.status === 'completed' || order.status === 'pending') && (
          <ConfirmDialog
            trigger={
              <Button variant="outline" className="text-destructive hover:text-destructive" disabled={busy} aria-describedby={titleId}>
                <XCircle aria-hidden="true" />
                Cancel Order
              </Button>
            }
            title={`Cancel order #${number}?`}
            description={
              left > 0 && !order.demo
                ? `${formatPrice((left / 100).toFixed(2))} goes back to the buyer's card, every item goes back in stock, and the buyer gets an e-mail. This cannot be undone.`
                : 'Every item goes back in stock and the buyer gets an e-mail. This cannot be undone.'
            }
            cancelLabel="Keep Order"
            confirmLabel={left > 0 && !order.demo ? 'Cancel and Refund' : 'Cancel Order'}
            onConfirm={() => void cancelAndRefund()}
          />
        )}
      </footer>
    </article>
  )
}
