import type { RequestHandler } from 'express'
import type { Payload } from 'payload'

import type { RateLimiter } from '../limits/rateLimiter'
import { throttleRequester } from './throttleRequester'

export const TOO_MANY_INTENTS = 'Too many checkout attempts from your connection. Please wait a minute and try again.'

/**
 * POST /api/checkout/payment-intent per client address (CHECKOUT_RATE_LIMIT_PER_IP a minute) and
 * per signed-in account. Every intent is a call to Stripe, whose API rate limit all buyers share
 * (and in demo mode a row kept forever): a flood from one client must not fail everyone's checkout.
 * Answers the spec's `{ error }` so the checkout shows it as its payment-intent failure.
 */
export function throttleIntents(limiter: RateLimiter, payload: Payload): RequestHandler {
  return throttleRequester(limiter, payload, 'checkout', TOO_MANY_INTENTS)
}
