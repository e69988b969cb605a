import type { RequestHandler } from 'express'
import type { Payload } from 'payload'

import type { RateLimiter } from '../limits/rateLimiter'
import { HttpError } from './errors'
import { readSession } from './session'

export const TOO_MANY_INTENTS = 'Too many checkout attempts from your connection. Please wait a minute and try again.'

/**
 * POST /api/checkout/payment-intent per client address (CHECKOUT_RATE_LIMIT_PER_IP a minute) and
 * per signed-in account. Every intent is a call to Stripe, whose API rate limit all buyers share
 * (and in demo mode a row kept forever): a flood from one client must not fail everyone's checkout.
 * Answers the spec's `{ error }` so the checkout shows it as its payment-intent failure.
 */
export function throttleIntents(limiter: RateLimiter, payload: Payload): RequestHandler {
  return async (req, res, next) => {
    const user = await readSession(payload, req)
    const keys = [`checkout:ip:${req.ip ?? req.socket.remoteAddress ?? 'unknown'}`]
    if (user) keys.push(`checkout:user:${user.id}`)
    // `await`: the limiter may keep its counts outside this process.
    const { limited, retryAfterSeconds } = await limiter.hit(keys)
    if (limited) {
      res.setHeader('Retry-After', String(Math.max(1, retryAfterSeconds)))
      throw new HttpError(429, TOO_MANY_INTENTS, { error: TOO_MANY_INTENTS })
    }
    next()
  }
}
