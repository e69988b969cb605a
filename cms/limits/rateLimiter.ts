import { isIPv6 } from 'node:net'

import type { LimitStore } from './limitStore'
import { MemoryLimitStore } from './memoryLimitStore'

export type Limits = { perAddress: number; perUsername: number }
export type HitResult = { limited: boolean; retryAfterSeconds: number }

/**
 * Fixed-window throttling. Keys name what is counted: `<action>:ip:<address>` gets the per-address
 * limit, `<action>:user:<name>` and `<action>:device:<id>` the per-username one. The counters live
 * in a LimitStore: the shop passes its database store (one limit for all processes); without one,
 * this process's memory (bounded). Express routes throttle through cms/http/rateLimit.ts (`throttle`).
 *
 *   const limiter = new RateLimiter({ perAddress: 20, perUsername: 5 }, 60_000, deps.limitStore)
 *   const { limited } = await limiter.hit([`thing:ip:${addressKey(address)}`, `thing:user:${usernameKey(name)}`])
 */
export class RateLimiter {
  constructor(
    private readonly limits: Limits,
    private readonly windowMs: number,
    private readonly store: LimitStore = new MemoryLimitStore(),
  ) {}

  /**
   * Counts one attempt against each key in turn, and stops at the first key over its limit: an
   * attempt already refused for its address does not also use up the username's allowance (else
   * one throttled address could keep a username locked for everyone else). Put the address first.
   */
  async hit(keys: string[], now = Date.now()): Promise<HitResult> {
    for (const key of keys) {
      const { count, resetAt } = await this.store.increment(key, this.windowMs, now)
      if (count > this.limitOf(key)) return { limited: true, retryAfterSeconds: Math.max(1, Math.ceil((resetAt - now) / 1000)) }
    }
    return { limited: false, retryAfterSeconds: 0 }
  }

  /** Takes back one hit from each key (those `hit` counted for an attempt that turned out to be the account's owner). */
  async release(keys: string[], now = Date.now()): Promise<void> {
    for (const key of keys) await this.store.release(key, now)
  }

  private limitOf(key: string): number {
    return key.includes(':user:') || key.includes(':device:') ? this.limits.perUsername : this.limits.perAddress
  }
}

/** The spec's wording for a throttled attempt (429). */
export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60))
  return `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`
}

/**
 * The address as a throttling key: IPv4 as is; IPv6 by its /64 network, since one subscriber
 * commonly holds a whole /64 and could otherwise count as billions of visitors.
 */
export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  if (mapped) return mapped[1]
  if (!isIPv6(address)) return address.slice(0, 64)
  return `${expandIPv6(address).slice(0, 4).join(':')}::/64`
}

/** Usernames are stored in lower case; a key never grows past 100 characters. */
export function usernameKey(username: string): string {
  return username.trim().toLowerCase().slice(0, 100)
}

function expandIPv6(address: string): string[] {
  const [head, tail = ''] = address.split('%')[0].split('::')
  const left = head ? head.split(':') : []
  const right = address.includes('::') && tail ? tail.split(':') : []
  const missing = 8 - left.length - right.length
  const groups = address.includes('::') ? [...left, ...Array(Math.max(0, missing)).fill('0'), ...right] : left
  return groups.map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''))
}
