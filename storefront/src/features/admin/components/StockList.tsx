import type { ApiProduct } from '@shared/api'

import { cn } from '@/lib/cn'

/** Stock per size; sizes at 0 stand out, sizes at or below the low-stock level too (issue 13). */
export function StockList({ product, lowLevel = null }: { product: Pick<ApiProduct, 'sizes' | 'sizeInventory'>; lowLevel?: number | null }) {
  return (
    <dl className="flex flex-wrap gap-2" aria-label="Stock per size">
      {product.sizes.map((size) => {
        const count = product.sizeInventory[size] ?? 0
        const empty = count === 0
        const low = !empty && lowLevel !== null && count <= lowLevel
        return (
          <div
            key={size}
            className={cn(
              'flex min-w-14 items-baseline justify-center gap-1.5 rounded-lg border px-2.5 py-1.5 text-sm',
              empty ? 'border-destructive/40 bg-destructive/10 text-destructive' : low ? 'border-amber-600/50 bg-amber-50 text-amber-900' : 'border-border bg-muted/60',
            )}
          >
            <dt className="font-semibold">{size}</dt>
            <dd className="tabular-nums">
              {count}
              {empty && <span className="sr-only"> (out of stock)</span>}
              {low && <span className="sr-only"> (low)</span>}
            </dd>
          </div>
        )
      })}
    </dl>
  )
}
