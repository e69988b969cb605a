import type { ApiAdminOrder } from '@shared/api'
import { orderNumber } from '@shared/orderNumber'
import { PackageCheck } from 'lucide-react'

import { ConfirmDialog } from '@/components/ConfirmDialog'
import { Button } from '@/components/ui/button'

/**
 * Mark Delivered, on a shipped order: it moves to Fulfilled (decision 48: shipped → fulfilled,
 * "delivered"), with no e-mail — the buyer was told when it shipped.
 */
export function MarkDeliveredDialog({ order, describedBy, disabled, onConfirm }: { order: ApiAdminOrder; describedBy: string; disabled: boolean; onConfirm: () => void }) {
  return (
    <ConfirmDialog
      trigger={
        <Button busy={disabled} aria-describedby={describedBy}>
          <PackageCheck aria-hidden="true" />
          Mark Delivered
        </Button>
      }
      title={`Mark order #${orderNumber(order.id)} delivered?`}
      description="Once the parcel has arrived. The order moves to Fulfilled; the buyer gets no e-mail (they were told when it shipped)."
      confirmLabel="Yes, It Arrived"
      confirmVariant="default"
      onConfirm={onConfirm}
    />
  )
}
