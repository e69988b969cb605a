import type { Response } from 'express'
import type { Payload } from 'payload'

import type { User } from '../payload-types'
import { knownDeviceCookie } from './knownDevice'
import { setSessionCookie } from './sessionCookie'

/**
 * Signs this browser in: the session cookie, and the mark that this browser has signed in as this
 * user, so strangers' failed guesses no longer keep it out (cms/auth/knownDevice.ts).
 */
export function startSession(payload: Payload, res: Response, user: User, token: string): void {
  setSessionCookie(payload, res, token)
  const secure = payload.collections.users.config.auth.cookies?.secure === true
  res.append('Set-Cookie', knownDeviceCookie(payload.secret, String(user.username), { secure }))
}
