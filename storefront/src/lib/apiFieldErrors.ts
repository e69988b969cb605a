import { ApiError } from './ApiError'

/**
 * The field problems a refused request lists (`errors: [{ path, message }]`, the server's zod
 * check), keyed by the field's path ('name', 'sizeInventory.M'): the first message per field.
 * Empty when the failure names no field.
 */
export function apiFieldErrors(error: unknown): Record<string, string> {
  const errors: Record<string, string> = {}
  const listed = error instanceof ApiError ? error.json?.errors : undefined
  if (!Array.isArray(listed)) return errors
  for (const entry of listed as unknown[]) {
    if (!entry || typeof entry !== 'object') continue
    const { path, message } = entry as { path?: unknown; message?: unknown }
    if (typeof path === 'string' && path && typeof message === 'string' && message && errors[path] === undefined) errors[path] = message
  }
  return errors
}
