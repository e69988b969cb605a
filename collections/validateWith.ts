import type { z } from 'zod'

/**
 * A Payload field `validate` function from a field's zod schema in shared/ (the one the /api
 * routers parse with and the admin forms check with): true, or the schema's first message.
 * `required`: the message for an empty value. Payload passes a field that was left out as
 * undefined: it is checked as empty (null), which a nullable schema accepts.
 */
export function validateWith(schema: z.ZodType, { required }: { required?: string } = {}) {
  return (value: unknown): true | string => {
    if (required && (value === null || value === undefined)) return required
    const result = schema.safeParse(value === undefined ? null : value)
    return result.success ? true : (result.error.issues[0]?.message ?? 'Invalid value')
  }
}
