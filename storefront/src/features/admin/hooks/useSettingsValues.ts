import { type FieldErrors, fieldErrors } from '@shared/fieldErrors'
import { type FormEvent, useState } from 'react'
import type { z } from 'zod'

import { apiFieldErrors } from '@/lib/apiFieldErrors'
import type { ToastInput } from '@/lib/toast'
import { useFieldErrors } from '@/lib/useFieldErrors'

import { saveWithToast } from '../lib/saveWithToast'

/**
 * The values of a settings form, whether they differ from what was last saved (`dirty`), and its
 * messages at the fields. `field(name)` gives that key's
 * input its name, value, error and onChange; `onSubmit` checks the settings rules (the server's
 * own, shared/settingsRules.ts) before saving, and puts a refusal's field messages in place.
 */
export function useSettingsValues<T extends Record<string, string>>(initial: T, rules: z.ZodType) {
  type Name = keyof T & string
  const [values, setValues] = useState(initial)
  // What the server has: the form is dirty (and guarded, UnsavedEditsGuard) while the values differ.
  const [saved, setSaved] = useState(initial)
  const dirty = Object.keys(values).some((key) => values[key] !== saved[key])
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
  function mayBeSent(form: HTMLFormElement, failedTitle: string): boolean {
    const inFormOrder = Array.from(form.elements, (element) => (element as HTMLInputElement).name).filter((name): name is Name => name in values)
    return !showProblems(form, fieldErrors<Name>(rules, values), inFormOrder, { title: failedTitle })
  }

  /** The form's submit handler: check, save, and say how it went (toasts: `failedTitle`, `done`). */
  function onSubmit(send: (values: T) => Promise<unknown>, failedTitle: string, done: ToastInput) {
    return async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault()
      if (!mayBeSent(event.currentTarget, failedTitle)) return
      const sent = values
      if (await saveWithToast(send(sent), failedTitle, done, (error) => setErrors(apiFieldErrors(error) as FieldErrors<Name>))) setSaved(sent)
    }
  }

  return { field, onSubmit, dirty }
}
