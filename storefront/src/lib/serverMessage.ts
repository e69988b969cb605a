/**
 * The message a person should read from a failed call: the JSON body's `message` or `error`
 * out of the fetch wrapper's "<status>: <body>" text. Null when the body says nothing usable
 * (HTML error pages, empty bodies), so callers fall back to the spec's own wording.
 */
export function serverMessage(error: unknown, field: 'message' | 'error' | 'any' = 'any'): string | null {
  if (!(error instanceof Error)) return null
  const match = /^\d{3}: ([\s\S]*)$/.exec(error.message)
  if (!match) return null
  const body = match[1].trim()
  if (!body.startsWith('{')) return null
  try {
    const parsed = JSON.parse(body) as Record<string, unknown>
    const candidates = field === 'any' ? [parsed.message, parsed.error] : [parsed[field]]
    for (const value of candidates) if (typeof value === 'string' && value.trim()) return value.trim()
  } catch {
    // not JSON after all
  }
  return null
}
