import { Router } from 'express'

import type { ApiOrder, ApiOrdersPage } from '@shared/api'
import { profileSchema } from '@shared/profileRules'
import { findOwned } from '../access/findOwned'
import { requireUser } from '../access/requireUser'
import { listSavedCards } from '../account/listSavedCards'
import { ownOrders } from '../account/ownOrders'
import { removeSavedCard } from '../account/removeSavedCard'
import { updateProfile } from '../account/updateProfile'
import { givingStatement } from '../giving/givingStatement'
import { badRequest } from '../http/errors'
import { shopDay } from '@shared/shopTime'
import { accountAnswers } from '../cache/accountAnswers'
import { jsonAnswer, sendAnswer } from '../http/readRoutes'
import { sessionUser } from '../http/session'
import { throttleRequester } from '../http/throttleRequester'
import { parseBody } from '../http/validate'
import { pageRequestOf } from '../orders/paging/pageRequest'
import { refundsOf } from '../orders/refunds/refundRecords'
import { serializeBuyerOrder, serializeOrder } from '../serialize/order'
import { readGivingSettings } from '../settings/givingSettings'
import { serializeUser } from '../serialize/user'
import type { ApiDeps } from './deps'

export const TOO_MANY_CARD_REQUESTS = 'Too many requests for your saved cards. Please wait a minute and try again.'

/** The signed-in customer's own profile, orders and saved cards. */
export function accountRouter({ payload, payments, checkoutLimiter }: ApiDeps): Router {
  const router = Router()
  router.use(requireUser(payload))
  // Saved cards live at Stripe: per address and per account, like payment intents (issue 28).
  const throttleCards = throttleRequester(checkoutLimiter, payload, 'cards', TOO_MANY_CARD_REQUESTS)

  router.put('/profile', async (req, res) => {
    const user = await sessionUser(payload, req)
    const updated = await updateProfile(payload, user.id, parseBody(profileSchema, req.body))
    res.json(serializeUser(updated))
  })

  // A page of the customer's orders, like /api/admin/orders (decision 37). The first page with
  // the default size is what the account screen opens with: that one is kept for the fast path.
  router.get('/orders', async (req, res) => {
    const user = await sessionUser(payload, req)
    const stamp = accountAnswers.stamp()
    const request = pageRequestOf(req.query as Record<string, unknown>)
    const page = await ownOrders(payload, user.id, request)
    const answer: ApiOrdersPage<ApiOrder> = { orders: page.orders.map(serializeOrder), nextCursor: page.nextCursor }
    // Only the first page with the default size is kept for the fast path (decision 37).
    if (Object.keys(req.query).length === 0) accountAnswers.set('/api/account/orders', String(user.id), stamp, answer)
    // Written as the fast path writes the same read from memory (cms/http/readRoutes.ts).
    sendAnswer(req, res, jsonAnswer(answer, 'no-store'))
  })

  router.get('/orders/:id', async (req, res) => {
    const user = await sessionUser(payload, req)
    const order = await findOwned(payload, 'orders', req.params.id, user.id, 'Order not found')
    res.setHeader('Cache-Control', 'no-store')
    const [refunds, giving] = await Promise.all([refundsOf(payload, [order.id]), readGivingSettings(payload)])
    res.json(serializeBuyerOrder(order, refunds, giving))
  })

  // Issue 27: the donor's contributions of one calendar year, for the Giving tab and its year-end statement.
  router.get('/giving', async (req, res) => {
    const user = await sessionUser(payload, req)
    const asked = req.query.year
    const year = asked === undefined ? shopDay(new Date()).parts.year : typeof asked === 'string' && /^\d{4}$/.test(asked) ? Number(asked) : NaN
    if (!(year >= 2000 && year <= 2100)) throw badRequest('year must be a calendar year like 2026', { errors: [{ path: 'year', message: 'year must be a calendar year like 2026' }] })
    res.setHeader('Cache-Control', 'no-store')
    res.json(await givingStatement(payload, String(user.id), year))
  })

  router.get('/payment-methods', throttleCards, async (req, res) => {
    const user = await sessionUser(payload, req)
    const paymentMethods = await listSavedCards(payload, payments, String(user.id))
    res.setHeader('Cache-Control', 'no-store')
    res.json({ paymentMethods })
  })

  router.delete('/payment-methods/:id', throttleCards, async (req, res) => {
    const user = await sessionUser(payload, req)
    await removeSavedCard(payload, payments, String(user.id), String(req.params.id))
    res.json({ ok: true })
  })

  return router
}
