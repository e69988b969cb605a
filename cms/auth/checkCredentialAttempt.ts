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
 */
export async function checkCredentialAttempt(payload: Payload, { address, username, cookieHeader }: CredentialAttempt): Promise<void> {
  const name = username ? usernameKey(username) : ''
  const device = name ? knownDeviceKey(payload.secret, cookieHeader, name) : null
  // A browser that signed in as this username before counts against its own allowance alone: not
  // against its address, which strangers on the same network (one Wi-Fi at a fundraiser) may have
  // used up, nor the username's, which strangers guessing may have (decision 10).
  const keys = device ? [`login:device:${device}`] : [`login:ip:${addressKey(address)}`, ...(name ? [`login:user:${name}`] : [])]
  const { limited, retryAfterSeconds } = await credentialLimiter(payload).hit(keys)
  if (limited) throw new TooManyAttempts(retryAfterSeconds)
}
