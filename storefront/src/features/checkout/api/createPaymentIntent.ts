import type { PaymentIntentAnswer } from '@shared/api'
import type { DeliveryMethod } from '@shared/money'
import { queryOptions, useQuery } from '@tanstack/react-query'

import { apiFetch } from '@/lib/apiClient'

import type { IntentLine } from '../lib/checkoutLine'
import { INTENT_FAILED_FALLBACK, PaymentError } from '../lib/paymentErrors'
import { checkoutKeys } from './checkoutKeys'

/** What the server will charge, as decimal strings, e.g. "15.00". */
export type IntentAmounts = PaymentIntentAnswer['amounts']

/** A usable intent: the secret the payment needs, and what it was made for. */
export type CheckoutIntent = Omit<PaymentIntentAnswer, 'amounts'> & {
  amounts?: IntentAmounts
  deliveryMethod: DeliveryMethod
  /** The buyer's e-mail sent with it (lower case; only with a promo code), null when none was known yet. */
  customerEmail: string | null
  /** Which of this checkout's requests answered it (useCheckoutIntent): only the last one's price is the payment's. */
  ticket?: number
}

export type PaymentIntentInput = {
  deliveryMethod: DeliveryMethod
  signedIn: boolean
  lines: IntentLine[]
  /** The gift, decimal string ("0.00" = none). */
  donation: string
  /** The optional fee's tick (the server reads it only in `optional` mode). */
  coverFees: boolean
  /** Issue 31: the promo code to price with, or null. */
  promoCode: string | null
}

/** An e-mail the server may count a code's uses by: something@somewhere, within the form's 254 characters. */
export function intentEmail(typed: string | null | undefined): string | null {
  const email = (typed ?? '').trim().toLowerCase()
  return email.length <= 254 && /^[^\s@]+@[^\s@]+$/.test(email) ? email : null
}

/**
 * POST /api/checkout/payment-intent. Signed in, the server prices the server cart and only the
 * delivery method is sent; a guest sends the cart lines. The server sets every price. With a promo
 * code, the e-mail typed so far goes too (`customerEmail`, issue 31): a code that e-mail has already
 * used is refused now, not after paying.
 */
export async function createPaymentIntent(
  { deliveryMethod, signedIn, lines, donation, coverFees, promoCode }: PaymentIntentInput,
  replacesClientSecret: string | null = null,
  typedEmail: string | null = null,
): Promise<CheckoutIntent> {
  const customerEmail = promoCode ? intentEmail(typedEmail) : null
  const body = {
    deliveryMethod,
    // Sent only when they say something: without a gift, with the fee covered, the spec's request exactly.
    ...(donation !== '0.00' ? { donation } : {}),
    ...(coverFees ? {} : { coverFees }),
    ...(signedIn ? {} : { cartItems: lines }),
    ...(promoCode ? { promoCode } : {}),
    ...(customerEmail ? { customerEmail } : {}),
    // The payment on screen: the server reprices it in place, or replaces and cancels it (decision 77).
    ...(replacesClientSecret ? { replacesClientSecret } : {}),
  }
  const answer = await apiFetch<Partial<PaymentIntentAnswer> & { amounts?: IntentAmounts; error?: string }>(
    'POST',
    '/api/checkout/payment-intent',
    body,
  )
  if (!answer?.clientSecret || !answer.paymentIntentId) throw new PaymentError(answer?.error || INTENT_FAILED_FALLBACK)
  return { clientSecret: answer.clientSecret, paymentIntentId: answer.paymentIntentId, amounts: answer.amounts, promotion: answer.promotion ?? null, deliveryMethod, customerEmail }
}

/** What one visit to the checkout keeps between its payment requests (useCheckoutIntent). */
export type IntentSession = {
  /** Runs the requests one at a time, each knowing the payment the one before made. */
  inOrder: (request: (replaces: string | null) => Promise<CheckoutIntent>) => Promise<CheckoutIntent>
  /** The e-mail typed so far (read when the request is made). */
  email: () => string | null
}

const NO_SESSION: IntentSession = { inOrder: (request) => request(null), email: () => null }

/**
 * Retried once. Dropped from the cache as soon as no screen shows it, so a later checkout never
 * reuses an intent that may already be paid. The session names the payment being repriced (the
 * server changes it in place, or replaces it: decision 77) and the e-mail typed so far, neither
 * part of the key: typing never starts a new payment.
 */
export const paymentIntentQueryOptions = (input: PaymentIntentInput, session: IntentSession = NO_SESSION) =>
  queryOptions({
    queryKey: checkoutKeys.paymentIntent(input),
    queryFn: () => session.inOrder((replaces) => createPaymentIntent(input, replaces, session.email())),
    retry: 1,
    gcTime: 0,
  })

/** Called only when the cart is non-empty (the caller says so through `enabled`). */
export function usePaymentIntent(input: PaymentIntentInput, enabled: boolean, session?: IntentSession) {
  return useQuery({ ...paymentIntentQueryOptions(input, session), enabled })
}
