import { cn } from '@/lib/cn'
import { orderStatusTone } from '@/lib/orderStatusTone'

/**
 * An order's status as a badge, one colour per status wherever orders are shown (the account, the
 * private order page, /admin/orders). The words may differ by reader: the status itself for the
 * buyer's account, "Paid · to fulfil" for the volunteer packing it.
 */
export function OrderStatusBadge({ status, label = status, className }: { status: string; label?: string; className?: string }) {
  return (
    <span
      data-status={status}
      className={cn('inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold', orderStatusTone(status), className)}
    >
      {label}
    </span>
  )
}
