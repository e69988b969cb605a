import { ApiError } from '@/lib/ApiError'
import { apiErrorMessage } from '@/lib/apiErrorMessage'

/** The payment library is not ready (still loading, or it could not load). */
export const PAYMENT_NOT_READY_MESSAGE = 'The card payment provider is not initialized. Please wait a moment and try again.'

/** Fallbacks. */
export const PAYMENT_FAILED_FALLBACK = 'Please try again'
export const INTENT_FAILED_FALLBACK = 'Failed to create payment intent'

/** A failure whose message is written for the shopper (from Stripe, or the not-ready message). */
export class PaymentError extends Error {
  override name = 'PaymentError'
}

/**
 * The payment went through but the order could not be recorded (the network dropped, the server
 * was busy or refused the form). The buyer was charged once; retrying charges nothing, and the
 * payment webhook completes the order anyway. Never a 'Payment failed'.
 */
export class OrderNotRecordedError extends Error {
  override name = 'OrderNotRecordedError'
  /**
   * What the server said when it refused the form (a 4xx: something the buyer can fix, in words
   * written for them). A server failure's text (a 5xx, "database is locked") is for the log, never
   * for the shopper: null, like a network failure.
   */
  readonly detail: string | null
  constructor(cause: unknown) {
    const detail = cause instanceof ApiError && cause.status >= 400 && cause.status < 500 ? apiErrorMessage(cause) : null
    super(detail ?? 'The order could not be recorded', { cause })
    this.detail = detail
  }
}

/** The description of the 'Payment failed' toast: the provider's or server's message, else the spec's fallback. */
export function paymentFailureMessage(err: unknown): string {
  if (err instanceof PaymentError) return err.message
  return apiErrorMessage(err) ?? PAYMENT_FAILED_FALLBACK
}

/** What the 'Failed to initialize payment' state shows under its title. */
export function intentFailureMessage(err: unknown): string {
  if (err instanceof PaymentError) return err.message
  return apiErrorMessage(err) ?? INTENT_FAILED_FALLBACK
}

/**
 * POST /api/orders answered 409 with refunded: true — an item sold out while the buyer paid and
 * the payment went back. That intent is spent: the checkout needs a new one.
 */
export function wasRefunded(err: unknown): boolean {
  return answerFlag(err, 409, 'refunded')
}

/**
 * The order was refused after the payment: refunded (409 refunded), or to be refunded by hand
 * (502 refundFailed). Either way it will not be completed, and the server's message says why.
 */
export function wasRefused(err: unknown): boolean {
  return wasRefunded(err) || answerFlag(err, 502, 'refundFailed')
}

function answerFlag(err: unknown, status: number, flag: string): boolean {
  return err instanceof ApiError && err.status === status && err.json?.[flag] === true
}
