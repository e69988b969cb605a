import type { ApiGivingStatement, ApiUser } from '@shared/api'
import { formatPrice } from '@shared/money'
import { SHOP_TIME_ZONE, shopDay } from '@shared/shopTime'
import { HandHeart, Printer } from 'lucide-react'
import { useId, useState } from 'react'
import { createPortal } from 'react-dom'

import { ErrorState } from '@/components/ErrorState'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Label } from '@/components/ui/label'
import { Skeleton } from '@/components/ui/skeleton'

import { useGivingStatement } from '../api/getGivingStatement'
import { EmptyState } from './EmptyState'

/** Years a donor can pick: this one and the five before it (the shop's time zone decides which year it is). */
const YEARS_BACK = 5

const SELECT =
  'h-10 rounded-lg border border-input bg-card px-3 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring'

/** "2026-11-27" (a shop day) as "November 27, 2026", the same day wherever the browser is. */
function shopDayLabel(day: string): string {
  const [year, month, date] = day.split('-').map(Number)
  return new Date(Date.UTC(year, month - 1, date, 12)).toLocaleDateString('en-US', { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' })
}

function donorName(user: ApiUser): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ').trim() || user.username
}

/**
 * The account's Giving tab (issue 27): the signed-in donor's contributions of a calendar year, each
 * as it stands after refunds (date, order number, amount), the total, and a printable year-end
 * statement with the organisation, its EIN and Publication 1771's disclosure (the server's words).
 */
export function GivingTab({ user }: { user: ApiUser }) {
  const thisYear = shopDay(new Date()).parts.year
  const [year, setYear] = useState(thisYear)
  const statement = useGivingStatement(year)
  const yearId = useId()
  const data = statement.data
  const hasGifts = Boolean(data && data.contributions.length > 0)

  let body
  if (statement.isPending) {
    body = (
      <div role="status" aria-label="Loading your gifts" className="grid gap-3">
        <Skeleton className="h-24 rounded-xl" />
      </div>
    )
  } else if (statement.isError) {
    body = (
      <ErrorState titleAs="h3" title="Your gifts are unavailable" description="We couldn't load your gifts. Please try again.">
        <Button variant="outline" onClick={() => void statement.refetch()}>
          Try Again
        </Button>
      </ErrorState>
    )
  } else if (!hasGifts) {
    body = (
      <EmptyState
        icon={HandHeart}
        title={`No gifts in ${year}`}
        text="Gifts you add at checkout, and card costs you choose to cover, are listed here with a statement for your tax records."
      />
    )
  } else {
    body = (
      <Card className="p-5">
        <h3 className="font-semibold">Your contributions in {year}</h3>
        <ul className="mt-3 grid gap-2 text-sm">
          {statement.data.contributions.map((entry) => (
            <li key={entry.orderId} className="flex flex-wrap items-baseline justify-between gap-x-4 border-b border-border pb-2">
              <span>
                {shopDayLabel(entry.date)} <span className="text-muted-foreground">· Order #{entry.orderNumber}</span>
              </span>
              <span className="ml-auto font-medium tabular-nums">{formatPrice(entry.amount)}</span>
            </li>
          ))}
        </ul>
        <p className="mt-3 flex justify-between text-base font-semibold">
          <span>Total</span>
          <span className="tabular-nums">{formatPrice(statement.data.total)}</span>
        </p>
        <p className="mt-4 text-sm text-muted-foreground">{statement.data.disclosure}</p>
      </Card>
    )
  }

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor={yearId}>Tax year</Label>
          <select id={yearId} className={SELECT} value={year} onChange={(event) => setYear(Number(event.target.value))}>
            {Array.from({ length: YEARS_BACK + 1 }, (_, i) => thisYear - i).map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </div>
        <Button variant="outline" disabled={!hasGifts} onClick={() => window.print()}>
          <Printer aria-hidden="true" />
          Print Year-End Statement
        </Button>
      </div>
      {body}
      {data && hasGifts && typeof document !== 'undefined' && createPortal(<div data-print-root><YearEndStatement statement={data} donor={donorName(user)} email={user.email} /></div>, document.body)}
    </div>
  )
}

/** What printing the tab prints (hidden on screen): the statement a donor files with their tax records. */
function YearEndStatement({ statement, donor, email }: { statement: ApiGivingStatement; donor: string; email: string }) {
  return (
    <article className="mx-auto max-w-3xl text-sm text-black">
      <h2 className="text-xl font-bold">
        {statement.organizationName} — Year-end giving statement {statement.year}
      </h2>
      <dl className="mt-3 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1">
        <dt className="font-semibold">Organization</dt>
        <dd>{statement.organizationName}, a 501(c)(3) tax-exempt organization</dd>
        {statement.ein && (
          <>
            <dt className="font-semibold">EIN</dt>
            <dd>{statement.ein}</dd>
          </>
        )}
        <dt className="font-semibold">Donor</dt>
        <dd>
          {donor} ({email})
        </dd>
        <dt className="font-semibold">Tax year</dt>
        <dd>
          {statement.year} (dates in {statement.timeZone === SHOP_TIME_ZONE ? 'US Virgin Islands' : statement.timeZone} time)
        </dd>
      </dl>
      <table className="mt-4 w-full border-collapse text-left">
        <thead>
          <tr className="border-b border-black">
            <th className="py-1 pr-2">Date</th>
            <th className="py-1 pr-2">Order</th>
            <th className="py-1 pr-2 text-right">Payment</th>
            <th className="py-1 pr-2 text-right">Goods and services (value)</th>
            <th className="py-1 text-right">Contribution</th>
          </tr>
        </thead>
        <tbody>
          {statement.contributions.map((entry) => (
            <tr key={entry.orderId} className="border-b border-gray-300">
              <td className="py-1 pr-2">{shopDayLabel(entry.date)}</td>
              <td className="py-1 pr-2">#{entry.orderNumber}</td>
              <td className="py-1 pr-2 text-right tabular-nums">{formatPrice(entry.payment)}</td>
              <td className="py-1 pr-2 text-right tabular-nums">{formatPrice(entry.goodsAndServices)}</td>
              <td className="py-1 text-right tabular-nums">{formatPrice(entry.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="font-semibold">
            <td className="py-1" colSpan={4}>
              Total contributions
            </td>
            <td className="py-1 text-right tabular-nums">{formatPrice(statement.total)}</td>
          </tr>
        </tfoot>
      </table>
      <p className="mt-4">{statement.disclosure}</p>
    </article>
  )
}
