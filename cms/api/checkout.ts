import { type RequestHandler, Router } from 'express'

import { cancelSupersededIntent } from '../checkout/cancelSupersededIntent'
import { paymentIntentSchema } from '../checkout/checkoutSchemas'
import { createCheckoutIntent } from '../checkout/createCheckoutIntent'
import { throttleIntents } from '../http/throttleIntents'
import { HttpError } from '../http/errors'
import { readSession } from '../http/session'
import { parseBody } from '../http/validate'
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
      const { deliveryMethod, cartItems, replacesClientSecret, donation, coverFees } = parseBody(paymentIntentSchema, req.body)
      const user = await readSession(payload, req)
      const { intent, totals } = await createCheckoutIntent(payload, payments, { user, deliveryMethod, cartItems, donation, coverFees })
      // The intent this one replaces (another delivery method) will never be paid: cancel it, after answering.
      if (replacesClientSecret) res.on('finish', () => void cancelSupersededIntent(payload, payments, replacesClientSecret))
      const { subtotalCents, shippingCents, donationCents, feeCents, totalCents } = totals
      res.json({
        clientSecret: intent.clientSecret,
        paymentIntentId: intent.id,
        amounts: {
          subtotal: centsToDecimal(subtotalCents),
          shipping: centsToDecimal(shippingCents),
          donation: centsToDecimal(donationCents),
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
