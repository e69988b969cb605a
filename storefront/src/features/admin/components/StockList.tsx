import type { ApiProduct } from '@shared/api'

import { cn } from '@/lib/cn'

/** Stock per size; sizes at 0 stand out (spec §2). */
export function StockList({ product }: { product: Pick<ApiProduct, 'sizes' | 'sizeInventory'> }) {
  return (
    <dl className="flex flex-wrap gap-2" aria-label="Stock per size">
      {product.sizes.map((size) => {
        const count = product.sizeInventory[size] ?? 0
        const empty = count === 0
        return (
          <div
            key={size}
            className={cn(
              'flex min-w-14 items-baseline justify-center gap-1.5 rounded-lg border px-2.5 py-1.5 text-sm',
              empty ? 'border-destructive/40 bg-destructive/10 text-destructive' : 'border-border bg-muted/60',
            )}
          >
            <dt className="font-semibold">{size}</dt>
            <dd className="tabular-nums">
              {count}
              {empty && <span className="sr-only"> (out of stock)</span>}
            </dd>
          </div>
        )
      })}
    </dl>
  )
}
