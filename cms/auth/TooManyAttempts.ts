import { APIError } from 'payload'

import { tooManyAttemptsMessage } from '../limits/rateLimiter'

/** A throttled sign-in attempt: 429 from Payload's REST and from the spec's /api alike. */
export class TooManyAttempts extends APIError {
  constructor(readonly retryAfterSeconds: number) {
    super(tooManyAttemptsMessage(retryAfterSeconds), 429, null, true)
    // Named outright: a minified bundle would rename the class, and the log level goes by this name.
    this.name = 'TooManyAttempts'
  }
}
