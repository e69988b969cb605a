import type { Payload } from 'payload'

import type { Env } from '../env'
import type { RateLimiter } from '../limits/rateLimiter'
import type { LimitStore } from '../limits/limitStore'
import type { PaymentProvider } from '../payments/paymentProvider'

/** What every /api router is built from; tests build routers with their own. */
export type ApiDeps = {
  payload: Payload
  env: Env
  payments: PaymentProvider
  /** Sign-in, signup and admin-setup attempts (cms/auth/credentialLimiter.ts). */
  authLimiter: RateLimiter
  /** Payment intents per minute, per address and per signed-in account (cms/http/throttleIntents.ts). */
  checkoutLimiter: RateLimiter
  /** The database's counters: `new RateLimiter(limits, windowMs, deps.limitStore)` holds across processes. */
  limitStore: LimitStore
}
