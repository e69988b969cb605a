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
  const keys = [`login:ip:${addressKey(address)}`]
  const name = username ? usernameKey(username) : ''
  if (name) {
    const device = knownDeviceKey(payload.secret, cookieHeader, name)
    keys.push(device ? `login:device:${device}` : `login:user:${name}`)
  }
  const { limited, retryAfterSeconds } = await credentialLimiter(payload).hit(keys)
  if (limited) throw new TooManyAttempts(retryAfterSeconds)
}
