import type { ApiOrder } from '@shared/api'
import { formatPrice, formatShipping, toCents } from '@shared/money'

import { cn } from '@/lib/cn'

type OrderTotalsProps = {
  order: Pick<ApiOrder, 'subtotal' | 'shippingCost' | 'processingFee' | 'total'> & Partial<Pick<ApiOrder, 'promoCode' | 'discount'>>
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
      {order.promoCode && (toCents(order.discount ?? '0') ?? 0) > 0 && (
        <div className="flex justify-between">
          <dt className="text-muted-foreground">Discount ({order.promoCode})</dt>
          <dd className="tabular-nums">−{formatPrice(order.discount ?? '0')}</dd>
        </div>
      )}
      <div className="flex justify-between">
        <dt className="text-muted-foreground">Processing fee</dt>
        <dd className="tabular-nums">{formatPrice(order.processingFee)}</dd>
      </div>
      <div className="flex justify-between font-semibold">
        <dt>Total</dt>
        <dd className="tabular-nums">{formatPrice(order.total)}</dd>
      </div>
    </dl>
  )
}
