import type { RequestHandler } from 'express'
import type { Payload } from 'payload'

import { unauthorized } from '../http/errors'
import { readSession } from '../http/session'

/** /api gate for signed-in customers: signed out → 401 (docs/decisions/0016-authorization.md). */
export function requireUser(payload: Payload): RequestHandler {
  return async (req, _res, next) => {
    if (!(await readSession(payload, req))) throw unauthorized()
    next()
  }
}
