import { randomUUID } from 'node:crypto'
import { Router } from 'express'

import { ensureCustomer } from '../checkout/ensureCustomer'
import { relationId } from '../db/ids'
import { demoConfirmSchema, paymentIntentSchema } from '../checkout/checkoutSchemas'
import { encodeIntentMetadata } from '../checkout/intentMetadata'
import { priceLines, type RequestedLine } from '../checkout/priceLines'
import { badRequest, HttpError, notFound } from '../http/errors'
import { readSession } from '../http/session'
import { parseBody } from '../http/validate'
import { DemoPaymentProvider } from '../payments/demoPaymentProvider'
import { centsToDecimal } from '../../shared/money'
import { cartLines } from './cart'
import type { ApiDeps } from './deps'

/** Checkout: the payment mode for the browser, payment intents priced by the server, demo payments. */
export function checkoutRouter({ payload, payments }: ApiDeps): Router {
  const router = Router()

  router.get('/config', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache')
    res.json(payments.clientConfig())
  })

  router.post('/payment-intent', async (req, res) => {
    try {
      const { deliveryMethod, cartItems } = parseBody(paymentIntentSchema, req.body)
      const user = await readSession(payload, req)
      // Signed in: the server cart is the truth; anything the browser sends is ignored.
      const requested: RequestedLine[] = user
        ? (await cartLines(payload, String(user.id))).flatMap((line) => {
            const productId = relationId(line.product)
            return productId ? [{ productId, quantity: line.quantity, size: (line.size as RequestedLine['size']) ?? null }] : []
          })
        : (cartItems ?? [])
      const priced = await priceLines(payload, requested, deliveryMethod)
      const customerId = user ? await ensureCustomer(payload, payments, user) : null
      const intent = await payments.createIntent({
        amountCents: priced.totals.totalCents,
        metadata: encodeIntentMetadata({
          lines: priced.lines.map((line) => ({ productId: String(line.product.id), size: line.size, quantity: line.quantity })),
          deliveryMethod,
          userId: user ? String(user.id) : null,
        }),
        customerId,
        idempotencyKey: `intent-${randomUUID()}`,
      })
      const { subtotalCents, shippingCents, feeCents, totalCents } = priced.totals
      res.json({
        clientSecret: intent.clientSecret,
        paymentIntentId: intent.id,
        amounts: {
          subtotal: centsToDecimal(subtotalCents),
          shipping: centsToDecimal(shippingCents),
          processingFee: centsToDecimal(feeCents),
          total: centsToDecimal(totalCents),
        },
      })
    } catch (err) {
      // Spec §7: this call answers `{ error }` when it fails.
      if (err instanceof HttpError) throw new HttpError(err.status, err.message, { ...err.body, error: err.message })
      throw err
    }
  })

  /** The demo panel's "Pay" button. Exists only in demo payment mode. */
  router.post('/demo/confirm', async (req, res) => {
    if (!(payments instanceof DemoPaymentProvider)) throw notFound('Demo payments are off: this shop takes real card payments')
    const body = parseBody(demoConfirmSchema, req.body)
    await payments.confirm({
      paymentIntentId: body.paymentIntentId,
      clientSecret: body.clientSecret,
      billing: body.billingDetails,
      shippingAddress: body.shippingAddress ?? null,
    })
    res.json({ status: 'succeeded' })
  })

  router.use((req) => {
    throw badRequest(`No checkout route for ${req.method} ${req.path}`)
  })
  return router
}
