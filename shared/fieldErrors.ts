import type { z } from 'zod'

/** Each field's first problem, keyed by field name: what a form shows under each input. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>

/**
 * The schema's verdict on a form, one message per field (the first zod reports for it); an
 * empty object when the form may be sent.
 */
export function fieldErrors<Field extends string>(schema: z.ZodType, values: Record<Field, unknown>): FieldErrors<Field> {
  const result = schema.safeParse(values)
  const errors: FieldErrors<Field> = {}
  if (result.success) return errors
  for (const issue of result.error.issues) {
    const field = issue.path[0] as Field | undefined
    if (field !== undefined && errors[field] === undefined) errors[field] = issue.message
  }
  return errors
}

/**
 * The problem a form's toast names and focus moves to: the first of `priority` messages any field
 * has (the spec's order of checks), else the first field's in form order.
 */
export function firstFieldError<Field extends string>(
  errors: FieldErrors<Field>,
  fieldOrder: readonly Field[],
  priority: readonly string[] = [],
): { field: Field; message: string } | null {
  for (const message of priority) {
    const field = fieldOrder.find((name) => errors[name] === message)
    if (field) return { field, message }
  }
  for (const field of fieldOrder) {
    const message = errors[field]
    if (message) return { field, message }
  }
  return null
}
