import { type RequestHandler, Router } from 'express'

import { forgotPasswordSchema, resetPasswordSchema } from '@shared/authRules'
import { requestPasswordReset } from '../auth/requestPasswordReset'
import { allowVisitorAsk } from '../mail/allowVisitorMail'
import type { ResetPasswordAnswer } from '@shared/api'
import { resetPassword } from '../auth/resetPassword'
import { startSession } from '../auth/startSession'
import { addressKey, clientAddress, throttle } from '../http/rateLimit'
import { parseBody } from '../http/validate'
import { serializeUser } from '../serialize/user'
import type { ApiDeps } from './deps'

/** The one answer to "forgot password?", whether or not an account uses the address. */
export const FORGOT_PASSWORD_ANSWER = {
  message: 'If an account uses that email address, we have sent it a link to choose a new password. The link works for one hour.',
}

/**
 * POST /api/auth/forgot-password and /api/auth/reset-password. Both count against the client
 * address's sign-in allowance (the `login` counters), like every other attempt at a password or
 * reset token on any route: a forgot-password here by the Express throttle (Payload's REST route
 * too, cms/app.ts), a reset inside Payload's reset operation (collections/Users/hooks/throttleCredentials.ts).
 */
export function passwordResetRouter(deps: ApiDeps): Router {
  const router = Router()
  router.post('/auth/forgot-password', throttle(deps.authLimiter, 'login'), forgotPasswordHandler(deps))
  router.post('/auth/reset-password', async (req, res) => {
    const { token, password } = parseBody(resetPasswordSchema, req.body)
    const session = await resetPassword(deps.payload, token, password, { clientAddress: clientAddress(req), cookieHeader: req.headers.cookie ?? null })
    // Whoever completes a reset is signed in on this browser, which is marked known for the account.
    startSession(deps.payload, res, session.user, session.token)
    res.setHeader('Cache-Control', 'no-store')
    const answer: ResetPasswordAnswer = {
      message: 'Your password has been changed. You are signed in.',
      user: serializeUser(session.user),
      redirectTo: session.user.isAdmin ? '/admin/products' : '/',
    }
    res.json(answer)
  })
  return router
}

/**
 * Answers at once and the same for every address; the lookup and the e-mail happen afterwards,
 * so neither the answer nor its timing tells whether an account exists (the address's mail
 * allowance is spent before, the same for every e-mail address).
 */
export function forgotPasswordHandler({ payload }: Pick<ApiDeps, 'payload'>): RequestHandler {
  return async (req, res) => {
    const { email } = parseBody(forgotPasswordSchema, req.body)
    // Every ask spends the address's mail allowance, whatever the address turns out to be.
    const asked = await allowVisitorAsk(payload, 'password-reset', addressKey(req))
    res.setHeader('Cache-Control', 'no-store')
    res.json(FORGOT_PASSWORD_ANSWER)
    if (asked) requestPasswordReset(payload, email).catch((err: unknown) => payload.logger.error({ msg: 'password reset request failed', err }))
  }
}
