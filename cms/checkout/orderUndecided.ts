import { ShopError } from '../errors/shopErrors'

export const STILL_PROCESSING = 'Your order is still being processed. Please check your orders again in a minute.'

/** The claim reason of a payment refunded before its order was made. */
export const REFUNDED_BEFORE_ORDER = 'This payment was refunded before its order was made, so there is no order.'

/**
 * The payment is being turned into an order by another caller (or its holder died and the claim is
 * not stale yet): the outcome is not decided. The browser gets 409 "still being processed"; the
 * webhook answers 503 and records nothing, so Stripe sends the event again.
 */
export class OrderUndecided extends ShopError {
  override readonly passing = true

  constructor() {
    super(STILL_PROCESSING)
  }
}
