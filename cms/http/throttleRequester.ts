import type { RequestHandler } from 'express'
import type { Payload } from 'payload'

import type { RateLimiter } from '../limits/rateLimiter'
import { HttpError } from './errors'
import { addressKey } from './rateLimit'
import { readSession } from './session'

/**
 * Throttles a route per client address and, for a signed-in requester, per account
 * (`<action>:ip:…` and `<action>:user:…`: the limiter's per-address and per-username limits), with
 * its own counters. For routes where each request may cost a call to Stripe, whose API rate limit
 * all of the shop's buyers share: a flood from one client must not fail everyone's checkout.
 * Over a limit: 429 with `message` (and the spec's `{ error }`), and Retry-After.
 */
export function throttleRequester(limiter: RateLimiter, payload: Payload, action: string, message: string): RequestHandler {
  return async (req, res, next) => {
    const user = await readSession(payload, req)
    const keys = [`${action}:ip:${addressKey(req)}`]
    if (user) keys.push(`${action}:user:${user.id}`)
    // `await`: the limiter may keep its counts outside this process.
    const { limited, retryAfterSeconds } = await limiter.hit(keys)
    if (limited) {
      res.setHeader('Retry-After', String(Math.max(1, retryAfterSeconds)))
      throw new HttpError(429, message, { error: message })
    }
    next()
  }
}
