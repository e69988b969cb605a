import type { Request, RequestHandler } from 'express'

import { addressKey as addressKeyOf, type RateLimiter, tooManyAttemptsMessage, usernameKey } from '../limits/rateLimiter'
import { HttpError } from './errors'

/** Throttles by client address and, when the body names one, by username (429 with Retry-After). */
export function throttle(limiter: RateLimiter, action: string): RequestHandler {
  return async (req, res, next) => {
    const keys = [`${action}:ip:${addressKey(req)}`]
    const username = typeof req.body?.username === 'string' ? usernameKey(req.body.username) : ''
    if (username) keys.push(`${action}:user:${username}`)
    const { limited, retryAfterSeconds } = await limiter.hit(keys)
    if (limited) {
      res.setHeader('Retry-After', String(retryAfterSeconds))
      const message = tooManyAttemptsMessage(retryAfterSeconds)
      throw new HttpError(429, message, { error: message })
    }
    next()
  }
}

/** The request's client address as Express sees it (TRUST_PROXY decides how far to trust X-Forwarded-For). */
export function clientAddress(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown'
}

/** A request's client address as a throttling key (cms/limits/rateLimiter.ts: IPv6 by its /64). */
export function addressKey(reqOrAddress: Request | string): string {
  return addressKeyOf(typeof reqOrAddress === 'string' ? reqOrAddress : clientAddress(reqOrAddress))
}
