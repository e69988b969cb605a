import { Router } from 'express'
import { AuthenticationError, logoutOperation } from 'payload'
import { createLocalReq } from 'payload'

import { setupAdminSchema, loginSchema, signupSchema } from '@shared/authRules'
import { createUser } from '../auth/createUser'
import { hasAdmin } from '../auth/hasAdmin'
import { sessionCache } from '../auth/sessionCache'
import { clearSessionCookie } from '../auth/sessionCookie'
import { setUpFirstAdmin } from '../auth/setUpFirstAdmin'
import { signInWithPassword } from '../auth/signInWithPassword'
import { startSession } from '../auth/startSession'
import { badRequest, HttpError, unauthorized } from '../http/errors'
import { clientAddress, throttle } from '../http/rateLimit'
import { jsonAnswer, sendAnswer } from '../http/readRoutes'
import { readSession } from '../http/session'
import { parseBody } from '../http/validate'
import { serializeUser } from '../serialize/user'
import type { ApiDeps } from './deps'

/** Sessions: login, signup, logout, the current user, and the one-time first-admin setup. */
export function authRouter(deps: ApiDeps): Router {
  const { payload, authLimiter } = deps
  const router = Router()

  // A guest is an answer, not an error: 200 with null (a 401 here put an error in every signed-out
  // visitor's browser console; the storefront still reads a 401 as signed out).
  router.get('/auth/user', async (req, res) => {
    const user = await readSession(payload, req)
    // Written as the fast path writes the same read from memory (cms/http/readRoutes.ts).
    sendAnswer(req, res, jsonAnswer(user ? serializeUser(user) : null, 'no-store'))
  })

  // Throttled inside Payload's login operation (collections/Users/hooks/throttleCredentials.ts), like every other way in.
  router.post('/login', async (req, res) => {
    const { username, password } = parseBody(loginSchema, req.body)
    try {
      const { user, token } = await signInWithPassword(payload, { username, password }, { clientAddress: clientAddress(req), cookieHeader: req.headers.cookie ?? null })
      startSession(payload, res, user, token)
      res.json(serializeUser(user))
    } catch (err) {
      if (err instanceof AuthenticationError || (err instanceof HttpError && err.status === 401)) {
        throw unauthorized('Invalid username or password')
      }
      throw err
    }
  })

  router.post('/signup', throttle(authLimiter, 'signup'), async (req, res) => {
    const data = parseBody(signupSchema, req.body, 'error')
    const user = await createUser(payload, data, false)
    const session = await signInWithPassword(payload, { username: data.username, password: data.password }).catch(() => {
      throw badRequest('Could not sign in')
    })
    startSession(payload, res, session.user, session.token)
    res.status(201).json(serializeUser(user))
  })

  router.post('/logout', async (req, res) => {
    const user = await readSession(payload, req)
    if (user) {
      const localReq = await createLocalReq({ user }, payload)
      await logoutOperation({ collection: payload.collections.users, req: localReq })
      sessionCache.forgetUser(String(user.id))
    }
    clearSessionCookie(payload, res)
    res.json({ ok: true })
  })

  router.get('/auth/check-admin', async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store')
    res.json({ hasAdmin: await hasAdmin(payload) })
  })

  router.post('/auth/setup-admin', throttle(authLimiter, 'setup-admin'), async (req, res) => {
    const user = await setUpFirstAdmin(payload, parseBody(setupAdminSchema, req.body, 'error'))
    res.status(201).json({ ok: true, user: serializeUser(user) })
  })

  return router
}
