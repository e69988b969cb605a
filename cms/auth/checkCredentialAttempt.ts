import type { Payload } from 'payload'

import { addressKey, usernameKey } from '../limits/rateLimiter'
import { credentialLimiter } from './credentialLimiter'
import { knownDeviceKey } from './knownDevice'
import { TooManyAttempts } from './TooManyAttempts'

export type CredentialAttempt = {
  /** The client address (Express's req.ip). */
  address: string
  /** The username (or e-mail) the attempt names, if any. */
  username?: string
  /** The request's Cookie header: a known-device mark for this username moves the attempt to the browser's own budget. */
  cookieHeader?: string | null
}

/**
 * Counts one attempt at a password or reset token (login, forgot-password, reset-password, a
 * password change) and throws TooManyAttempts (429) once the address, the username or this
 * browser is over its limit. Every such attempt shares the `login` counters, whichever route it came by.
 * Answers the counters it counted in, for `releaseCredentialAttempt` once the password proves right.
 */
export async function checkCredentialAttempt(payload: Payload, { address, username, cookieHeader }: CredentialAttempt): Promise<string[]> {
  const name = username ? usernameKey(username) : ''
  const device = name ? knownDeviceKey(payload.secret, cookieHeader, name) : null
  // A browser that signed in as this username before counts against its own allowance alone: not
  // against its address, which strangers on the same network (one Wi-Fi at a fundraiser) may have
  // used up, nor the username's, which strangers guessing may have (decision 10).
  const keys = device ? [`login:device:${device}`] : [`login:ip:${addressKey(address)}`, ...(name ? [`login:user:${name}`] : [])]
  const { limited, retryAfterSeconds } = await credentialLimiter(payload).hit(keys)
  if (limited) throw new TooManyAttempts(retryAfterSeconds)
  return keys
}

/**
 * A sign-in whose password was right gives its attempt back: the limits are there to slow guessing,
 * and a whole fundraiser's Wi-Fi (one public address) signing in must not use up the address's
 * allowance for the next shopper (decision 10, second addendum). Failed attempts stay counted.
 */
export async function releaseCredentialAttempt(payload: Payload, keys: readonly string[]): Promise<void> {
  await credentialLimiter(payload).release([...keys])
}
