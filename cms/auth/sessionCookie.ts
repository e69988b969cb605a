import type { Response } from 'express'
import { generateExpiredPayloadCookie, generatePayloadCookie, type Payload } from 'payload'

/** Payload's own session cookie (httpOnly, SameSite=Lax, Secure on https), shared with the panel. */
export function setSessionCookie(payload: Payload, res: Response, token: string): void {
  res.append(
    'Set-Cookie',
    generatePayloadCookie({
      collectionAuthConfig: payload.collections.users.config.auth,
      cookiePrefix: payload.config.cookiePrefix,
      token,
    }),
  )
}

export function clearSessionCookie(payload: Payload, res: Response): void {
  res.append(
    'Set-Cookie',
    generateExpiredPayloadCookie({
      collectionAuthConfig: payload.collections.users.config.auth,
      cookiePrefix: payload.config.cookiePrefix,
    }),
  )
}
