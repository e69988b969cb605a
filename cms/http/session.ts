import type { IncomingHttpHeaders } from 'node:http'
import type { Request } from 'express'
import { executeAuthStrategies, type Payload } from 'payload'

import { sessionCache } from '../auth/sessionCache'
import type { SessionUser } from '../auth/sessionUser'
import { unauthorized } from './errors'
import { toWebHeaders } from './webHeaders'

const SESSION = Symbol('session')
type WithSession = Request & { [SESSION]?: Promise<SessionUser | null> }

/** The signed-in user of this request (Payload's session cookie), looked up once per request. */
export function readSession(payload: Payload, req: Request): Promise<SessionUser | null> {
  const r = req as WithSession
  r[SESSION] ??= lookUp(payload, req)
  return r[SESSION]
}

async function lookUp(payload: Payload, req: Request): Promise<SessionUser | null> {
  const key = credentialsOf(payload, req.headers)
  if (!key) return null
  const cached = await sessionCache.getChecked(key)
  if (cached !== undefined) return cached as SessionUser
  const stamp = sessionCache.stamp()
  const { user } = await executeAuthStrategies({ headers: toWebHeaders(req.headers), payload })
  if (user) sessionCache.set(key, user, String(user.id), Date.now(), stamp)
  return (user as SessionUser | null) ?? null
}

/** The session cookie (or Authorization header) a request carries; none means a guest. */
export function credentialsOf(payload: Payload, headers: IncomingHttpHeaders): string | null {
  const cookieName = `${payload.config.cookiePrefix}-token=`
  const cookie = headers.cookie?.split(/;\s*/).find((part) => part.startsWith(cookieName))
  const authorization = headers.authorization
  if (!cookie && !authorization) return null
  return `${cookie ?? ''}|${authorization ?? ''}`
}

/** For handlers behind requireUser (cms/access/requireUser.ts): the user, known to exist. */
export async function sessionUser(payload: Payload, req: Request): Promise<SessionUser> {
  const user = await readSession(payload, req)
  if (!user) throw unauthorized()
  return user
}
