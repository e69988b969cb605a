import { type FieldErrors, fieldErrors } from '@shared/fieldErrors'
import { restockRequestSchema } from '@shared/restockRequests'

/** The "notify me" form's checks: the server's own schema, so both say the same words. */
export function restockRequestProblems(values: { email: string; size: string | null }): FieldErrors<'size' | 'email'> {
  return fieldErrors<'size' | 'email'>(restockRequestSchema, values)
}
