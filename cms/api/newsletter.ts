import { Router } from 'express'
import { z } from 'zod'

import { NEWSLETTER_BAD_LINK, NEWSLETTER_CONFIRMED, NEWSLETTER_THANKS, NEWSLETTER_UNAVAILABLE, NEWSLETTER_UNSUBSCRIBED } from '@shared/newsletter'
import { HttpError, notFound } from '../http/errors'
import { addressKey, throttle } from '../http/rateLimit'
import { allowVisitorAsk } from '../mail/allowVisitorMail'
import { parseBody } from '../http/validate'
import { applySubscriberLink, requestSubscription } from '../newsletter/newsletterSubscriptions'
import type { ApiDeps } from './deps'

const subscribeSchema = z.object({
  email: z.string({ error: 'Please enter your email address' }).trim().min(1, 'Please enter your email address').max(254, 'Email is too long').pipe(z.email({ error: 'Invalid email' })),
})
const linkSchema = z.object({ token: z.string({ error: NEWSLETTER_BAD_LINK }).max(200, NEWSLETTER_BAD_LINK) })

/**
 * The footer's newsletter form and the links of its confirmation e-mail (double opt-in).
 * Subscribing answers the same, at once, for every address: nobody learns who is subscribed.
 */
export function newsletterRouter({ payload, env, authLimiter }: ApiDeps): Router {
  const router = Router()
  // Without a mail server nobody could confirm; development prints the e-mail in the terminal instead.
  const canConfirm = Boolean(env.mail.smtpUrl) || !env.isProduction

  router.post('/subscribe', throttle(authLimiter, 'newsletter'), async (req, res) => {
    const { email } = parseBody(subscribeSchema, req.body)
    if (!canConfirm) throw new HttpError(503, NEWSLETTER_UNAVAILABLE)
    // Every ask spends the address's mail allowance, whether or not the address is subscribed already.
    const asked = await allowVisitorAsk(payload, 'newsletter-confirm', addressKey(req))
    res.setHeader('Cache-Control', 'no-store')
    res.json({ message: NEWSLETTER_THANKS })
    if (asked) requestSubscription(payload, email).catch((err: unknown) => payload.logger.error({ msg: 'newsletter subscription failed', err }))
  })

  for (const action of ['confirm', 'unsubscribe'] as const) {
    router.post(`/${action}`, throttle(authLimiter, 'newsletter-link'), async (req, res) => {
      const { token } = parseBody(linkSchema, req.body)
      if (!(await applySubscriberLink(payload, token, action))) throw notFound(NEWSLETTER_BAD_LINK)
      res.setHeader('Cache-Control', 'no-store')
      res.json({ message: action === 'confirm' ? NEWSLETTER_CONFIRMED : NEWSLETTER_UNSUBSCRIBED })
    })
  }
  return router
}
