import type { RequestHandler } from 'express'
import type { Payload } from 'payload'

import { forbidden, unauthorized } from '../http/errors'
import { readSession } from '../http/session'
import { isAdminUser } from './isAdmin'

/** /api gate for administrators: signed out → 401; signed in without admin rights → 403. */
export function requireAdmin(payload: Payload): RequestHandler {
  return async (req, _res, next) => {
    const user = await readSession(payload, req)
    if (!user) throw unauthorized()
    if (!isAdminUser(user)) throw forbidden('Administrator access required')
    next()
  }
}
