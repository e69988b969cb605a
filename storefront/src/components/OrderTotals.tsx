import type { ApiOrder } from '@shared/api'
import { FEE_CONTRIBUTION_LABEL } from '@shared/givingWording'
import { formatPrice, formatShipping, toCents } from '@shared/money'

import { cn } from '@/lib/cn'

type OrderTotalsProps = {
  order: Pick<ApiOrder, 'subtotal' | 'shippingCost' | 'processingFee' | 'total'> & Partial<Pick<ApiOrder, 'donation' | 'feeIsContribution'>>
  /** The shipping row's term, e.g. 'Shipping (in town)'. */
  shippingLabel?: string
  className?: string
}

/** A placed order's Subtotal, Shipping, Processing fee and Total, as the account and the admin order cards list them. */
export function OrderTotals({ order, shippingLabel = 'Shipping', className }: OrderTotalsProps) {
  return (
    <dl className={cn('grid gap-1', className)}>
      <div className="flex justify-between">
        <dt className="text-muted-foreground">Subtotal</dt>
        <dd className="tabular-nums">{formatPrice(order.subtotal)}</dd>
      </div>
      <div className="flex justify-between">
        <dt className="text-muted-foreground">{shippingLabel}</dt>
        <dd className="tabular-nums">{formatShipping(toCents(order.shippingCost) ?? 0)}</dd>
      </div>
      {(toCents(order.donation ?? '0') ?? 0) > 0 && (
        <div className="flex justify-between">
          <dt className="text-muted-foreground">Donation</dt>
          <dd className="tabular-nums">{formatPrice(order.donation ?? '0')}</dd>
        </div>
      )}
      {/* No fee line when the shop absorbed the fee or the buyer did not cover it (issue 27). */}
      {(toCents(order.processingFee) ?? 0) > 0 && (
        <div className="flex justify-between">
          <dt className="text-muted-foreground">{order.feeIsContribution ? FEE_CONTRIBUTION_LABEL : 'Processing fee'}</dt>
          <dd className="tabular-nums">{formatPrice(order.processingFee)}</dd>
        </div>
      )}
      <div className="flex justify-between font-semibold">
        <dt>Total</dt>
        <dd className="tabular-nums">{formatPrice(order.total)}</dd>
      </div>
    </dl>
  )
}
