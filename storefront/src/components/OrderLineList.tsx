import type { ApiOrderAccount, ApiOrderLine } from '@shared/api'
import { formatCents, formatPrice, toCents } from '@shared/money'
import { lineRefundNote } from '@shared/orderWording'
import { Undo2 } from 'lucide-react'

import { NoBreakHyphens } from '@/components/NoBreakHyphens'
import { cn } from '@/lib/cn'

type OrderLineListProps = {
  account: Pick<ApiOrderAccount, 'lines' | 'paymentTaken'>
  cancelled: boolean
  /** For the people packing it: the unit price ("$25.00 each") and which units went back on sale. */
  forShop?: boolean
  className?: string
}

/**
 * What was bought, line by line, as it stands (the order's account): a line refunded or cancelled
 * in full is struck through, and every line with refunded units says how many, how much went back
 * and why. The same on /admin/orders, the private order page and the account.
 */
export function OrderLineList({ account, cancelled, forShop = false, className }: OrderLineListProps) {
  return (
    <ul className={cn('grid gap-3', className)}>
      {account.lines.map((line) => (
        <OrderLineItem key={line.id} line={line} cancelled={cancelled} demo={!account.paymentTaken} forShop={forShop} />
      ))}
    </ul>
  )
}

function OrderLineItem({ line, cancelled, demo, forShop }: { line: ApiOrderLine; cancelled: boolean; demo: boolean; forShop: boolean }) {
  const gone = line.refunded === line.ordered
  const note = lineRefundNote(line, formatPrice(line.refundedAmount), { cancelled, demo, forShop })
  // The packer reads "2 × Rescue Tee"; the buyer reads the name, then "2 × $25.00" under it.
  const name = (
    <>
      {forShop && <span className="font-semibold tabular-nums">{line.ordered} × </span>}
      <NoBreakHyphens text={line.productName} />
      {line.size && <span className="ml-1 rounded bg-secondary px-1.5 py-0.5 text-xs font-semibold text-secondary-foreground">Size {line.size}</span>}
      {!forShop && (
        <span className="block text-sm tabular-nums text-muted-foreground">
          {line.ordered} × {formatPrice(line.price)}
        </span>
      )}
    </>
  )
  const price = forShop ? `${formatPrice(line.price)} each` : formatCents((toCents(line.price) ?? 0) * line.ordered)
  return (
    <li className="grid gap-1">
      <div className="flex justify-between gap-3">
        <span className={cn('min-w-0', gone && 'text-muted-foreground')}>
          {gone ? (
            <>
              <span className="sr-only">{cancelled ? 'Cancelled: ' : 'Refunded: '}</span>
              <del>{name}</del>
            </>
          ) : (
            name
          )}
        </span>
        <span className={cn('shrink-0 tabular-nums', forShop || gone ? 'text-muted-foreground' : 'font-medium')}>{gone ? <del>{price}</del> : price}</span>
      </div>
      {note && (
        <p className="flex items-start gap-1.5 text-sm font-medium text-muted-foreground">
          <Undo2 aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
          <span className="min-w-0 [overflow-wrap:anywhere]">{note}</span>
        </p>
      )}
    </li>
  )
}
