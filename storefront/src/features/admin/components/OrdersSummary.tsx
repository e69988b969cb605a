import type { ApiSalesPeriod } from '@shared/api'
import { formatPrice } from '@shared/money'

import { Skeleton } from '@/components/ui/skeleton'

import { useOrdersSummary } from '../api/getOrdersSummary'

/** Top of /admin/orders: what the non-profit reports to its board (demo orders left out). */
export function OrdersSummary() {
  const summary = useOrdersSummary()
  if (summary.isPending) return <Skeleton role="status" aria-label="Loading the summary" className="h-28 rounded-xl" />
  if (summary.isError) return null
  const { month, year } = summary.data
  return (
    <section aria-labelledby="orders-summary-title" data-no-print className="grid gap-3">
      <h2 id="orders-summary-title" className="sr-only">
        Summary
      </h2>
      <div className="grid gap-3 sm:grid-cols-2">
        <Period period={month} />
        <Period period={year} />
      </div>
    </section>
  )
}

function Period({ period }: { period: ApiSalesPeriod }) {
  return (
    <div className="rounded-xl border border-border bg-card p-4 shadow-sm">
      <h3 className="text-sm font-semibold text-muted-foreground">{period.label}</h3>
      <dl className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
        <Figure label="Sales" value={formatPrice(period.sales)} />
        <Figure label="Units" value={String(period.units)} />
        <Figure label="Refunded" value={formatPrice(period.refunded)} />
        <Figure label="Discounts given" value={formatPrice(period.discounts ?? '0')} />
        {/* Issue 27: what of the sales was given (after refunds, decision 41). */}
        <Figure label="Donations" value={formatPrice(period.donations ?? '0.00')} />
        <Figure label="Fee contributions" value={formatPrice(period.feeContributions ?? '0.00')} />
      </dl>
      {period.demoOrders > 0 && <p className="mt-2 text-xs text-muted-foreground">{demoNote(period)}</p>}
    </div>
  )
}

/** Why the figures leave demo orders out, so "$0.00 / 0 units" above a list of demo orders makes sense. */
function demoNote(period: ApiSalesPeriod): string {
  const demo = `${period.demoOrders} demo order${period.demoOrders === 1 ? '' : 's'}`
  return period.orders === 0
    ? `Only ${demo} so far: demo orders took no money, so they are not counted.`
    : `${demo} left out: demo orders took no money.`
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="truncate text-lg font-bold tabular-nums">{value}</dd>
    </div>
  )
}
