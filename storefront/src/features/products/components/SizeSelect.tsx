import type { ApiProduct } from '@shared/api'
import type { Size } from '@shared/sizes'
import { ChevronDown } from 'lucide-react'
import { type Ref, useId } from 'react'

import { Label } from '@/components/ui/label'
import { cn } from '@/lib/cn'

import { stockOf } from '../lib/stock'

type SizeSelectProps = {
  product: Pick<ApiProduct, 'sizes' | 'sizeInventory'>
  value: Size | null
  onChange: (size: Size | null) => void
  describedBy?: string
  /** The shopper tried to add without a size: the field says it needs one. */
  invalid?: boolean
  ref?: Ref<HTMLSelectElement>
}

/** A native select: the sturdiest picker on cheap phones and with screen readers alike. */
export function SizeSelect({ product, value, onChange, describedBy, invalid = false, ref }: SizeSelectProps) {
  const id = useId()
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>Size</Label>
      <div className="relative">
        <select
          ref={ref}
          id={id}
          value={value ?? ''}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          onChange={(event) => onChange((event.target.value || null) as Size | null)}
          className={cn(
            'h-11 w-full appearance-none rounded-lg border border-input bg-card pl-3 pr-9 text-base text-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring sm:text-sm',
            invalid && 'border-destructive ring-1 ring-destructive',
          )}
        >
          <option value="">Select a size</option>
          {product.sizes.map((size) => {
            const soldOut = stockOf(product, size) === 0
            return (
              <option key={size} value={size} disabled={soldOut}>
                {soldOut ? `${size} (Out of Stock)` : size}
              </option>
            )
          })}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute right-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
        />
      </div>
    </div>
  )
}
