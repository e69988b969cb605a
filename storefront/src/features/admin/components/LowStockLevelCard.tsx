import { type FormEvent, useId, useState } from 'react'

import { SaveButton } from '@/components/SaveButton'
import { Input } from '@/components/ui/input'

import { useLowStockLevel, useUpdateLowStockLevel } from '../api/lowStockLevel'
import { parseStockCount } from '../lib/parseStockCount'
import { saveWithToast } from '../lib/saveWithToast'
import { LoadError } from './LoadError'
import { LoadingText } from './LoadingText'
import { SettingsSection } from './SettingsSection'

/** /admin/products: the low-stock level (issue 13): counts at or below it are highlighted and mailed once. */
export function LowStockLevelCard() {
  const level = useLowStockLevel()
  return (
    <SettingsSection
      title="Low-stock alerts"
      description="When a sale leaves a size or a product at or below this many units, the order-notification addresses get one email, and the count is highlighted below."
    >
      {level.isPending ? <LoadingText /> : level.isError ? <LoadError what="the low-stock level" query={level} /> : <LevelForm initial={level.data.lowStockLevel} />}
    </SettingsSection>
  )
}

function LevelForm({ initial }: { initial: number }) {
  const save = useUpdateLowStockLevel()
  const id = useId()
  const [value, setValue] = useState(String(initial))

  async function handleSubmit(event: FormEvent) {
    event.preventDefault()
    const lowStockLevel = parseStockCount(value)
    setValue(String(lowStockLevel))
    await saveWithToast(save.mutateAsync({ lowStockLevel }), 'Error updating low-stock level', {
      title: 'Low-stock level updated',
      description: `Counts of ${lowStockLevel} or fewer are now low.`,
    })
  }

  return (
    <form onSubmit={handleSubmit} className="flex flex-wrap items-end gap-3">
      <div className="grid gap-1.5">
        <label htmlFor={id} className="text-sm font-medium">
          Low-stock level
        </label>
        <Input id={id} type="number" inputMode="numeric" min={0} step={1} value={value} onChange={(e) => setValue(e.target.value)} className="w-28 tabular-nums" />
      </div>
      <SaveButton saving={save.isPending} />
    </form>
  )
}
