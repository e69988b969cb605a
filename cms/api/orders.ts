import { Router } from 'express'

import type { ApiPlacedOrder } from '@shared/api'
import { ORDER_LOOKUP_UNAVAILABLE, orderLookupSchema } from '@shared/orderLookupRules'
import { checkoutFormSchema } from '../checkout/checkoutSchemas'
import { type OrderServices, placeOrder } from '../checkout/placeOrder'
import { isDocumentId } from '../db/ids'
import { allowVisitorAsk } from '../mail/allowVisitorMail'
import { privateOrderLink } from '../mail/templates/privateOrderLink'
import { HttpError, notFound } from '../http/errors'
import { addressKey, throttle } from '../http/rateLimit'
import { throttleRequester } from '../http/throttleRequester'
import { readSession } from '../http/session'
import { parseBody } from '../http/validate'
import { ensureOrderAccessToken } from '../orders/ensureOrderAccessToken'
import { sameAccessToken } from '../orders/orderAccessToken'
import { refundsOf } from '../orders/refunds/refundRecords'
import { sendOrderLinks } from '../orders/sendOrderLinks'
import type { Order } from '../payload-types'
import { serializeOrder, serializePrivateOrder } from '../serialize/order'
import { readGivingSettings } from '../settings/givingSettings'
import type { ApiDeps } from './deps'

/** The one answer of /order-lookup, whether or not such an order exists. */
export const ORDER_LOOKUP_ANSWER = {
  message: 'If an order with that number was placed with that email address, we have e-mailed its link there.',
}

export const TOO_MANY_ORDER_REQUESTS = 'Too many order requests from your connection. Please wait a minute and try again.'

/**
 * POST /api/orders: the browser's "my payment went through, here is my delivery information".
 * Only the buyer gets an answer: their session, or for a guest the payment's `clientSecret`.
 * Throttled per address and per account like payment intents (a payment the shop's checkout never
 * made is answered from the database; the buyer's may cost a Stripe call).
 */
export function ordersRouter({ payload, authLimiter, checkoutLimiter, env }: ApiDeps, services: OrderServices): Router {
  const router = Router()

  // /order-lookup: mails the private link again. Same answer, at once, for every pair. Without a
  // mail server nothing would go (development prints it in the terminal): it says so, as the newsletter does.
  const canMail = Boolean(env.mail.smtpUrl) || !env.isProduction
  router.post('/lookup', throttle(authLimiter, 'order-lookup'), async (req, res) => {
    const { orderNumber, email } = parseBody(orderLookupSchema, req.body)
    if (!canMail) throw new HttpError(503, ORDER_LOOKUP_UNAVAILABLE)
    // Every ask spends the address's mail allowance, whether or not such an order exists.
    const asked = await allowVisitorAsk(payload, 'order-link', addressKey(req))
    res.setHeader('Cache-Control', 'no-store')
    res.json(ORDER_LOOKUP_ANSWER)
    if (asked) sendOrderLinks(payload, orderNumber, email).catch((err: unknown) => payload.logger.error({ msg: 'order lookup failed', err }))
  })

  // The private order link: the order for whoever holds its token. Any mismatch is a plain 404.
  router.get('/:id', async (req, res) => {
    const token = typeof req.query.token === 'string' ? req.query.token : ''
    const id = req.params.id
    const order = isDocumentId(payload.db, id)
      ? ((await payload.findByID({ collection: 'orders', id, depth: 0, disableErrors: true, overrideAccess: true })) as Order | null)
      : null
    if (!order || !sameAccessToken(order.accessToken, token)) throw notFound('Order not found')
    res.setHeader('Cache-Control', 'no-store')
    res.setHeader('Referrer-Policy', 'no-referrer')
    res.setHeader('X-Robots-Tag', 'noindex')
    const [refunds, giving] = await Promise.all([refundsOf(payload, [order.id]), readGivingSettings(payload)])
    res.json(serializePrivateOrder(order, refunds, giving))
  })

  router.post('/', throttleRequester(checkoutLimiter, payload, 'orders', TOO_MANY_ORDER_REQUESTS), async (req, res) => {
    const form = parseBody(checkoutFormSchema, req.body)
    const user = await readSession(payload, req)
    const { order, created } = await placeOrder(services, form.paymentIntentId, {
      via: 'browser',
      form,
      requesterId: user ? String(user.id) : null,
      clientSecret: form.clientSecret ?? null,
    })
    // Only the proven buyer gets here (placeOrder answers anyone else 404), so the answer may carry
    // the order's private link: the guest's confirmation on / links to it (issue 17).
    const withToken = await ensureOrderAccessToken(payload, order)
    const answer: ApiPlacedOrder = {
      ...serializeOrder(order),
      privatePath: privateOrderLink('', String(order.id), withToken.accessToken),
      receiptEmail: env.mail.smtpUrl && order.customerEmail ? order.customerEmail : null,
    }
    res.setHeader('Cache-Control', 'no-store')
    res.status(created ? 201 : 200).json(answer)
  })
  return router
}
