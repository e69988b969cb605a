import type { ApiOrder } from '@shared/api'
import { CARRIER_LABELS } from '@shared/orderStatus'
import { Truck } from 'lucide-react'

import { cn } from '@/lib/cn'

/** A shipped order's carrier and tracking number, linked to the carrier's tracking page when known (the account, the private order page). */
export function TrackingLine({ order, className }: { order: Pick<ApiOrder, 'status' | 'shippedAt' | 'carrier' | 'trackingNumber' | 'trackingUrl'>; className?: string }) {
  // Shipped, even if refunded since: the buyer still learns it was sent.
  if (order.status !== 'shipped' && !order.shippedAt && !order.trackingNumber) return null
  const carrier = order.carrier ? CARRIER_LABELS[order.carrier] : null
  return (
    <p data-tracking className={cn('flex items-start gap-2 text-sm', className)}>
      <Truck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
      <span className="break-all">
        {order.trackingNumber ? (
          <>
            {carrier ? `${carrier} tracking: ` : 'Tracking number: '}
            {order.trackingUrl ? (
              <a href={order.trackingUrl} target="_blank" rel="noreferrer" className="font-medium text-ocean underline underline-offset-4">
                {order.trackingNumber}
              </a>
            ) : (
              <span className="font-medium">{order.trackingNumber}</span>
            )}
          </>
        ) : (
          `Shipped${carrier ? ` with ${carrier}` : ''}, without a tracking number.`
        )}
      </span>
    </p>
  )
}
