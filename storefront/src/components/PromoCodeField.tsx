import type { KeyboardEvent } from 'react'

import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'

/** The field's input: Place Order moves the focus there when a code was typed and not applied. */
export const PROMO_CODE_INPUT_ID = 'promo-code'

type PromoCodeFieldProps = {
  /** The code applied now, with its words ("10% off merchandise"), or null. */
  applied: { code: string; description: string } | null
  /** What is typed in the field and not applied yet (kept by the page: the checkout reads it). */
  typed: string
  onTypedChange: (typed: string) => void
  /** The reason the code typed (or applied) does not apply, shown at the field. */
  error: string | null
  busy: boolean
  onApply: (code: string) => void
  onRemove: () => void
}

/** "Promo code" with Apply, or the applied code with Remove (issue 31): on /cart and /checkout. */
export function PromoCodeField({ applied, typed, onTypedChange, error, busy, onApply, onRemove }: PromoCodeFieldProps) {
  const id = PROMO_CODE_INPUT_ID
  const errorId = `${id}-error`

  if (applied && !error) {
    return (
      <div className="flex items-center justify-between gap-3 rounded-lg border border-border px-3 py-2 text-sm" data-testid="promo-applied">
        <p className="min-w-0">
          <span className="font-semibold">Promo code {applied.code}</span>
          <span className="block text-muted-foreground">{applied.description}</span>
        </p>
        <Button type="button" variant="outline" size="sm" onClick={onRemove}>
          Remove
        </Button>
      </div>
    )
  }

  function apply() {
    if (typed.trim() && !busy) onApply(typed.trim())
  }

  // Enter applies the code and never submits the checkout form around it.
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return
    event.preventDefault()
    apply()
  }

  return (
    // Not a form of its own: the checkout's form may be around it (forms cannot nest).
    <div className="grid gap-2">
      <Label htmlFor={id}>Promo code</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          name="promoCode"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
          value={typed}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onTypedChange(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button type="button" variant="outline" disabled={!typed.trim()} busy={busy} onClick={apply}>
          {busy ? 'Applying...' : 'Apply'}
        </Button>
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
      {applied && error && (
        <Button type="button" variant="link" className="justify-self-start px-0" onClick={onRemove}>
          Remove code {applied.code}
        </Button>
      )}
    </div>
  )
}
