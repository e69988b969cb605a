import { type Size, SIZE_OPTIONS } from '@shared/sizes'
import { useId } from 'react'

import { Checkbox } from '@/components/ui/checkbox'

type ProductSizesFieldProps = {
  sizes: readonly Size[]
  error?: string
  onToggle: (size: Size, checked: boolean) => void
}

/** The sizes a product comes in: one box per size, none for a product without sizes. */
export function ProductSizesField({ sizes, error, onToggle }: ProductSizesFieldProps) {
  const errorId = `${useId()}-sizes-error`
  return (
    <fieldset className="grid gap-3" aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium">Sizes</legend>
      <p className="-mt-1 text-xs text-muted-foreground">Leave all unticked for a product without sizes, like a sticker.</p>
      <div className="flex flex-wrap gap-2">
        {SIZE_OPTIONS.map((size) => (
          <label
            key={size}
            className="flex h-11 min-w-16 cursor-pointer items-center gap-2 rounded-lg border border-input bg-card px-3 text-sm font-semibold has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
          >
            <Checkbox checked={sizes.includes(size)} onChange={(e) => onToggle(size, e.target.checked)} />
            {size}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  )
}
