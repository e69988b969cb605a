import type { ApiAdminOrder, ApiRefund } from '@shared/api'
import { formatPrice } from '@shared/money'
import { orderNumber } from '@shared/orderNumber'
import { deliveryLabel, PAYMENT_NOT_TAKEN } from '@shared/orderWording'
import { CARRIER_LABELS } from '@shared/orderStatus'
import { Mail, MapPin, MessageSquareText, Phone, Printer, Truck } from 'lucide-react'
import { useId } from 'react'

import { DemoOrderBadge } from '@/components/DemoOrderBadge'
import { OrderLineList } from '@/components/OrderLineList'
import { OrderStatusBadge } from '@/components/OrderStatusBadge'
import { OrderTotals } from '@/components/OrderTotals'
import { Button } from '@/components/ui/button'

import { useEmailOn } from '../api/getNotificationSettings'
import { type StatusUpdate, useUpdateOrderStatus } from '../api/updateOrderStatus'
import { formatOrderTime, formatRefundDate, statusDisplay } from '../lib/orderDisplay'
import { focusAfterCardLeaves } from '../lib/focusAfterCardLeaves'
import { refundableCents } from '../lib/refundPlan'
import { saveWithToast } from '../lib/saveWithToast'
import { CancelOrderDialog } from './CancelOrderDialog'
import { MarkDeliveredDialog } from './MarkDeliveredDialog'
import { fulfilWording, MarkFulfilledDialog } from './MarkFulfilledDialog'
import { MarkShippedDialog } from './MarkShippedDialog'
import { OrderTimeline } from './OrderTimeline'
import { offersPackingSlip } from './PackingSlip'
import { RefundDialog } from './RefundDialog'

type AdminOrderCardProps = {
  order: ApiAdminOrder
  /** Prints this order's packing slip alone (OrdersBoard keeps the slips). */
  onPrintSlip: (orderId: string) => void
}

/** One order to pack: who, where, what is left to send (refunded lines struck through), how much, and what to do with it. */
export function AdminOrderCard({ order, onPrintSlip }: AdminOrderCardProps) {
  const update = useUpdateOrderStatus()
  const emailOn = useEmailOn()
  const titleId = useId()
  const number = orderNumber(order.id)
  const left = refundableCents(order)
  const { account } = order
  const paid = account.paymentTaken || left > 0

  function setStatus(change: Omit<StatusUpdate, 'id'>): Promise<boolean> {
    const done =
      change.status === 'shipped'
        ? {
            title: order.status === 'shipped' ? 'Tracking saved' : 'Order shipped',
            description: emailOn === false ? `Order #${number} is on its way. E-mail is off, so the buyer was not told.` : `Order #${number} is on its way: the buyer has been told.`,
          }
        : change.notify === false
          ? { title: 'Order fulfilled', description: `Order #${number} is fulfilled. No e-mail was sent.` }
          : { title: 'Order fulfilled', description: `Order #${number} ${fulfilWording(order, emailOn).done}` }
    const refocus = focusAfterCardLeaves(document.getElementById(titleId))
    return saveWithToast(update.mutateAsync({ id: order.id, ...change }), 'Error updating order', done).then((saved) => {
      if (saved) refocus()
      return saved
    })
  }

  const busy = update.isPending
  // A cancel whose refund the bank refused afterwards still has money to give back: the same
  // action finishes it (the server's cancel of a cancelled order does what is left).
  const canCancel = order.status === 'completed' || order.status === 'pending' || (order.status === 'cancelled' && account.paymentTaken && left > 0)
  return (
    <article aria-labelledby={titleId} data-order-card tabIndex={-1} className="overflow-hidden rounded-xl border border-border bg-card shadow-sm outline-none focus-visible:ring-2 focus-visible:ring-ring">
      <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2 border-b border-border bg-muted/40 px-4 py-3 sm:px-5">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={titleId} className="font-semibold">
              Order #{number}
            </h3>
            <OrderStatusBadge status={order.status} label={statusDisplay(order).label} />
            {order.demo && <DemoOrderBadge />}
          </div>
          <p className="mt-0.5 text-sm text-muted-foreground">
            <time dateTime={order.createdAt}>{formatOrderTime(order.createdAt)}</time>
            {/* Kept once the order moves on (a refund after shipping): it was shipped. */}
            {order.shippedAt && (
              <>
                {' · shipped '}
                <time dateTime={order.shippedAt}>{formatOrderTime(order.shippedAt)}</time>
              </>
            )}
            {order.fulfilledAt && (
              <>
                {' · fulfilled '}
                <time dateTime={order.fulfilledAt}>{formatOrderTime(order.fulfilledAt)}</time>
              </>
            )}
          </p>
        </div>
        <div className="text-right">
          <p className="text-lg font-bold tabular-nums">{formatPrice(order.total)}</p>
          {order.refunded !== '0.00' && (
            <p className="text-sm font-medium tabular-nums text-muted-foreground">
              Refunded {formatPrice(order.refunded)}
              {account.paymentTaken ? '' : ' (demo: no money moved)'}
            </p>
          )}
        </div>
      </header>

      <div className="grid gap-5 p-4 sm:p-5 md:grid-cols-2">
        <div className="grid content-start gap-2 text-sm">
          <h4 className="sr-only">Customer and delivery</h4>
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
          {(order.carrier || order.trackingNumber) && (
            <p className="flex items-start gap-2" data-tracking>
              <Truck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
              <span className="break-all">
                {order.carrier ? `${CARRIER_LABELS[order.carrier]} ` : 'Tracking '}
                {order.trackingUrl ? (
                  <a href={order.trackingUrl} target="_blank" rel="noreferrer" className="text-ocean underline underline-offset-4">
                    {order.trackingNumber}
                  </a>
                ) : (
                  order.trackingNumber
                )}
              </span>
            </p>
          )}
          {order.note && (
            <div className="flex items-start gap-2 rounded-lg border border-border bg-muted/40 px-3 py-2" data-buyer-note>
              <MessageSquareText aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
              <p className="whitespace-pre-line break-words">
                <span className="font-semibold">Note from the buyer: </span>
                {order.note}
              </p>
            </div>
          )}
        </div>

        <div className="grid content-start gap-3 text-sm">
          <h4 className="sr-only">Items</h4>
          <OrderLineList account={account} cancelled={order.status === 'cancelled'} forShop />
          {account.fulfilment === 'nothing-to-send' && (
            <p className="rounded-lg bg-muted px-3 py-2 font-medium">Nothing left to send: every item of this order was refunded.</p>
          )}
          <OrderTotals order={order} charges={account.charges} demo={!account.paymentTaken} className="border-t border-border pt-3" />
          <RefundList refunds={account.refunds} />
          <p className="break-all text-xs text-muted-foreground">{account.paymentTaken ? `Payment ${order.paymentIntentId}` : PAYMENT_NOT_TAKEN}</p>
        </div>
      </div>

      <footer data-no-print className="flex flex-col gap-2 border-t border-border px-4 py-3 sm:flex-row sm:flex-wrap sm:items-center sm:px-5">
        <div className="flex flex-col gap-2 sm:order-last sm:ml-auto sm:flex-row sm:flex-wrap sm:justify-end">
          {order.status === 'completed' && account.fulfilment === 'to-send' && order.deliveryMethod === 'out-of-town' && (
            <MarkShippedDialog order={order} describedBy={titleId} disabled={busy} onConfirm={(shipment) => setStatus({ status: 'shipped', ...shipment })} />
          )}
          {order.status === 'completed' && account.fulfilment === 'to-send' && order.deliveryMethod === 'in-town' && (
            <MarkFulfilledDialog order={order} describedBy={titleId} disabled={busy} onConfirm={(notify) => setStatus({ status: 'fulfilled', notify })} />
          )}
          {order.status === 'shipped' && (
            <>
              <MarkDeliveredDialog order={order} describedBy={titleId} disabled={busy} onConfirm={() => void setStatus({ status: 'fulfilled', notify: false })} />
              <MarkShippedDialog order={order} describedBy={titleId} disabled={busy} onConfirm={(shipment) => setStatus({ status: 'shipped', ...shipment })} />
            </>
          )}
          {offersPackingSlip(order) && (
            <Button variant="outline" onClick={() => onPrintSlip(order.id)} aria-describedby={titleId}>
              <Printer aria-hidden="true" />
              Print Packing Slip
            </Button>
          )}
          {paid && left > 0 && order.status !== 'pending' && <RefundDialog order={order} describedBy={titleId} />}
        </div>
        {/* Kept apart from the other actions: on a phone a divider and space, on a wide screen the far side. */}
        {canCancel && (
          <div className="mt-3 flex flex-col border-t border-border pt-4 sm:mt-0 sm:border-t-0 sm:pt-0">
            <CancelOrderDialog order={order} describedBy={titleId} disabled={busy} />
          </div>
        )}
      </footer>
      <OrderTimeline orderId={order.id} describedBy={titleId} />
    </article>
  )
}

/** Each refund with its amount, date, reason and who made it; a failed one says so. */
function RefundList({ refunds }: { refunds: readonly ApiRefund[] }) {
  if (refunds.length === 0) return null
  const by = { admin: 'at /admin', cancel: 'cancellation', provider: 'Stripe dashboard' } as const
  return (
    <div className="grid gap-1 rounded-lg border border-border px-3 py-2">
      <h4 className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">Refunds</h4>
      <ul className="grid gap-1">
        {refunds.map((refund) => (
          <li key={refund.id} className="flex flex-wrap justify-between gap-x-3">
            <span className={refund.counts ? undefined : 'text-muted-foreground line-through'}>
              {formatRefundDate(refund.createdAt)} · {by[refund.source]}
              {refund.reason ? ` · ${refund.reason}` : ''}
              {refund.counts ? '' : ` (${refund.status})`}
            </span>
            <span className="tabular-nums">−{formatPrice(refund.amount)}</span>
          </li>
        ))}
      </ul>
    </div>
  )
}
