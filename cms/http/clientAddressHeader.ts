import type { RequestHandler } from 'express'

import { CLIENT_ADDRESS_HEADER } from '../auth/attemptSource'
import { clientAddress } from './rateLimit'

/**
 * The client address as Express determined it (TRUST_PROXY), handed to Payload's REST and panel
 * (which only see headers) so their sign-in operations are throttled per address too. Set on every
 * request, replacing whatever a client sent under this name.
 */
export const markClientAddress: RequestHandler = (req, _res, next) => {
  req.headers[CLIENT_ADDRESS_HEADER] = clientAddress(req)
  next()
}
