import { Router } from 'express'

import { checkoutFormSchema } from '../checkout/checkoutSchemas'
import { placeOrder } from '../checkout/placeOrder'
import { readSession } from '../http/session'
import { parseBody } from '../http/validate'
import type { StockLedger } from '../stock/stockLedger'
import { serializeOrder } from '../serialize/order'
import type { ApiDeps } from './deps'

/**
 * POST /api/orders: the browser's "my payment went through, here is my delivery information".
 * Only the buyer gets an answer: their session, or for a guest the payment's `clientSecret`.
 */
export function ordersRouter({ payload, payments }: ApiDeps, stock: StockLedger): Router {
  const router = Router()
  router.post('/', async (req, res) => {
    const form = parseBody(checkoutFormSchema, req.body)
    const user = await readSession(payload, req)
    const { order, created } = await placeOrder({ payload, payments, stock }, form.paymentIntentId, {
      via: 'browser',
      form,
      requesterId: user ? String(user.id) : null,
      clientSecret: form.clientSecret ?? null,
    })
    res.status(created ? 201 : 200).json(serializeOrder(order))
  })
  return router
}
