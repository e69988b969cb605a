import type { z } from 'zod'

import { badRequest } from './errors'

/**
 * Checks a request body against a schema. The first problem becomes a 400 with a message a
 * person can act on; every field problem is listed under `errors` for forms.
 */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown, errorField?: 'error'): z.infer<S> {
  const result = schema.safeParse(body ?? {})
  if (result.success) return result.data
  const errors = result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }))
  const message = errors[0]?.message ?? 'Invalid request'
  throw badRequest(message, { ...(errorField ? { error: message } : {}), errors })
}
