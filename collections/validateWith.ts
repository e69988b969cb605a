import type { z } from 'zod'

/**
 * A Payload field `validate` function from a field's zod schema in shared/ (the one the /api
 * routers parse with and the admin forms check with): true, or the schema's first message.
 * An empty field (Payload passes null or undefined) is fine when the schema takes either, or gets
 * `required` when given.
 */
export function validateWith(schema: z.ZodType, { required }: { required?: string } = {}) {
  const message = (result: z.ZodSafeParseResult<unknown>) => (result.success ? true : (result.error.issues[0]?.message ?? 'Invalid value'))
  return (value: unknown): true | string => {
    if (value !== null && value !== undefined) return message(schema.safeParse(value))
    if (required) return required
    return schema.safeParse(undefined).success ? true : message(schema.safeParse(null))
  }
}
