import { ApiError } from './ApiError'

/**
 * The message a person should read from a failed call: the JSON body's `message` or `error`.
 * Null when the failure is not an answer from the server or its body says nothing usable, so
 * callers fall back to the spec's own wording.
 */
export function apiErrorMessage(error: unknown, field: 'message' | 'error' | 'any' = 'any'): string | null {
  if (!(error instanceof ApiError)) return null
  const json = error.json
  if (!json) return null
  const candidates = field === 'any' ? [json.message, json.error] : [json[field]]
  for (const value of candidates) if (typeof value === 'string' && value.trim()) return value.trim()
  return null
}
