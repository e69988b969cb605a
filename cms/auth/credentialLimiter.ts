import type { Payload } from 'payload'

import { env } from '../env'
import { createLimitStore } from '../limits/createLimitStore'
import { RateLimiter } from '../limits/rateLimiter'

/** Sign-in attempts are counted over 15 minutes. */
export const CREDENTIAL_WINDOW_MS = 15 * 60 * 1000

const limiters = new WeakMap<Payload, RateLimiter>()

/**
 * The one limiter of sign-in, signup and admin setup attempts (AUTH_RATE_LIMIT_PER_IP and
 * _PER_USERNAME), counted in the database: the spec's /api, Payload's REST and the panel share it,
 * and so do all processes on one database.
 */
export function credentialLimiter(payload: Payload): RateLimiter {
  let limiter = limiters.get(payload)
  if (!limiter) {
    limiter = new RateLimiter(env().authRateLimit, CREDENTIAL_WINDOW_MS, createLimitStore(payload))
    limiters.set(payload, limiter)
  }
  return limiter
}
