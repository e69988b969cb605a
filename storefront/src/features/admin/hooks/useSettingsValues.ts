import { type FieldErrors, fieldErrors } from '@shared/fieldErrors'
import { useState } from 'react'
import type { z } from 'zod'

import { apiFieldErrors } from '@/lib/apiFieldErrors'
import { useFieldErrors } from '@/lib/useFieldErrors'

/**
 * The values of a settings form and its messages at the fields. `field(name)` gives that key's
 * input its name, value, error and onChange; `check` applies the settings rules (the server's own,
 * shared/settingsRules.ts) before saving; `showServerErrors` puts a refusal's field messages in place.
 */
export function useSettingsValues<T extends Record<string, string>>(initial: T, rules: z.ZodType) {
  type Name = keyof T & string
  const [values, setValues] = useState(initial)
  const { errors, setErrors, showProblems, clearError } = useFieldErrors<Name>()

  const field = (name: Name) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (e: { target: { value: string } }) => {
      setValues((prev) => ({ ...prev, [name]: e.target.value }))
      clearError(name)
    },
  })

  /** True when the values may be sent; else each field shows its problem and the save's failure toast names the first. */
  function check(form: HTMLFormElement, failedTitle: string): boolean {
    const inFormOrder = Array.from(form.elements, (element) => (element as HTMLInputElement).name).filter((name): name is Name => name in values)
    return !showProblems(form, fieldErrors<Name>(rules, values), inFormOrder, { title: failedTitle })
  }

  function showServerErrors(error: unknown) {
    setErrors(apiFieldErrors(error) as FieldErrors<Name>)
  }

  return { values, field, check, showServerErrors }
}
