import type { Request, RequestHandler } from 'express'

import { HttpError } from './errors'

type Window = { count: number; resetAt: number }

/**
 * Fixed-window counters in memory: enough to slow down password guessing on one server.
 * Behind several processes each keeps its own counts (documented in the README).
 */
export class RateLimiter {
  private windows = new Map<string, Window>()

  constructor(
    private readonly limits: { perAddress: number; perUsername: number },
    private readonly windowMs: number,
  ) {}

  /** Counts one attempt for each key; limited when any key is over its limit. */
  hit(keys: string[], now = Date.now()): { limited: boolean; retryAfterSeconds: number } {
    let limited = false
    let retryAfterMs = 0
    for (const key of keys) {
      const limit = key.includes(':user:') ? this.limits.perUsername : this.limits.perAddress
      let window = this.windows.get(key)
      if (!window || window.resetAt <= now) {
        window = { count: 0, resetAt: now + this.windowMs }
        this.windows.set(key, window)
      }
      window.count += 1
      if (window.count > limit) {
        limited = true
        retryAfterMs = Math.max(retryAfterMs, window.resetAt - now)
      }
    }
    if (this.windows.size > 50_000) this.sweep(now)
    return { limited, retryAfterSeconds: Math.ceil(retryAfterMs / 1000) }
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key)
  }
}

/** Throttles by client address and, when the body names one, by username. */
export function throttle(limiter: RateLimiter, action: string): RequestHandler {
  return (req, res, next) => {
    const keys = [`${action}:ip:${clientAddress(req)}`]
    const username = typeof req.body?.username === 'string' ? req.body.username.trim().toLowerCase() : ''
    if (username) keys.push(`${action}:user:${username.slice(0, 100)}`)
    const { limited, retryAfterSeconds } = limiter.hit(keys)
    if (limited) {
      res.setHeader('Retry-After', String(retryAfterSeconds))
      const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60))
      throw new HttpError(429, `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`, {
        error: `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
      })
    }
    next()
  }
}

function clientAddress(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown'
}
