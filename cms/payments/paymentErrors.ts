import { ShopError } from '../errors/shopErrors'

/** What a shopper reads when the payment provider fails; the provider's own words go to the log. */
export const PAYMENTS_UNAVAILABLE = 'Payments are unavailable right now, please try again in a few minutes'

/**
 * The payment provider failed (down, rate limited, a revoked key, an unexpected answer): the plain
 * message for the shopper, the provider's error as `cause` (logged with the request id). Asked
 * again later, it may pass.
 */
export class PaymentsUnavailable extends ShopError {
  override readonly passing = true

  constructor(cause: unknown) {
    super(PAYMENTS_UNAVAILABLE, { cause })
  }
}

/** The card was declined: the provider's message says why (it is written for the card holder). */
export class CardDeclined extends ShopError {}

/** The buyer's saved customer no longer exists at the provider (deleted in its dashboard). */
export class CustomerMissingError extends Error {
  constructor(readonly customerId: string) {
    super(`Customer ${customerId} no longer exists at the payment provider`)
  }
}

/**
 * A refund refused for a reason the volunteer can act on, in the shop's own words:
 * `not-refundable`, nothing (or less) is left to refund; `clashes`, it clashes with another refund
 * (an Idempotency-Key already used for a different one, or another refund at the same moment).
 */
export class RefundRefused extends ShopError {
  constructor(
    message: string,
    readonly why: 'not-refundable' | 'clashes',
    cause?: unknown,
  ) {
    super(message, { cause })
  }
}

export const KEY_USED_FOR_ANOTHER_REFUND = 'This Idempotency-Key was already used for a different refund: nothing more was refunded.'
