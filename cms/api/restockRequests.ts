import { Router } from 'express'
import { z } from 'zod'

import {
  RESTOCK_ALREADY_TOLD,
  RESTOCK_BAD_LINK,
  RESTOCK_CANCELLED,
  RESTOCK_CONFIRM_CANCELLED,
  RESTOCK_CONFIRMED,
  RESTOCK_IN_STOCK,
  RESTOCK_THANKS,
  RESTOCK_UNAVAILABLE,
  restockRequestSchema,
} from '@shared/restockRequests'
import { findProduct } from '../catalog/findProduct'
import { badRequest, conflict, HttpError, notFound } from '../http/errors'
import { addressKey, throttle } from '../http/rateLimit'
import { parseBody } from '../http/validate'
import { allowVisitorAsk } from '../mail/allowVisitorMail'
import { applyRestockLink } from '../restock/applyRestockLink'
import { requestRestockNotice } from '../restock/requestRestockNotice'
import type { RestockNotices } from '../restock/restockNotices'
import { unitsOnSale } from '../restock/unitsOnSale'
import type { ApiDeps } from './deps'

const linkSchema = z.object({ token: z.string({ error: RESTOCK_BAD_LINK }).max(200, RESTOCK_BAD_LINK) })

/**
 * "Notify me when it's back" (issue 32): POST /api/products/{id}/notify { email, size } on a sold-out
 * size, and the links of its confirmation e-mail (double opt-in, as the newsletter). Asking answers
 * the same, at once, for every address: nobody learns who asked. Throttled like the newsletter.
 */
export function restockRequestsRouter({ payload, env, authLimiter }: ApiDeps, notices: Pick<RestockNotices, 'whenBack'>): Router {
  const router = Router()
  // Without a mail server nobody could confirm; development prints the e-mail in the terminal instead.
  const canConfirm = Boolean(env.mail.smtpUrl) || !env.isProduction

  router.post('/products/:id/notify', throttle(authLimiter, 'restock-notify'), async (req, res) => {
    const { email, size = null } = parseBody(restockRequestSchema, req.body)
    const product = await findProduct(payload, String(req.params.id))
    if (product.hidden) throw notFound('Product not found')
    const sized = (product.stock ?? []).length > 0
    if (sized && size === null) throw badRequest('Please choose a size')
    if (!sized && size !== null) throw badRequest(`${product.name} does not come in sizes`)
    const units = unitsOnSale(product, size)
    if (units === null) throw badRequest(`${product.name} does not come in size ${size}`)
    if (units > 0) throw conflict(RESTOCK_IN_STOCK)
    if (!canConfirm) throw new HttpError(503, RESTOCK_UNAVAILABLE)
    // Every ask spends the address's mail allowance, whether or not this address asked before.
    const asked = await allowVisitorAsk(payload, 'restock-confirm', addressKey(req))
    res.setHeader('Cache-Control', 'no-store')
    res.json({ message: RESTOCK_THANKS })
    if (asked) {
      requestRestockNotice(payload, email, { productId: String(product.id), productName: product.name, size }).catch((err: unknown) =>
        payload.logger.error({ msg: 'restock request failed', productId: product.id, err }),
      )
    }
  })

  for (const action of ['confirm', 'cancel'] as const) {
    router.post(`/notify/${action}`, throttle(authLimiter, 'restock-link'), async (req, res) => {
      const { token } = parseBody(linkSchema, req.body)
      const status = await applyRestockLink(payload, token, action, notices.whenBack)
      if (!status) throw notFound(RESTOCK_BAD_LINK)
      if (action === 'confirm' && status === 'cancelled') throw conflict(RESTOCK_CONFIRM_CANCELLED)
      res.setHeader('Cache-Control', 'no-store')
      // Once the e-mail has gone out there is nothing left to confirm or cancel: either link says so.
      res.json({ message: status === 'notified' ? RESTOCK_ALREADY_TOLD : action === 'cancel' ? RESTOCK_CANCELLED : RESTOCK_CONFIRMED })
    })
  }
  return router
}
