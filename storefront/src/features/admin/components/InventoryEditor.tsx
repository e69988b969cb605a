import type { ApiProduct } from '@shared/api'
import type { Size } from '@shared/sizes'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'

import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'

import { useUpdateInventory } from '../api/updateInventory'
import { saveWithToast } from '../lib/saveWithToast'
import { parseStockCount } from '../lib/parseStockCount'
import { countAfterConflict, startingCounts, type StockCounts, stockConflictCounts } from '../lib/stockConflict'

type InventoryEditorProps = { product: ApiProduct; onDone: () => void }

const asInputs = (counts: StockCounts) => Object.fromEntries(Object.entries(counts).map(([size, count]) => [size, String(count)]))

/**
 * Inline inventory edit: pre-filled (missing counts as 0), then Save or Cancel. The save
 * says what the editor started from, so a sale made meanwhile is never undone: the server refuses
 * (409) and the form then starts again from the stored counts, showing them where they changed and
 * keeping what was typed for the other sizes (issue 10).
 */
export function InventoryEditor({ product, onDone }: InventoryEditorProps) {
  const update = useUpdateInventory()
  const baseId = useId()
  const [startedFrom, setStartedFrom] = useState<StockCounts>(() => startingCounts(product))
  const [counts, setCounts] = useState<Record<string, string>>(() => asInputs(startedFrom))
  // Opened from Update Inventory: the keyboard goes on to the first count, not back to the top of the page.
  const form = useRef<HTMLFormElement>(null)
  useEffect(() => {
    form.current?.querySelector('input')?.focus()
  }, [])

  function refresh(err: unknown) {
    const current = stockConflictCounts(err)
    if (!current) return
    setCounts((typed) => Object.fromEntries(Object.keys(current).map((size) => [size, countAfterConflict(size as Size, typed[size], startedFrom, current)])))
    setStartedFrom(current)
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault()
    const sizes = product.sizes.filter((size) => size in startedFrom)
    const sizeInventory = Object.fromEntries(sizes.map((size) => [size, parseStockCount(counts[size] ?? '0')]))
    const saving = update.mutateAsync({ id: product.id, sizeInventory, expectedSizeInventory: startedFrom })
    const saved = await saveWithToast(
      saving,
      'Error updating inventory',
      { title: 'Inventory updated', description: `Stock for ${product.name} has been saved.` },
      refresh,
    )
    if (saved) onDone()
  }

  return (
    <form ref={form} noValidate onSubmit={handleSubmit} className="grid gap-3" aria-label={`Inventory of ${product.name}`}>
      <div className="grid grid-cols-3 gap-2 sm:grid-cols-4">
        {product.sizes.map((size) => {
          const id = `${baseId}-${size}`
          return (
            <div key={size} className="grid gap-1">
              <label htmlFor={id} className="text-xs font-semibold">
                <span className="sr-only">Stock for size </span>
                {size}
              </label>
              <Input
                id={id}
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                value={counts[size] ?? ''}
                onChange={(e) => setCounts((prev) => ({ ...prev, [size]: e.target.value }))}
                onBlur={(e) => setCounts((prev) => ({ ...prev, [size]: String(parseStockCount(e.target.value)) }))}
                className="h-10 px-2 tabular-nums"
              />
            </div>
          )
        })}
      </div>
      <div className="flex gap-2">
        <Button type="submit" size="sm" busy={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save'}
        </Button>
        <Button variant="outline" size="sm" onClick={onDone} busy={update.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  )
}
