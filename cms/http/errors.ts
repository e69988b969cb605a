/** An error with an HTTP status and a message that is safe to show to the caller. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Extra fields for the JSON answer, e.g. `{ error }` where the spec names the field so. */
    readonly body: Record<string, unknown> = {},
    /** `cause`: what went wrong underneath (logged with the request id, never sent). */
    options?: { cause?: unknown },
  ) {
    super(message, options)
  }
}

export const badRequest = (message: string, body?: Record<string, unknown>) => new HttpError(400, message, body)
export const unauthorized = (message = 'Please sign in') => new HttpError(401, message)
export const forbidden = (message = 'You do not have permission to do this') => new HttpError(403, message)
export const notFound = (message = 'Not found') => new HttpError(404, message)
export const conflict = (message: string, body?: Record<string, unknown>) => new HttpError(409, message, body)
