import type { HTMLAttributes } from 'react'

import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'

import { type CheckoutTextField, checkoutFieldId } from '../lib/checkoutForm'

type TextFieldProps = {
  field: CheckoutTextField
  label: string
  value: string
  onValueChange: (value: string) => void
  error?: string
  hint?: string
  multiline?: boolean
  type?: 'text' | 'email' | 'tel'
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode']
  autoComplete?: string
  placeholder?: string
}

/** A labelled checkout input; its rule message (spec §5) shows beneath it and is read with it. */
export function TextField({ field, label, value, onValueChange, error, hint, multiline = false, type = 'text', ...rest }: TextFieldProps) {
  const id = checkoutFieldId(field)
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined
  const shared = {
    id,
    name: field,
    value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': true,
    className: 'aria-invalid:border-destructive',
    autoComplete: rest.autoComplete,
    placeholder: rest.placeholder,
  } as const
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      {multiline ? (
        <Textarea {...shared} rows={3} onChange={(event) => onValueChange(event.target.value)} />
      ) : (
        <Input
          {...shared}
          type={type}
          inputMode={rest.inputMode}
          autoCapitalize={type === 'email' ? 'off' : undefined}
          spellCheck={type === 'email' ? false : undefined}
          onChange={(event) => onValueChange(event.target.value)}
        />
      )}
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  )
}
