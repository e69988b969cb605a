import { serverMessage } from '../../../lib/serverMessage'

/** Spec §5: the payment library is not ready (still loading, or it could not load). */
export const PAYMENT_NOT_READY_MESSAGE = 'The card payment provider is not initialized. Please wait a moment and try again.'

/** Spec §8 fallbacks. */
export const PAYMENT_FAILED_FALLBACK = 'Please try again'
export const INTENT_FAILED_FALLBACK = 'Failed to create payment intent'

/** A failure whose message is written for the shopper (from Stripe, or the not-ready message). */
export class PaymentError extends Error {
  override name = 'PaymentError'
}

/** The description of the 'Payment failed' toast: the provider's or server's message, else the spec's fallback. */
export function paymentFailureMessage(err: unknown): string {
  if (err instanceof PaymentError) return err.message
  return serverMessage(err) ?? PAYMENT_FAILED_FALLBACK
}

/** What the 'Failed to initialize payment' state shows under its title. */
export function intentFailureMessage(err: unknown): string {
  if (err instanceof PaymentError) return err.message
  return serverMessage(err) ?? INTENT_FAILED_FALLBACK
}

/**
 * POST /api/orders answered 409 with refunded: true — an item sold out while the buyer paid and
 * the payment went back. That intent is spent: the checkout needs a new one.
 */
export function wasRefunded(err: unknown): boolean {
  if (!(err instanceof Error)) return false
  const match = /^409: (\{[\s\S]*\})$/.exec(err.message)
  if (!match) return false
  try {
    return (JSON.parse(match[1]) as { refunded?: unknown }).refunded === true
  } catch {
    return false
  }
}
