import type { Request } from 'express'
import type { IncomingMessage } from 'node:http'
import type { Payload } from 'payload'

import { isAdminUser } from '../access/isAdmin'
import { readUploadToken } from '../uploads/uploadTokens'
import { readSession } from './session'

/**
 * Whether a request may send a body over 1 MB (the routes cms/http/bodyLimits.ts allows 10 MB),
 * decided from its headers before a byte of it is read: a PUT to a signed upload URL that is
 * valid and unexpired, or the panel's image library for an administrator. Anyone else keeps to
 * 1 MB, so nobody can make the shop receive ten megabytes they may not send.
 */
export function mayUploadLargeBody(payload: Payload, secret: string): (req: IncomingMessage) => Promise<boolean> {
  return async (req) => {
    const path = (req.url ?? '').split('?')[0]
    const upload = /^\/api\/objects\/upload\/([^/]+)$/.exec(path)
    if (upload) {
      const token = readUploadToken(secret, decodeURIComponent(upload[1]))
      return token !== null && token.expiresAt >= Date.now()
    }
    return isAdminUser(await readSession(payload, req as Request))
  }
}
