import express, { Router } from 'express'
import { AuthenticationError, logoutOperation, type Payload } from 'payload'
import { createLocalReq } from 'payload'

import { knownDeviceCookie } from '../auth/knownDevice'
import { signInWithPassword } from '../auth/signInWithPassword'

import { setupAdminSchema, loginSchema, signupSchema } from '../../shared/authRules'
import { isUniqueViolation } from '../auth/isUniqueViolation'
import { sessionCache } from '../auth/sessionCache'
import { clearSessionCookie, setSessionCookie } from '../auth/sessionCookie'
import { badRequest, conflict, HttpError, unauthorized } from '../http/errors'
import { clientAddress, throttle } from '../http/rateLimit'
import { readSession } from '../http/session'
import { parseBody } from '../http/validate'
import { serializeUser } from '../serialize/user'
import type { User } from '../payload-types'
import type { ApiDeps } from './deps'

/** Sessions: login, signup, logout, the current user, and the one-time first-admin setup. */
export function authRouter(deps: ApiDeps): Router {
  const { payload, authLimiter } = deps
  const router = Router()

  // A guest is an answer, not an error: 200 with null (a 401 here put an error in every signed-out
  // visitor's browser console; the storefront still reads a 401 as signed out).
  router.get('/auth/user', async (req, res) => {
    const user = await readSession(payload, req)
    res.setHeader('Cache-Control', 'no-store')
    res.json(user ? serializeUser(user) : null)
  })

  // Throttled inside Payload's login operation (collections/Users/hooks/throttleCredentials.ts), like every other way in.
  router.post('/login', async (req, res) => {
    const { username, password } = parseBody(loginSchema, req.body)
    try {
      const { user, token } = await signInWithPassword(payload, { username, password }, { clientAddress: clientAddress(req), cookieHeader: req.headers.cookie ?? null })
      setSessionCookie(payload, res, token)
      rememberDevice(payload, res, user)
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
    await signIn(payload, res, data.username, data.password)
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
    const data = parseBody(setupAdminSchema, req.body, 'error')
    if (await hasAdmin(payload)) throw adminExists()
    const user = await createUser(payload, data, true)
    res.status(201).json({ ok: true, user: serializeUser(user) })
  })

  return router
}

export async function hasAdmin(payload: Payload): Promise<boolean> {
  const { totalDocs } = await payload.count({ collection: 'users', where: { isAdmin: { equals: true } } })
  return totalDocs > 0
}

const adminExists = () => new HttpError(409, 'An admin account already exists', { error: 'An admin account already exists' })

type NewUser = { username: string; email: string; password: string }

/**
 * Creates a customer, or the first administrator. The first admin carries a unique key, so two
 * simultaneous setups cannot both succeed: the database refuses the second insert.
 */
async function createUser(payload: Payload, data: NewUser, asFirstAdmin: boolean): Promise<User> {
  await refuseTakenNames(payload, data)
  try {
    return (await payload.create({
      collection: 'users',
      data: {
        username: data.username,
        email: data.email,
        password: data.password,
        isAdmin: asFirstAdmin,
        ...(asFirstAdmin ? { firstAdminKey: 'first-admin' } : {}),
      },
      context: { setupFirstAdmin: asFirstAdmin },
      overrideAccess: true,
    })) as User
  } catch (err) {
    if (asFirstAdmin && isUniqueViolation(err, 'firstAdminKey')) throw adminExists()
    if (isUniqueViolation(err, 'username')) throw usernameTaken()
    if (isUniqueViolation(err, 'email')) throw emailTaken()
    if (isUniqueViolation(err)) throw asFirstAdmin ? adminExists() : usernameTaken()
    throw err
  }
}

const usernameTaken = () => conflict('Username already exists', { error: 'Username already exists' })
const emailTaken = () => conflict('An account with this email already exists', { error: 'An account with this email already exists' })

async function refuseTakenNames(payload: Payload, data: NewUser): Promise<void> {
  const [byName, byEmail] = await Promise.all([
    payload.count({ collection: 'users', where: { username: { equals: data.username.toLowerCase() } } }),
    payload.count({ collection: 'users', where: { email: { equals: data.email.toLowerCase() } } }),
  ])
  if (byName.totalDocs > 0) throw usernameTaken()
  if (byEmail.totalDocs > 0) throw emailTaken()
}

async function signIn(payload: Payload, res: express.Response, username: string, password: string): Promise<void> {
  const { user, token } = await signInWithPassword(payload, { username, password }).catch(() => {
    throw badRequest('Could not sign in')
  })
  setSessionCookie(payload, res, token)
  rememberDevice(payload, res, user)
}

/** This browser has signed in as this user: strangers' failed guesses no longer keep it out (cms/auth/knownDevice.ts). */
function rememberDevice(payload: Payload, res: express.Response, user: User): void {
  const secure = payload.collections.users.config.auth.cookies?.secure === true
  res.append('Set-Cookie', knownDeviceCookie(payload.secret, String(user.username), { secure }))
}
