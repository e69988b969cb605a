import { PAYMENT_NOT_TAKEN } from '@shared/orderWording'
import { CircleAlert } from 'lucide-react'
import { type ReactNode, useEffect, useId, useRef } from 'react'
import { Link } from 'react-router-dom'

type PaidNotRecordedNoticeProps = {
  /** Where the receipt will go once the order is recorded. */
  email: string
  demo: boolean
  signedIn: boolean
  /** What the server said when it refused the form (never a server failure's own text). */
  detail: string | null
  /** How to finish now (a button, or words saying which one to press). */
  children?: ReactNode
}

/**
 * The payment went through, the order is not recorded yet: the buyer was charged once, the order
 * will be completed (the payment webhook does it even if this page is closed), and here is where
 * to find it. Never 'Payment failed' (issue 17). In demo mode no card was charged and no webhook
 * exists, so nothing completes the order by itself: the notice says so and asks the buyer to
 * finish it here (issue 29).
 */
export function PaidNotRecordedNotice({ email, demo, signedIn, detail, children }: PaidNotRecordedNoticeProps) {
  const headingId = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])

  return (
    <section
      role="alert"
      aria-labelledby={headingId}
      className="flex gap-3 rounded-2xl border border-warning-border bg-warning p-5 text-warning-foreground sm:p-6"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
      <div className="grid gap-2 text-sm leading-relaxed">
        <h2 id={headingId} ref={heading} tabIndex={-1} className="text-lg font-bold outline-none">
          {demo ? 'Your demo payment went through' : 'Your payment went through'}
        </h2>
        <p>
          {demo
            ? `${PAYMENT_NOT_TAKEN}. We could not record your demo order yet, and in demo mode nothing records it later: finish it here.`
            : 'Your card was charged once. We could not record your order just yet, but it will be completed: you will not be charged again.'}
        </p>
        {children}
        <p>
          Once it is recorded, {demo ? 'a confirmation' : 'a receipt'} with your order number goes to <strong className="[overflow-wrap:anywhere]">{email}</strong>
          {signedIn ? ', and the order shows in your account' : ''}. You can also find it any time with{' '}
          <Link to="/order-lookup" className="font-semibold underline underline-offset-4">
            order lookup
          </Link>
          .
        </p>
        {detail && <p className="text-xs">What to fix: {detail}</p>}
      </div>
    </section>
  )
}
