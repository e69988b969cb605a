import { type CollectionAfterLoginHook, mergeHeaders } from 'payload'

import { knownDeviceCookie } from '@cms/auth/knownDevice'
import { env } from '@cms/env'

/**
 * A successful sign-in through Payload's REST (the panel's login form) marks the browser as known
 * for this username (cms/auth/knownDevice.ts). The spec's /api/login sets the same mark itself.
 */
export const rememberDevice: CollectionAfterLoginHook = ({ req, user }) => {
  if (req.payloadAPI === 'local' || typeof user?.username !== 'string') return user
  const cookie = knownDeviceCookie(req.payload.secret, user.username, { secure: env().publicUrl?.protocol === 'https:' })
  req.responseHeaders = mergeHeaders(new Headers([['Set-Cookie', cookie]]), req.responseHeaders ?? new Headers())
  return user
}
