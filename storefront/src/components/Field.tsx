import { type ReactNode, useId } from 'react'

import { Label } from '@/components/ui/label'

/** What Field hands its control: the id its label points at and how it is described. */
export type FieldControlProps = {
  id: string
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
}

type FieldProps = {
  label: string
  /** A standing hint under the control, read out with it. */
  description?: string
  /** The rule the value breaks, shown under the control and read out with it; the control is marked invalid. */
  error?: string
  id?: string
  children: (control: FieldControlProps) => ReactNode
}

/**
 * One labelled form control with its description and error: the only field wrapper the
 * storefront's forms use, so every form says what is wrong at the field, the same way.
 */
export function Field({ label, description, error, id, children }: FieldProps) {
  const generated = useId()
  const controlId = id ?? generated
  const descriptionId = `${controlId}-description`
  const errorId = `${controlId}-error`
  const describedBy = [description ? descriptionId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined
  return (
    <div className="grid gap-2">
      <Label htmlFor={controlId}>{label}</Label>
      {children({ id: controlId, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {description && (
        <p id={descriptionId} className="text-xs text-muted-foreground">
          {description}
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
