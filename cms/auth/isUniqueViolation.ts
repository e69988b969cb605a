import { ValidationError } from 'payload'

/**
 * True when a write failed because a unique value already exists. SQLite and MongoDB word this
 * differently, and Payload turns some of them into ValidationErrors: one place knows all forms.
 */
export function isUniqueViolation(err: unknown, field?: string): boolean {
  if (err instanceof ValidationError) {
    const errors = (err.data as { errors?: { path?: string; message?: string }[] } | undefined)?.errors ?? []
    return errors.some((e) => (!field || e.path === field || e.path?.endsWith(`.${field}`)) && /unique|already|registered|exists/i.test(e.message ?? ''))
  }
  const text = collectMessages(err)
  return /UNIQUE constraint failed|E11000 duplicate key|SQLITE_CONSTRAINT_UNIQUE/i.test(text)
}

function collectMessages(err: unknown, depth = 0): string {
  if (!err || typeof err !== 'object' || depth > 4) return ''
  const e = err as { message?: unknown; code?: unknown; cause?: unknown }
  return `${String(e.message ?? '')} ${String(e.code ?? '')} ${collectMessages(e.cause, depth + 1)}`
}
