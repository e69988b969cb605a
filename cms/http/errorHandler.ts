import type { ErrorRequestHandler } from 'express'
import { STATUS_CODES } from 'node:http'
import type { Payload } from 'payload'

import { TooManyAttempts } from '../auth/TooManyAttempts'
import { errorAnswer } from './errorAnswer'
import { HttpError } from './errors'

/**
 * The one place that turns errors into answers. The shop's own errors are answered as
 * ./errorAnswer.ts maps them, HTTP errors keep their status and message; anything else is logged
 * with the request id and answered as a generic 500, without internals.
 */
export function errorHandler(payload: Payload): ErrorRequestHandler {
  return async (err, req, res, _next) => {
    if (res.headersSent) {
      req.socket.destroy()
      return
    }
    if (err instanceof TooManyAttempts) res.setHeader('Retry-After', String(err.retryAfterSeconds))
    const known = await toKnownError(payload, err).catch((mappingErr: unknown) => {
      payload.logger.error({ msg: 'could not word the answer to an error', id: req.id, path: req.originalUrl, err: mappingErr })
      return null
    })
    if (res.headersSent) return
    if (known) {
      // A 5xx in plain words (a payment provider down) still needs its real cause in the log.
      if (known.status >= 500) payload.logger.error({ msg: known.message, id: req.id, path: req.originalUrl, err: known.cause ?? known })
      res.status(known.status).json({ message: known.message, ...known.body })
      return
    }
    payload.logger.error({ msg: 'unexpected error', id: req.id, path: req.originalUrl, err })
    res.status(500).json({ message: 'Something went wrong on our side. Please try again.', requestId: req.id })
  }
}

async function toKnownError(payload: Payload, err: unknown): Promise<HttpError | null> {
  const mapped = await errorAnswer(payload, err)
  if (mapped) return mapped
  const e = err as { type?: string; status?: number; statusCode?: number; expose?: boolean }
  // A payment provider's own error (Stripe's carry statusCode) is not the shopper's mistake and its text is not for them.
  if (typeof e?.type === 'string' && e.type.startsWith('Stripe')) return null
  // body-parser's errors (malformed JSON, too large, bad encoding) are the caller's mistakes.
  if (e?.type === 'entity.parse.failed') return new HttpError(400, 'Malformed JSON in request body')
  if (e?.type === 'entity.too.large') return new HttpError(413, 'Request body is too large')
  const status = e?.status ?? e?.statusCode
  if (typeof status === 'number' && status >= 400 && status < 500) {
    // A 4xx whose text is not for the caller (express.static's 404 names the file's path on disk)
    // keeps its status in the status's own words: an old page asking for a chunk that a deploy
    // replaced is answered 404, not 500.
    return new HttpError(status, e.expose === false ? (STATUS_CODES[status] ?? 'Bad request') : (err as Error).message || 'Bad request')
  }
  return null
}
