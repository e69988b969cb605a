import { httpErrorMessage } from './httpErrorMessage'

/**
 * A failed HTTP answer, as the one fetch wrapper throws it. Callers read `status` and `body`
 * (or `json`) instead of parsing the message, which stays the spec's "<status>: <body>" for the
 * toasts and logs that show it.
 */
export class ApiError extends Error {
  override name = 'ApiError'
  readonly status: number
  /** The body text as the server sent it ('' when empty). */
  readonly body: string

  constructor(status: number, body: string, statusText = '') {
    super(httpErrorMessage(status, body, statusText))
    this.status = status
    this.body = body
  }

  /** The body as a JSON object, or null when it is not one (HTML error pages, empty bodies). */
  get json(): Record<string, unknown> | null {
    if (!this.body.trim().startsWith('{')) return null
    try {
      const parsed: unknown = JSON.parse(this.body)
      return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null
    } catch {
      return null
    }
  }
}
