import { Router } from 'express'

import { profileSchema } from '../../shared/profileRules'
import { isUniqueViolation } from '../auth/isUniqueViolation'
import { accountAnswers } from '../cache/accountAnswers'
import { isDocumentId } from '../db/ids'
import { conflict, notFound } from '../http/errors'
import { requireUser, sessionUser } from '../http/session'
import { parseBody } from '../http/validate'
import type { User } from '../payload-types'
import { serializeOrder, serializeOrderWithItems } from '../serialize/order'
import { serializeUser } from '../serialize/user'
import type { ApiDeps } from './deps'

/** The signed-in customer's own profile, orders and saved cards. */
export function accountRouter({ payload, payments }: ApiDeps): Router {
  const router = Router()
  router.use(requireUser(payload))

  router.put('/profile', async (req, res) => {
    const user = await sessionUser(payload, req)
    const data = parseBody(profileSchema, req.body)
    try {
      const updated = await payload.update({
        collection: 'users',
        id: user.id,
        data: { firstName: data.firstName || null, lastName: data.lastName || null, email: data.email },
        overrideAccess: true,
      })
      res.json(serializeUser(updated as User))
    } catch (err) {
      if (isUniqueViolation(err, 'email')) throw conflict('An account with this email already exists')
      throw err
    }
  })

  router.get('/orders', async (req, res) => {
    const user = await sessionUser(payload, req)
    const stamp = accountAnswers.stamp()
    const { docs } = await payload.find({
      collection: 'orders',
      where: { user: { equals: user.id } },
      sort: '-createdAt',
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    res.setHeader('Cache-Control', 'no-store')
    const answer = docs.map(serializeOrder)
    accountAnswers.set('/api/account/orders', String(user.id), stamp, answer)
    res.json(answer)
  })

  router.get('/orders/:id', async (req, res) => {
    const user = await sessionUser(payload, req)
    if (!isDocumentId(payload.db, req.params.id)) throw notFound('Order not found')
    const { docs } = await payload.find({
      collection: 'orders',
      where: { and: [{ id: { equals: req.params.id } }, { user: { equals: user.id } }] },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    if (!docs[0]) throw notFound('Order not found')
    res.setHeader('Cache-Control', 'no-store')
    res.json(serializeOrderWithItems(docs[0]))
  })

  router.get('/payment-methods', async (req, res) => {
    const user = await sessionUser(payload, req)
    const customerId = await storedCustomerId(payload, String(user.id))
    res.setHeader('Cache-Control', 'no-store')
    res.json({ paymentMethods: customerId ? await payments.listCards(customerId) : [] })
  })

  router.delete('/payment-methods/:id', async (req, res) => {
    const user = await sessionUser(payload, req)
    const customerId = await storedCustomerId(payload, String(user.id))
    const id = req.params.id
    if (!customerId || !/^[A-Za-z0-9_]{1,100}$/.test(id) || !(await payments.removeCard(customerId, id))) {
      throw notFound('Payment method not found')
    }
    res.json({ ok: true })
  })

  return router
}

/** The payment provider's customer id kept on the user (never looked up by e-mail). */
export async function storedCustomerId(payload: import('payload').Payload, userId: string): Promise<string | null> {
  const user = await payload.findByID({ collection: 'users', id: userId, depth: 0, overrideAccess: true, showHiddenFields: true })
  return (user as User).stripeCustomerId ?? null
}
