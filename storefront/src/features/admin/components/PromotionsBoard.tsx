import type { ApiPromotion, PromotionState } from '@shared/promotions'
import { type FormEvent, useState } from 'react'

import { Field } from '@/components/Field'
import { FieldsReadOnly } from '@/components/FieldsReadOnly'
import { ConfirmDialog } from '@/components/ConfirmDialog'
import { Button } from '@/components/ui/button'
import { apiFieldErrors } from '@/lib/apiFieldErrors'
import { apiErrorMessage } from '@/lib/apiErrorMessage'
import { cn } from '@/lib/cn'
import { toast } from '@/lib/toast'

import { useDeletePromotion } from '../api/deletePromotion'
import { usePromotions } from '../api/getPromotions'
import { type PromotionDraft, useSavePromotion } from '../api/savePromotion'
import { AdminPage } from './AdminPage'
import { LoadError } from './LoadError'
import { UnsavedEditsGuard } from './UnsavedEditsGuard'

const EMPTY: PromotionDraft = { code: '', kind: 'percent', value: '', minSubtotal: '', startsAt: '', endsAt: '', usageLimit: '', perEmailLimit: '', active: true }

const SELECT =
  'h-11 w-full rounded-lg border border-input bg-card px-3 text-base sm:text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring'

/** Each state in words and a tone that never relies on colour alone (the word is always there). */
const STATE_STYLE: Record<PromotionState, string> = {
  active: 'bg-success-soft text-success border-success',
  scheduled: 'bg-secondary text-secondary-foreground border-border',
  expired: 'bg-muted text-foreground border-border',
  'used up': 'bg-muted text-foreground border-border',
  off: 'bg-card text-foreground border-border',
}

function draftOf(promotion: ApiPromotion): PromotionDraft {
  return {
    code: promotion.code,
    kind: promotion.kind,
    value: promotion.value ?? '',
    minSubtotal: promotion.minSubtotal ?? '',
    startsAt: promotion.startsAt ?? '',
    endsAt: promotion.endsAt ?? '',
    usageLimit: promotion.usageLimit === null ? '' : String(promotion.usageLimit),
    perEmailLimit: promotion.perEmailLimit === null ? '' : String(promotion.perEmailLimit),
    active: promotion.active,
  }
}

/** /admin/promotions (issue 31): promo codes with uses / limit and state; create, edit, switch off. */
export function PromotionsBoard() {
  const promotions = usePromotions()
  const save = useSavePromotion()
  const remove = useDeletePromotion()
  // `start`: the draft as opened, so leaving with changes asks first (UnsavedEditsGuard).
  const [editing, setEditing] = useState<{ id: string | null; draft: PromotionDraft; start: PromotionDraft } | null>(null)
  const [errors, setErrors] = useState<Record<string, string>>({})

  function open(id: string | null, draft: PromotionDraft) {
    setErrors({})
    setEditing({ id, draft, start: draft })
    // The form opens at the top of the page: the keyboard and the eye go to it, not to the list below.
    requestAnimationFrame(() => document.getElementById('promotion-code')?.focus())
  }
  const dirty = editing !== null && JSON.stringify(editing.draft) !== JSON.stringify(editing.start)

  function submit(event: FormEvent) {
    event.preventDefault()
    if (!editing) return
    save.mutate({ id: editing.id, draft: editing.draft }, {
      onSuccess: (saved) => {
        toast({ title: editing.id ? 'Promo code saved' : 'Promo code created', description: `${saved.code}: ${saved.description}` })
        setEditing(null)
      },
      onError: (err) => {
        const fields = apiFieldErrors(err)
        setErrors(fields)
        const first = Object.keys(fields)[0]
        if (first) document.getElementById(`promotion-${first}`)?.focus()
        else toast({ title: 'Error saving promo code', description: apiErrorMessage(err) ?? undefined, variant: 'destructive' })
      },
    })
  }

  function switchOff(promotion: ApiPromotion) {
    save.mutate({ id: promotion.id, draft: { ...draftOf(promotion), active: false } }, {
      onSuccess: () => toast({ title: 'Promo code switched off', description: promotion.code }),
      onError: (err) => toast({ title: 'Error saving promo code', description: apiErrorMessage(err) ?? undefined, variant: 'destructive' }),
    })
  }

  function del(promotion: ApiPromotion) {
    remove.mutate(promotion.id, {
      onSuccess: ({ deleted }) =>
        toast({ title: deleted ? 'Promo code deleted' : 'Promo code switched off', description: deleted ? promotion.code : `${promotion.code} was used: orders keep it, so it is switched off instead.` }),
      onError: (err) => toast({ title: 'Error deleting promo code', description: apiErrorMessage(err) ?? undefined, variant: 'destructive' }),
    })
  }

  const set = (key: keyof PromotionDraft) => (event: { target: { value: string } }) => {
    if (!editing) return
    setEditing({ ...editing, draft: { ...editing.draft, [key]: event.target.value } })
    if (errors[key]) setErrors(({ [key]: _fixed, ...rest }) => rest)
  }

  return (
    <AdminPage
      title="Promo codes"
      description="Codes shoppers type at the cart or the checkout. Dates are days in Virgin Islands time; a code is never used more often than its limits allow."
      back={{ to: '/admin/products', label: 'Back to Manage Products' }}
      actions={
        !editing && (
          <Button type="button" onClick={() => open(null, EMPTY)}>
            New promo code
          </Button>
        )
      }
    >
      <UnsavedEditsGuard dirty={dirty} what={editing?.id ? 'The promo code' : 'The new promo code'} />
      {editing && (
        <form noValidate onSubmit={submit} aria-label={editing.id ? 'Edit promo code' : 'New promo code'} className="mt-6 grid gap-4 rounded-xl border border-border bg-card p-4 sm:grid-cols-2 sm:p-6">
          <h2 className="text-xl font-semibold sm:col-span-2">{editing.id ? 'Edit promo code' : 'New promo code'}</h2>
          <FieldsReadOnly when={save.isPending}>
            <Field id="promotion-code" label="Code" description="3–32 letters, digits or -; capitals do not matter to shoppers" value={editing.draft.code} onChange={set('code')} error={errors.code} autoComplete="off" />
            <Field id="promotion-kind" label="Kind" error={errors.kind}>
              {(control) => (
                <select {...control} className={SELECT} value={editing.draft.kind} disabled={save.isPending} onChange={set('kind')}>
                  <option value="percent">Percent off merchandise</option>
                  <option value="fixed">Amount off merchandise</option>
                  <option value="freeShipping">Free shipping</option>
                </select>
              )}
            </Field>
            {editing.draft.kind !== 'freeShipping' && (
              <Field
                id="promotion-value"
                label={editing.draft.kind === 'percent' ? 'Percent (1–100)' : 'Amount ($)'}
                inputMode="decimal"
                value={editing.draft.value}
                onChange={set('value')}
                error={errors.value}
              />
            )}
            <Field id="promotion-minSubtotal" label="Minimum subtotal ($, optional)" inputMode="decimal" value={editing.draft.minSubtotal} onChange={set('minSubtotal')} error={errors.minSubtotal} />
            <Field id="promotion-startsAt" label="Starts (optional)" type="date" value={editing.draft.startsAt} onChange={set('startsAt')} error={errors.startsAt} />
            <Field id="promotion-endsAt" label="Ends, last day (optional)" type="date" value={editing.draft.endsAt} onChange={set('endsAt')} error={errors.endsAt} />
            <Field id="promotion-usageLimit" label="Orders in all (optional)" inputMode="numeric" value={editing.draft.usageLimit} onChange={set('usageLimit')} error={errors.usageLimit} />
            <Field id="promotion-perEmailLimit" label="Orders per buyer e-mail (optional)" inputMode="numeric" value={editing.draft.perEmailLimit} onChange={set('perEmailLimit')} error={errors.perEmailLimit} />
            <label className="flex min-h-10 items-center gap-2 text-sm font-medium sm:col-span-2">
              <input type="checkbox" className="size-5" checked={editing.draft.active} disabled={save.isPending} onChange={(event) => setEditing({ ...editing, draft: { ...editing.draft, active: event.target.checked } })} />
              On (shoppers can use it)
            </label>
          </FieldsReadOnly>
          <div className="flex gap-2 sm:col-span-2">
            <Button type="submit" busy={save.isPending}>
              {save.isPending ? 'Saving...' : editing.id ? 'Save' : 'Create'}
            </Button>
            <Button type="button" variant="outline" onClick={() => setEditing(null)}>
              Cancel
            </Button>
          </div>
        </form>
      )}
      <div className="mt-6">
        {promotions.isPending ? (
          <p className="text-sm text-muted-foreground">Loading promo codes…</p>
        ) : promotions.isError ? (
          <LoadError what="the promo codes" query={promotions} />
        ) : promotions.data.length === 0 ? (
          <p className="text-muted-foreground">No promo codes yet.</p>
        ) : (
          <ul aria-label="Promo codes" className="grid gap-3">
            {promotions.data.map((promotion) => (
              <li key={promotion.id} className="grid gap-3 rounded-xl border border-border bg-card p-4 sm:grid-cols-[1fr_auto] sm:items-center">
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-2">
                    <span className="font-mono text-base font-semibold">{promotion.code}</span>
                    <span className={cn('rounded-full border px-2 py-0.5 text-xs font-semibold', STATE_STYLE[promotion.state])}>{promotion.state}</span>
                  </p>
                  <p className="text-sm">{promotion.description}</p>
                  <p className="text-sm text-muted-foreground">
                    Uses: {promotion.uses} / {promotion.usageLimit ?? 'no limit'}
                    {promotion.perEmailLimit !== null && <> · {promotion.perEmailLimit} per e-mail</>}
                    {promotion.minSubtotal && <> · from ${promotion.minSubtotal}</>}
                    {(promotion.startsAt || promotion.endsAt) && (
                      <>
                        {' '}
                        · {promotion.startsAt ?? '…'} to {promotion.endsAt ?? '…'}
                      </>
                    )}
                  </p>
                </div>
                <div className="flex flex-wrap gap-2">
                  <Button type="button" variant="outline" size="sm" onClick={() => open(promotion.id, draftOf(promotion))} aria-label={`Edit ${promotion.code}`}>
                    Edit
                  </Button>
                  {promotion.active && (
                    <Button
                      type="button"
                      variant="outline"
                      size="sm"
                      busy={save.isPending && save.variables?.id === promotion.id}
                      onClick={() => switchOff(promotion)}
                      aria-label={`Switch off ${promotion.code}`}
                    >
                      Switch off
                    </Button>
                  )}
                  {/* Asks first, as Delete does for products; busy until the shop answers, so a second tap sends nothing. */}
                  <ConfirmDialog
                    trigger={
                      <Button type="button" variant="outline" size="sm" busy={remove.isPending && remove.variables === promotion.id} aria-label={`Delete ${promotion.code}`}>
                        Delete
                      </Button>
                    }
                    title={`Delete promo code ${promotion.code}?`}
                    description="Shoppers can no longer use it. A code that orders have used is switched off instead: the orders keep it."
                    confirmLabel="Delete"
                    onConfirm={() => del(promotion)}
                  />
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </AdminPage>
  )
}
