import { DATE_RANGE_REVERSED, dateRangeReversed } from '@shared/orderSearchRules'
import { ORDER_STATUSES } from '@shared/orderStatus'
import { Search } from 'lucide-react'
import { useId, useState } from 'react'

import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'

import { STATUS_FILTER_LABEL } from '../lib/orderDisplay'
import type { OrderFilters } from '../lib/orderFilters'

const SELECT =
  'h-10 w-full rounded-lg border border-input bg-card px-3 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring'

/** Search (buyer name, e-mail, order number) and filters (status, dates in the shop's time zone). */
export function OrderSearch({ filters, onSearch }: { filters: OrderFilters; onSearch: (filters: OrderFilters) => void }) {
  const ids = useId()
  const [draft, setDraft] = useState<OrderFilters>(filters)
  // A reversed date range is said at the field, and the orders shown stay (it read as a failed load).
  const [rangeError, setRangeError] = useState<string | null>(null)
  const field = (key: keyof OrderFilters) => ({
    id: `${ids}-${key}`,
    value: draft[key] ?? '',
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
      setDraft({ ...draft, [key]: event.target.value })
      if (key === 'from' || key === 'to') setRangeError(null)
    },
  })

  return (
    <form
      role="search"
      aria-label="Find orders"
      data-no-print
      className="grid gap-3 rounded-xl border border-border bg-card p-4 shadow-sm md:grid-cols-[2fr_1fr_1fr_1fr_auto] md:items-end"
      onSubmit={(event) => {
        event.preventDefault()
        if (dateRangeReversed(draft.from, draft.to)) {
          setRangeError(DATE_RANGE_REVERSED)
          document.getElementById(`${ids}-to`)?.focus()
          return
        }
        onSearch(draft)
      }}
    >
      <div className="grid gap-1.5">
        <Label htmlFor={`${ids}-q`}>Search</Label>
        <Input type="search" placeholder="Name, e-mail or order number" autoComplete="off" {...field('q')} />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${ids}-status`}>Status</Label>
        <select className={SELECT} {...field('status')}>
          <option value="">Any status</option>
          {ORDER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {STATUS_FILTER_LABEL[status]}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${ids}-from`}>From</Label>
        <Input type="date" {...field('from')} />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${ids}-to`}>To</Label>
        <Input type="date" {...field('to')} aria-invalid={rangeError ? true : undefined} aria-describedby={rangeError ? `${ids}-range` : undefined} />
      </div>
      {/* Under To on a phone; a row of its own on wider screens, so the fields stay in line. */}
      {rangeError && (
        <p id={`${ids}-range`} className="text-sm text-destructive md:order-last md:col-span-full">
          {rangeError}
        </p>
      )}
      <Button type="submit">
        <Search aria-hidden="true" />
        Search
      </Button>
    </form>
  )
}
