import type { ComponentProps } from 'react'

import { Field } from '@/components/Field'
import { Input } from '@/components/ui/input'
import { cn } from '@/lib/cn'

type FormFieldProps = ComponentProps<'input'> & { label: string; hint?: string; error?: string }

/** A labelled input (a Field around an Input); the hint and the error are read out as its description. */
export function FormField({ label, hint, error, id, className, ...props }: FormFieldProps) {
  return (
    <Field label={label} description={hint} error={error} id={id}>
      {(control) => <Input {...control} className={cn('aria-invalid:border-destructive', className)} {...props} />}
    </Field>
  )
}
