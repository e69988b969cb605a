import type { ApiReceiptStatement } from '@shared/api'

import { cn } from '@/lib/cn'

type ReceiptStatementProps = {
  receipt: ApiReceiptStatement | null | undefined
  /** The heading's level where it sits (an h4 inside an account order); 'none' when a card's title says it. */
  headingLevel?: 'h3' | 'h4' | 'none'
  className?: string
}

/**
 * What the receipt says about tax, in the receipt e-mail's own words (the server sends them:
 * shared/givingWording.ts, decision 40): the purchase notice, or the contribution with its
 * organisation, EIN, date, payment, goods and services at their value, and the deductible limit.
 */
export function ReceiptStatement({ receipt, headingLevel = 'h3', className }: ReceiptStatementProps) {
  if (!receipt) return null
  if (receipt.kind === 'purchase') {
    return (
      <div className={cn('grid gap-2 text-sm text-muted-foreground', className)}>
        {receipt.paragraphs.map((text) => (
          <p key={text}>{text}</p>
        ))}
      </div>
    )
  }
  return (
    <section className={cn('grid gap-3 text-sm', className)} aria-label={receipt.heading}>
      {headingLevel === 'h3' && <h3 className="text-base font-semibold">{receipt.heading}</h3>}
      {headingLevel === 'h4' && <h4 className="text-base font-semibold">{receipt.heading}</h4>}
      <dl className="grid gap-2 sm:grid-cols-[max-content_1fr] sm:gap-x-4 sm:gap-y-1">
        {receipt.rows.map((row) => (
          <div key={row.label} className="contents">
            <dt className="font-medium text-muted-foreground">{row.label}</dt>
            <dd className="-mt-2 min-w-0 break-words sm:mt-0">{row.value}</dd>
          </div>
        ))}
      </dl>
      {receipt.paragraphs.map((text) => (
        <p key={text}>{text}</p>
      ))}
    </section>
  )
}
