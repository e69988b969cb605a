import { HttpError } from '../http/errors'

/** What a shopper reads when the payment provider fails; the provider's own words go to the log. */
export const PAYMENTS_UNAVAILABLE = 'Payments are unavailable right now, please try again in a few minutes'

/**
 * The payment provider failed (down, rate limited, a revoked key, an unexpected answer): 503 with
 * the plain message. The error handler logs `cause` with the request id.
 */
export class PaymentsUnavailableError extends HttpError {
  constructor(cause: unknown) {
    super(503, PAYMENTS_UNAVAILABLE, {}, { cause })
  }
}

/** The buyer's saved customer no longer exists at the provider (deleted in its dashboard). */
export class CustomerMissingError extends Error {
  constructor(readonly customerId: string) {
    super(`Customer ${customerId} no longer exists at the payment provider`)
  }
}

/**
 * The provider refused a refund for a reason the volunteer can act on: more than is left, or an
 * Idempotency-Key already used for a different refund. 400 or 409 with the shop's own words.
 */
export class RefundRefusedError extends HttpError {
  constructor(status: 400 | 409, message: string, cause?: unknown) {
    super(status, message, {}, { cause })
  }
}

export const KEY_USED_FOR_ANOTHER_REFUND = 'This Idempotency-Key was already used for a different refund: nothing more was refunded.'
