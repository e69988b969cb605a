import { formatPrice } from '@shared/money'
import { orderNumber } from '@shared/orderNumber'
import { CircleCheck, X } from 'lucide-react'
import { useEffect, useId, useRef } from 'react'
import { Link } from 'react-router-dom'

import { Button } from '@/components/ui/button'

import { clearOrderConfirmation, type OrderConfirmation } from '../lib/orderConfirmation'

/** A confirmation saved this recently was just made: it takes focus so screen readers announce it. */
const FRESH_MS = 15_000

/** A guest's order confirmation on the home page: number, total, where the receipt goes, the private link. */
export function OrderConfirmationPanel({ confirmation }: { confirmation: OrderConfirmation }) {
  const headingId = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  const number = orderNumber(confirmation.id)

  useEffect(() => {
    if (Date.now() - confirmation.savedAt < FRESH_MS) heading.current?.focus({ preventScroll: false })
  }, [confirmation.savedAt])

  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
      <div className="relative flex gap-4 rounded-2xl border border-success/50 bg-success-soft p-5 pr-14 shadow-sm sm:p-6 sm:pr-16">
        <CircleCheck aria-hidden="true" className="mt-0.5 size-7 shrink-0 text-success" />
        <div className="grid min-w-0 gap-2">
          <h2 id={headingId} ref={heading} tabIndex={-1} className="text-xl font-bold text-foreground outline-none">
            Thank you! Your order is confirmed
          </h2>
          <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
            <div className="flex gap-1.5">
              <dt className="text-muted-foreground">Order number</dt>
              <dd className="font-semibold">#{number}</dd>
            </div>
            <div className="flex gap-1.5">
              <dt className="text-muted-foreground">Total</dt>
              <dd className="font-semibold tabular-nums">{formatPrice(confirmation.total)}</dd>
            </div>
          </dl>
          {confirmation.receiptEmail ? (
            <p className="text-sm">
              A receipt is on its way to <strong className="[overflow-wrap:anywhere]">{confirmation.receiptEmail}</strong>.
            </p>
          ) : (
            <p className="text-sm">Keep the link below: it shows your order and its status at any time.</p>
          )}
          <p>
            <Button asChild variant="ocean" size="sm">
              <Link to={confirmation.privatePath}>View your order</Link>
            </Button>
          </p>
          {/* Without e-mail the link cannot be sent again: the link above is the way back. */}
          {confirmation.receiptEmail && (
            <p className="text-sm text-muted-foreground">
              Lost the link later?{' '}
              <Link to="/order-lookup" className="font-semibold text-ocean underline underline-offset-4">
                Find your order
              </Link>{' '}
              with its number and your e-mail address.
            </p>
          )}
        </div>
        <Button
          variant="ghost"
          size="icon"
          className="absolute right-2 top-2 text-foreground hover:bg-success/10"
          aria-label="Dismiss order confirmation"
          onClick={() => {
            clearOrderConfirmation()
            // The button is gone: keep keyboard users at the top of the page rather than nowhere.
            document.getElementById('main-content')?.focus()
          }}
        >
          <X aria-hidden="true" />
        </Button>
      </div>
    </section>
  )
}
