import type { ApiGivingSettings } from '@shared/api'
import { fieldErrors } from '@shared/fieldErrors'
import { givingSettingsSchema } from '@shared/givingRules'
import { type FeeMode, toCents } from '@shared/money'
import { type FormEvent, useId, useState } from 'react'

import { Field } from '@/components/Field'
import { SaveButton } from '@/components/SaveButton'
import { Checkbox } from '@/components/ui/checkbox'
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group'
import { apiFieldErrors } from '@/lib/apiFieldErrors'
import { useFieldErrors } from '@/lib/useFieldErrors'

import { useGivingSettings, useUpdateGivingSettings } from '../api/givingSettings'
import { saveWithToast } from '../lib/saveWithToast'
import { AdminPage } from './AdminPage'
import { LoadError } from './LoadError'
import { LoadingText } from './LoadingText'
import { SettingsSection } from './SettingsSection'
import { UnsavedEditsGuard } from './UnsavedEditsGuard'

type GivingField = 'organizationName' | 'ein' | 'feeMode' | 'donationPresets'
const FIELD_ORDER: GivingField[] = ['organizationName', 'ein', 'feeMode', 'donationPresets']

const FEE_MODES: { value: FeeMode; label: string; detail: string }[] = [
  {
    value: 'optional',
    label: 'Optional (recommended)',
    detail: 'A pre-ticked "Help cover our card costs" line the buyer may untick. What they cover is a tax-deductible gift on their receipt.',
  },
  {
    value: 'required',
    label: 'Required',
    detail: 'Every order pays 2.9% + $0.30 on top. Card networks treat this as a surcharge: Visa allows it on credit cards only, at most 3%, after 30 days\u2019 notice; Connecticut, Massachusetts and Puerto Rico forbid it.',
  },
  { value: 'absorbed', label: 'Absorbed', detail: 'No fee line: the buyer pays the price plus shipping, and the shop pays the card company.' },
]

/** /admin/giving (issue 27): the name and EIN receipts give, who pays the card fee, and the gifts the checkout offers. */
export function GivingEditor() {
  const settings = useGivingSettings()
  return (
    <AdminPage
      title="Giving"
      description="Gifts at checkout, the card fee, and what donation receipts say."
      back={{ to: '/admin/products', label: 'Back to Products' }}
    >
      {settings.isPending ? <LoadingText /> : settings.isError ? <LoadError what="the giving settings" query={settings} /> : <GivingForm initial={settings.data} />}
    </AdminPage>
  )
}

function GivingForm({ initial }: { initial: ApiGivingSettings }) {
  const save = useUpdateGivingSettings()
  const feeTitleId = useId()
  const [organizationName, setOrganizationName] = useState(initial.organizationName)
  const [ein, setEin] = useState(initial.ein)
  const [feeMode, setFeeMode] = useState<FeeMode>(initial.feeMode)
  const [donationsEnabled, setDonationsEnabled] = useState(initial.donationsEnabled)
  const [presets, setPresets] = useState(initial.donationPresets.join(', '))
  const { errors, setErrors, showProblems, editor } = useFieldErrors<GivingField>()
  // Compared with what the shop has as the shop would store it ("5" and "5.00" are the same preset).
  const dirty =
    organizationName.trim() !== initial.organizationName ||
    ein.trim() !== initial.ein ||
    feeMode !== initial.feeMode ||
    donationsEnabled !== initial.donationsEnabled ||
    presetList(presets).map((amount) => toCents(amount)).join() !== initial.donationPresets.map((amount) => toCents(amount)).join()

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const failedTitle = 'Error updating giving settings'
    const donationPresets = presetList(presets)
    const settings: ApiGivingSettings = { organizationName: organizationName.trim(), ein: ein.trim(), feeMode, donationsEnabled, donationPresets }
    const problems = fieldErrors<GivingField>(givingSettingsSchema, settings)
    if (showProblems(event.currentTarget, problems, FIELD_ORDER, { title: failedTitle })) return
    await saveWithToast(save.mutateAsync(settings), failedTitle, { title: 'Giving settings updated', description: 'The checkout and new receipts use them now.' }, (err) =>
      setErrors(apiFieldErrors(err) as typeof errors),
    )
  }

  return (
    <form noValidate onSubmit={handleSubmit} aria-label="Giving settings" className="grid gap-6">
      <UnsavedEditsGuard dirty={dirty} what="The giving settings" />
      <SettingsSection title="Receipts" description="Donation receipts name your organization as the IRS knows it.">
        <Field label="Organization (legal name)" name="organizationName" value={organizationName} error={errors.organizationName} onChange={editor('organizationName', setOrganizationName)} />
        <Field
          label="EIN"
          name="ein"
          placeholder="12-3456789"
          description="Your employer identification number (optional, shown on receipts)."
          value={ein}
          error={errors.ein}
          onChange={editor('ein', setEin)}
          className="max-w-48"
        />
      </SettingsSection>

      <SettingsSection title="Card processing fee" description="Who pays the card company's 2.9% + $0.30.">
        <RadioGroup aria-labelledby={feeTitleId} value={feeMode} onValueChange={(value) => setFeeMode(value as FeeMode)}>
          <span id={feeTitleId} className="sr-only">
            Card processing fee
          </span>
          {FEE_MODES.map((mode) => (
            <label
              key={mode.value}
              htmlFor={`fee-${mode.value}`}
              className="flex cursor-pointer items-start gap-3 rounded-lg border border-input p-4 transition-colors hover:bg-muted has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-primary/5"
            >
              <RadioGroupItem id={`fee-${mode.value}`} value={mode.value} className="mt-0.5" />
              <span className="grid gap-0.5">
                <span className="font-semibold">{mode.label}</span>
                <span className="text-sm text-muted-foreground">{mode.detail}</span>
              </span>
            </label>
          ))}
        </RadioGroup>
      </SettingsSection>

      <SettingsSection title="Gifts at checkout" description="A card on the checkout page: the amounts below, an amount of the buyer's own, or none.">
        <label className="flex cursor-pointer items-center gap-3 font-semibold">
          <Checkbox name="donationsEnabled" checked={donationsEnabled} onChange={(event) => setDonationsEnabled(event.target.checked)} />
          Offer a gift at checkout
        </label>
        <Field
          label="Gift amounts offered"
          name="donationPresets"
          description="Dollar amounts separated by commas, e.g. 5.00, 10.00, 25.00 (each $1.00 to $10,000.00, at most 6)."
          value={presets}
          error={errors.donationPresets}
          disabled={!donationsEnabled}
          onChange={editor('donationPresets', setPresets)}
        />
      </SettingsSection>

      <div>
        <SaveButton saving={save.isPending} />
      </div>
    </form>
  )
}

/** The presets as typed ("5, $10 25.00"): amounts without their dollar sign. */
function presetList(typed: string): string[] {
  return typed
    .split(/[,\s]+/)
    .map((amount) => amount.replace(/^\$/, ''))
    .filter(Boolean)
}
