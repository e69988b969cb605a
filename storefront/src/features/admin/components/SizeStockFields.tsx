import type { Size } from '@shared/sizes'
import { useId } from 'react'

import { Input } from '@/components/ui/input'

import { parseStockCount } from '../lib/parseStockCount'

type SizeStockFieldsProps = {
  sizes: readonly Size[]
  /** The typed units per size (text while typing, a whole number once left). */
  stock: Partial<Record<Size, string>>
  errorOf: (size: Size) => string | undefined
  onChange: (size: Size, value: string) => void
  /** A size's box was left: its value read as a whole number of units. */
  onSettle: (size: Size, value: string) => void
}

/** 'Inventory by Size': the units on hand of each chosen size. */
export function SizeStockFields({ sizes, stock, errorOf, onChange, onSettle }: SizeStockFieldsProps) {
  const ids = useId()
  return (
    <fieldset className="grid gap-3">
      <legend className="text-sm font-medium">Inventory by Size *</legend>
      <div className="grid grid-cols-3 gap-3 sm:grid-cols-5">
        {sizes.map((size) => {
          const error = errorOf(size)
          return (
            <div key={size} className="grid content-start gap-1">
              <label htmlFor={`${ids}-stock-${size}`} className="text-xs font-semibold">
                <span className="sr-only">Stock for size </span>
                {size}
              </label>
              <Input
                id={`${ids}-stock-${size}`}
                name={`stock.${size}`}
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${ids}-stock-${size}-error` : undefined}
                value={stock[size] ?? ''}
                onChange={(e) => onChange(size, e.target.value)}
                onBlur={(e) => onSettle(size, String(parseStockCount(e.target.value)))}
                className="tabular-nums aria-invalid:border-destructive"
              />
              {error && (
                <p id={`${ids}-stock-${size}-error`} className="text-xs font-medium text-destructive">
                  {error}
                </p>
              )}
            </div>
          )
        })}
      </div>
    </fieldset>
  )
}
