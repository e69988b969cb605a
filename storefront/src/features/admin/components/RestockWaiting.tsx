import type { ApiRestockWaiting } from '@shared/restockRequests'
import { BellRing } from 'lucide-react'

/**
 * How many shoppers wait for each sold-out size ("Notify me when it's back", confirmed), on the
 * product's /admin/products card (issue 32); nothing when nobody waits.
 */
export function RestockWaiting({ waiting }: { waiting: ApiRestockWaiting }) {
  if (waiting.length === 0) return null
  const total = waiting.reduce((sum, row) => sum + row.count, 0)
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
      <BellRing aria-hidden="true" className="size-4 text-ocean" />
      <span className="font-medium">Waiting for restock:</span>
      {waiting.length === 1 && waiting[0].size === null ? (
        <span className="tabular-nums">{total === 1 ? '1 shopper' : `${total} shoppers`}</span>
      ) : (
        waiting.map((row) => (
          <span key={row.size ?? ''} className="rounded bg-ocean/10 px-1.5 py-0.5 tabular-nums">
            {row.size}: {row.count}
          </span>
        ))
      )}
    </p>
  )
}
