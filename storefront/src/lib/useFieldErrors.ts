import { type FieldErrors, firstFieldError } from '@shared/fieldErrors'
import { useState } from 'react'

import { focusFormField } from './focusFormField'
import { toast } from './toast'

type ShowOptions = {
  /** The toast's title: 'Validation error', or the spec's failure title of a settings save. */
  title?: string
  /** Messages the toast names before any other (the spec's order of checks). */
  priority?: readonly string[]
  /** The toast's text for the first problem, when the spec words it otherwise. */
  describe?: (message: string) => string
}

/**
 * A form's messages at its fields: `showProblems` puts each field's problem under it, names the
 * first in the spec's toast and moves focus there; a field's message goes once it is edited.
 */
export function useFieldErrors<Field extends string>() {
  const [errors, setErrors] = useState<FieldErrors<Field>>({})

  /** True when there was a problem to show (the form must not be sent). */
  function showProblems(form: HTMLFormElement, problems: FieldErrors<Field>, fieldOrder: readonly Field[], options: ShowOptions = {}): boolean {
    setErrors(problems)
    const first = firstFieldError(problems, fieldOrder, options.priority)
    if (!first) return false
    toast({ title: options.title ?? 'Validation error', description: options.describe?.(first.message) ?? first.message, variant: 'destructive' })
    focusFormField(form, first.field)
    return true
  }

  function clearError(...fields: Field[]) {
    if (fields.some((field) => errors[field])) setErrors((prev) => Object.fromEntries(Object.entries(prev).filter(([field]) => !fields.includes(field as Field))) as FieldErrors<Field>)
  }

  /** An input's onChange that keeps the typed value and drops that field's message. */
  function editor(field: Field, set: (value: string) => void) {
    return (event: { target: { value: string } }) => {
      set(event.target.value)
      clearError(field)
    }
  }

  /** An uncontrolled input's name, message and onChange (which drops the message). */
  function field(name: Field) {
    return { name, error: errors[name], onChange: () => clearError(name) }
  }

  return { errors, setErrors, showProblems, clearError, editor, field }
}
