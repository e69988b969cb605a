import { fieldErrors } from '@shared/fieldErrors'
import { lowStockSettingsSchema } from '@shared/settingsRules'
import { type FormEvent, useState } from 'react'

import { Field } from '@/components/Field'
import { SaveButton } from '@/components/SaveButton'
import { apiFieldErrors } from '@/lib/apiFieldErrors'
import { useFieldErrors } from '@/lib/useFieldErrors'

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
  const [value, setValue] = useState(String(initial))
  const { errors, setErrors, showProblems, editor } = useFieldErrors<'lowStockLevel'>()

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const failedTitle = 'Error updating low-stock level'
    const lowStockLevel = parseStockCount(value)
    setValue(String(lowStockLevel))
    if (showProblems(event.currentTarget, fieldErrors(lowStockSettingsSchema, { lowStockLevel }), ['lowStockLevel'], { title: failedTitle })) return
    await saveWithToast(
      save.mutateAsync({ lowStockLevel }),
      failedTitle,
      { title: 'Low-stock level updated', description: `Counts of ${lowStockLevel} or fewer are now low.` },
      (err) => setErrors(apiFieldErrors(err)),
    )
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-wrap items-start gap-3">
      <Field
        label="Low-stock level"
        name="lowStockLevel"
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        value={value}
        error={errors.lowStockLevel}
        onChange={editor('lowStockLevel', setValue)}
        className="w-28 tabular-nums"
      />
      {/* Level with the input below the label (14 px + 8 px gap, centred on its 44 px), a message or not. */}
      <div className="pt-6">
        <SaveButton saving={save.isPending} />
      </div>
    </form>
  )
}
