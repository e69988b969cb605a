import { type RequestHandler, Router } from 'express'

import { forgotPasswordSchema, resetPasswordSchema } from '@shared/authRules'
import { requestPasswordReset } from '../auth/requestPasswordReset'
import { resetPassword } from '../auth/resetPassword'
import { throttle } from '../http/rateLimit'
import { parseBody } from '../http/validate'
import type { ApiDeps } from './deps'

/** The one answer to "forgot password?", whether or not an account uses the address. */
export const FORGOT_PASSWORD_ANSWER = {
  message: 'If an account uses that email address, we have sent it a link to choose a new password. The link works for one hour.',
}

/** POST /api/auth/forgot-password and /api/auth/reset-password. */
export function passwordResetRouter(deps: ApiDeps): Router {
  const router = Router()
  router.post('/auth/forgot-password', throttle(deps.authLimiter, 'forgot-password'), forgotPasswordHandler(deps))
  router.post('/auth/reset-password', throttle(deps.authLimiter, 'reset-password'), async (req, res) => {
    const { token, password } = parseBody(resetPasswordSchema, req.body)
    const user = await resetPassword(deps.payload, token, password)
    res.setHeader('Cache-Control', 'no-store')
    res.json({ message: 'Your password has been changed. Please sign in with your new password.', signInPath: user.isAdmin ? '/admin/login' : '/login' })
  })
  return router
}

/**
 * Answers at once and the same for every address; the lookup and the e-mail happen afterwards,
 * so neither the answer nor its timing tells whether an account exists.
 */
export function forgotPasswordHandler({ payload }: Pick<ApiDeps, 'payload'>): RequestHandler {
  return (req, res) => {
    const { email } = parseBody(forgotPasswordSchema, req.body)
    res.setHeader('Cache-Control', 'no-store')
    res.json(FORGOT_PASSWORD_ANSWER)
    requestPasswordReset(payload, email).catch((err: unknown) => payload.logger.error({ msg: 'password reset request failed', err }))
  }
}
