import type { ApiProduct } from '@shared/api'
import { type FormEvent, useId, useState } from 'react'

import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'

import { useUpdateInventory } from '../api/updateInventory'
import { saveWithToast } from '../lib/saveWithToast'
import { parseStockCount } from '../lib/parseStockCount'

type InventoryEditorProps = { product: ApiProduct; onDone: () => void }

/** Spec §4 inline inventory edit: pre-filled (missing counts as 0), then Save or Cancel. */
export function InventoryEditor({ product, onDone }: InventoryEditorProps) {
  const update = useUpdateInventory()
  const baseId = useId()
  const [counts, setCounts] = useState<Record<string, string>>(() =>
    Object.fromEntries(product.sizes.map((size) => [size, String(product.sizeInventory[size] ?? 0)])),
  )

  async function handleSubmit(event: FormEvent) {
    event.preventDefault()
    const sizeInventory = Object.fromEntries(product.sizes.map((size) => [size, parseStockCount(counts[size] ?? '0')]))
    const saved = await saveWithToast(update.mutateAsync({ id: product.id, sizeInventory }), 'Error updating inventory', {
      title: 'Inventory updated',
      description: `Stock for ${product.name} has been saved.`,
    })
    if (saved) onDone()
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="grid gap-3" aria-label={`Inventory of ${product.name}`}>
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
        <Button type="submit" size="sm" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save'}
        </Button>
        <Button variant="outline" size="sm" onClick={onDone} disabled={update.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  )
}
