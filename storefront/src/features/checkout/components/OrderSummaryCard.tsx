import { FEE_CONTRIBUTION_LABEL } from '@shared/givingWording'
import { type FeeMode, formatCents, formatPrice, formatShipping, lineTotalCents, type OrderTotals, toCents } from '@shared/money'
import type { ReactNode } from 'react'

import { Thumbnail } from '@/components/Thumbnail'
import { Checkbox } from '@/components/ui/checkbox'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { cn } from '@/lib/cn'

import type { CheckoutLine } from '../lib/checkoutLine'

type OrderSummaryCardProps = {
  lines: CheckoutLine[]
  totals: OrderTotals
  /** The server priced the cart differently from what the browser knew (a price changed meanwhile). */
  pricesChanged: boolean
  /** Who pays the card fee (the Giving settings): a fee line, a removable one, or none. */
  feeMode?: FeeMode
  /** `optional` mode: the fee the buyer would cover, shown on the line even when unticked. */
  optionalFeeCents?: number
  coverFees?: boolean
  onCoverFeesChange?: (cover: boolean) => void
  feeDisabled?: boolean
  className?: string
  children?: ReactNode
  /** The promo code applied: a Discount line names it (issue 31). */
  promoCode?: string | null
  promoField?: ReactNode
}

/** Line items, Subtotal, Shipping, processing fee and Total (shared/money.ts computes them). */
export function OrderSummaryCard(props: OrderSummaryCardProps) {
  const { lines, totals, pricesChanged, feeMode = 'required', optionalFeeCents = 0, coverFees = true, onCoverFeesChange, feeDisabled = false, className, children, promoCode = null, promoField } = props
  return (
    <Card className={cn('min-w-0', className)}>
      <CardHeader>
        <CardTitle>Order Summary</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <ul aria-label="Items in your order" className="grid gap-3">
          {lines.map((line) => (
            <li key={line.id} className="flex items-center gap-3">
              <Thumbnail src={line.image} variants={line.imageVariants} size={48} className="size-12 shrink-0 rounded-md object-cover" />
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-semibold">{line.name}</p>
                <p className="text-xs text-muted-foreground">
                  {line.size && <>Size: {line.size} · </>}
                  Qty: {line.quantity} × {formatPrice(line.price)}
                </p>
              </div>
              <p className="text-sm font-semibold tabular-nums">{formatCents(lineTotalCents(toCents(line.price) ?? 0, line.quantity))}</p>
            </li>
          ))}
        </ul>
        {pricesChanged && (
          <p role="status" className="rounded-md bg-secondary px-3 py-2 text-xs text-secondary-foreground">
            Some prices changed since these items were added. The totals below are the current ones.
          </p>
        )}
        <dl className="grid gap-2 border-t border-border pt-4 text-sm">
          <SummaryRow term="Subtotal" value={formatCents(totals.subtotalCents)} />
          <SummaryRow term="Shipping" value={formatShipping(totals.shippingCents)} />
          {totals.discountCents > 0 && <SummaryRow term={promoCode ? `Discount (${promoCode})` : 'Discount'} value={`−${formatCents(totals.discountCents)}`} />}
          {totals.donationCents > 0 && <SummaryRow term="Donation" value={formatCents(totals.donationCents)} />}
          {feeMode === 'required' && <SummaryRow term="Processing fee" value={formatCents(totals.feeCents)} />}
          {feeMode === 'optional' && (
            <div className="flex items-start justify-between gap-3">
              <dt>
                <label className="flex cursor-pointer items-center gap-2 text-muted-foreground">
                  <Checkbox checked={coverFees} disabled={feeDisabled} onChange={(event) => onCoverFeesChange?.(event.target.checked)} />
                  <span>
                    {FEE_CONTRIBUTION_LABEL} ({formatCents(optionalFeeCents)})
                  </span>
                </label>
              </dt>
              <dd className="font-semibold tabular-nums">{formatCents(totals.feeCents)}</dd>
            </div>
          )}
          <div className="flex justify-between border-t border-border pt-3 text-base">
            <dt className="font-semibold">Total</dt>
            <dd className="font-bold tabular-nums">{formatCents(totals.totalCents)}</dd>
          </div>
        </dl>
        {/* Locked with the fee's tick while an order is placed: the code cannot change under a press that is paying (decision 70). */}
        {promoField && (
          <fieldset disabled={feeDisabled} className="m-0 min-w-0 border-0 p-0">
            {promoField}
          </fieldset>
        )}
        {feeMode === 'required' && (
          <p className="text-xs text-muted-foreground">The processing fee covers the card provider&apos;s charge, so the full price of your items goes to our programs.</p>
        )}
        {feeMode === 'optional' && (
          <p className="text-xs text-muted-foreground">
            The card provider charges us 2.9% + $0.30 per payment. Covering it is up to you, and counts as a tax-deductible gift.
          </p>
        )}
        {children}
      </CardContent>
    </Card>
  )
}

function SummaryRow({ term, value }: { term: string; value: string }) {
  return (
    <div className="flex justify-between gap-3">
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="font-semibold tabular-nums">{value}</dd>
    </div>
  )
}
