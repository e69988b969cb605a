import { randomUUID } from 'node:crypto'
import { type RequestHandler, Router } from 'express'
import type { Payload } from 'payload'

import { cartLines } from '../cart/cartLines'
import { catalog } from '../catalog/catalog'
import { ensureCustomer } from '../checkout/ensureCustomer'
import { relationId } from '../db/ids'
import { paymentIntentSchema } from '../checkout/checkoutSchemas'
import { encodeIntentMetadata } from '../checkout/intentMetadata'
import { priceLines, type RequestedLine } from '../checkout/priceLines'
import { sameSecret } from '../checkout/sameSecret'
import { throttleIntents } from '../checkout/throttleIntents'
import { HttpError } from '../http/errors'
import { readSession } from '../http/session'
import { parseBody } from '../http/validate'
import { CustomerMissingError } from '../payments/paymentErrors'
import type { PaymentProvider } from '../payments/paymentProvider'
import { centsToDecimal } from '@shared/money'
import type { ApiDeps } from './deps'

/** Checkout: the payment mode for the browser, payment intents priced by the server (demo payments: ./demoPayments.ts). */
export function checkoutRouter({ payload, payments, checkoutLimiter }: ApiDeps): Router {
  const router = Router()

  router.get('/config', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache')
    res.json(payments.clientConfig())
  })

  router.post('/payment-intent', withErrorField(throttleIntents(checkoutLimiter, payload)), async (req, res) => {
    try {
      const { deliveryMethod, cartItems, replacesClientSecret } = parseBody(paymentIntentSchema, req.body)
      const user = await readSession(payload, req)
      // Signed in: the server cart is the truth; anything the browser sends is ignored. Lines of
      // hidden products stay in the cart but, like on the cart page, are neither shown nor sold.
      const forSale = user ? (await catalog(payload)).byId : null
      const requested: RequestedLine[] = user
        ? (await cartLines(payload, String(user.id))).flatMap((line) => {
            const productId = relationId(line.product)
            return productId && forSale?.has(productId) ? [{ productId, quantity: line.quantity, size: (line.size as RequestedLine['size']) ?? null }] : []
          })
        : (cartItems ?? [])
      const priced = await priceLines(payload, requested, deliveryMethod)
      const create = (customerId: string | null) =>
        payments.createIntent({
          amountCents: priced.totals.totalCents,
          metadata: encodeIntentMetadata({
            lines: priced.lines.map((line) => ({ productId: String(line.product.id), size: line.size, quantity: line.quantity })),
            deliveryMethod,
            userId: user ? String(user.id) : null,
          }),
          customerId,
          idempotencyKey: `intent-${randomUUID()}`,
        })
      const customerId = user ? await ensureCustomer(payload, payments, user) : null
      let intent
      try {
        intent = await create(customerId)
      } catch (err) {
        // The saved customer was deleted at Stripe: make a new one, or this account could never check out again.
        if (!(err instanceof CustomerMissingError) || !user) throw err
        intent = await create(await ensureCustomer(payload, payments, user, err.customerId))
      }
      // The intent this one replaces (another delivery method) will never be paid: cancel it, after answering.
      if (replacesClientSecret) res.on('finish', () => void cancelSuperseded(payload, payments, replacesClientSecret))
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
      throw errorField(err)
    }
  })

  return router
}

/** The payment-intent call answers `{ error }` when it fails (the cause stays for the log). */
function errorField(err: unknown): unknown {
  if (!(err instanceof HttpError)) return err
  return new HttpError(err.status, err.message, { ...err.body, error: err.message }, { cause: err.cause })
}

function withErrorField(handler: RequestHandler): RequestHandler {
  return async (req, res, next) => {
    try {
      await handler(req, res, next)
    } catch (err) {
      throw errorField(err)
    }
  }
}

/**
 * Cancels the buyer's previous intent, proven theirs by its client secret (only their browser has
 * it), when nobody has paid it. Runs after the answer: the buyer never waits for it, and a failure
 * only leaves an unpaid intent behind (logged).
 */
async function cancelSuperseded(payload: Payload, payments: PaymentProvider, clientSecret: string): Promise<void> {
  const intentId = clientSecret.split('_secret_')[0]
  try {
    const intent = await payments.retrieveIntent(intentId)
    if (!intent?.clientSecret || !sameSecret(intent.clientSecret, clientSecret)) return
    if (!CANCELLABLE.has(intent.status)) return
    await payments.cancelIntent(intentId)
  } catch (err) {
    payload.logger.warn({ msg: 'superseded payment intent not cancelled', paymentIntentId: intentId, err: (err as Error).cause ?? err })
  }
}

/** Statuses nobody is paying in: never cancel an intent being confirmed (3-D Secure) or paid. */
const CANCELLABLE = new Set(['requires_payment_method', 'requires_confirmation'])
