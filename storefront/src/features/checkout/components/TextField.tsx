import type { HTMLAttributes } from 'react'

import { Field } from '@/components/Field'
import { Input } from '@/components/ui/input'
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

/** A labelled checkout input (a Field); its rule message shows beneath it and is read with it. */
export function TextField({ field, label, value, onValueChange, error, hint, multiline = false, type = 'text', ...rest }: TextFieldProps) {
  return (
    <Field label={label} description={hint} error={error} id={checkoutFieldId(field)}>
      {(control) => {
        const shared = {
          ...control,
          name: field,
          value,
          'aria-required': true,
          className: 'aria-invalid:border-destructive',
          autoComplete: rest.autoComplete,
          placeholder: rest.placeholder,
        } as const
        return multiline ? (
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
        )
      }}
    </Field>
  )
}
