import type { ApiMoneyLine, ApiOrder } from '@shared/api'
import { FEE_CONTRIBUTION_LABEL } from '@shared/givingWording'
import { formatPrice, formatShipping, toCents } from '@shared/money'

import { cn } from '@/lib/cn'

type OrderTotalsProps = {
  order: Pick<ApiOrder, 'subtotal' | 'shippingCost' | 'processingFee' | 'total' | 'refunded'> & Partial<Pick<ApiOrder, 'promoCode' | 'discount' | 'donation' | 'feeIsContribution'>>
  /** The order's money lines from its account (cms/orders/orderAccount.ts), when read. */
  charges?: readonly ApiMoneyLine[]
  /** The shipping row's term, e.g. 'Shipping (in town)'. */
  shippingLabel?: string
  /** A demo order: its refunds moved no money, and the rows say so. */
  demo?: boolean
  className?: string
}

/**
 * A placed order's money lines (Subtotal, Shipping, Processing fee), its Total and, once something
 * was refunded, the refunds and what the order comes to now: the account, the private order page
 * and the admin order cards list them alike.
 */
export function OrderTotals({ order, charges, shippingLabel = 'Shipping', demo = false, className }: OrderTotalsProps) {
  // Without the account: the same lines as cms/orders/orderAccount.ts makes (a gift, and no fee line when none was paid: issue 27).
  const lines: readonly ApiMoneyLine[] = charges ?? [
    { kind: 'subtotal', label: 'Subtotal', amount: order.subtotal },
    { kind: 'shipping', label: 'Shipping', amount: order.shippingCost },
    ...(order.promoCode && order.discount && order.discount !== '0.00'
      ? [{ kind: 'discount' as const, label: `Discount (${order.promoCode})`, amount: order.discount }]
      : []),
    ...((toCents(order.donation ?? '0') ?? 0) > 0 ? [{ kind: 'donation' as const, label: 'Donation', amount: order.donation ?? '0.00' }] : []),
    ...((toCents(order.processingFee) ?? 0) > 0 ? [{ kind: 'fee' as const, label: order.feeIsContribution ? FEE_CONTRIBUTION_LABEL : 'Processing fee', amount: order.processingFee }] : []),
  ]
  const refundedCents = toCents(order.refunded) ?? 0
  const remaining = ((toCents(order.total) ?? 0) - refundedCents) / 100
  return (
    <dl className={cn('grid gap-1', className)}>
      {lines.map((line) => (
        <div key={line.kind} className="flex justify-between">
          <dt className="text-muted-foreground">{line.kind === 'shipping' ? shippingLabel : line.label}</dt>
          <dd className="whitespace-nowrap tabular-nums">{line.kind === 'shipping' ? formatShipping(toCents(line.amount) ?? 0) : line.kind === 'discount' ? `−${formatPrice(line.amount)}` : formatPrice(line.amount)}</dd>
        </div>
      ))}
      <div className={cn('flex justify-between', refundedCents === 0 && 'font-semibold')}>
        <dt className={cn(refundedCents > 0 && 'text-muted-foreground')}>Total</dt>
        <dd className="whitespace-nowrap tabular-nums">{formatPrice(order.total)}</dd>
      </div>
      {refundedCents > 0 && (
        <>
          <div className="flex justify-between">
            <dt className="text-muted-foreground">{demo ? 'Refunded (demo: no money moved)' : 'Refunded'}</dt>
            <dd className="whitespace-nowrap tabular-nums">−{formatPrice(order.refunded)}</dd>
          </div>
          <div className="flex justify-between font-semibold">
            <dt>Total after refunds</dt>
            <dd className="whitespace-nowrap tabular-nums">{formatPrice(Math.max(0, remaining))}</dd>
          </div>
        </>
      )}
    </dl>
  )
}
