import { type RequestHandler, Router } from 'express'
import type { Payload } from 'payload'

import { cancelSupersededIntent } from '../checkout/cancelSupersededIntent'
import { paymentIntentSchema, promotionCheckSchema } from '../checkout/checkoutSchemas'
import { createCheckoutIntent, priceCheckout } from '../checkout/createCheckoutIntent'
import { throttleIntents } from '../http/throttleIntents'
import { errorAnswer } from '../http/errorAnswer'
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

  router.post('/payment-intent', withErrorField(payload, throttleIntents(checkoutLimiter, payload)), async (req, res) => {
    try {
      const { deliveryMethod, cartItems, replacesClientSecret, donation, coverFees, promoCode, customerEmail } = parseBody(paymentIntentSchema, req.body)
      const user = await readSession(payload, req)
      const { intent, totals, promotion, superseded } = await createCheckoutIntent(payload, payments, {
        user,
        deliveryMethod,
        cartItems,
        donation,
        coverFees,
        promoCode,
        customerEmail,
        replacesClientSecret,
      })
      // The payment on screen could not be repriced (being paid, a demo payment): a new one replaced it, and the old one will never be paid: cancel it, after answering.
      if (superseded) res.on('finish', () => void cancelSupersededIntent(payload, payments, superseded))
      const { subtotalCents, shippingCents, discountCents, donationCents, feeCents, totalCents } = totals
      res.json({
        clientSecret: intent.clientSecret,
        paymentIntentId: intent.id,
        amounts: {
          subtotal: centsToDecimal(subtotalCents),
          shipping: centsToDecimal(shippingCents),
          discount: centsToDecimal(discountCents),
          donation: centsToDecimal(donationCents),
          processingFee: centsToDecimal(feeCents),
          total: centsToDecimal(totalCents),
        },
        promotion: promotion ? { code: promotion.code, description: promotion.description } : null,
      })
    } catch (err) {
      throw await errorField(payload, err)
    }
  })

  /**
   * The cart's Apply (issue 31): whether a promo code applies to this cart now, and what it takes
   * off, without starting a payment. The same rules and words as the payment intent's.
   */
  router.post('/promotion', withErrorField(payload, throttleIntents(checkoutLimiter, payload)), async (req, res) => {
    try {
      const { deliveryMethod, cartItems, promoCode, customerEmail } = parseBody(promotionCheckSchema, req.body)
      const user = await readSession(payload, req)
      const priced = await priceCheckout(payload, { user, deliveryMethod, cartItems, promoCode, customerEmail })
      res.setHeader('Cache-Control', 'no-store')
      res.json({
        promotion: priced.promotion ? { code: priced.promotion.code, description: priced.promotion.description } : null,
        amounts: { subtotal: centsToDecimal(priced.totals.subtotalCents), discount: centsToDecimal(priced.totals.discountCents) },
      })
    } catch (err) {
      throw await errorField(payload, err)
    }
  })

  return router
}

/** The payment-intent call answers `{ error }` when it fails (the cause stays for the log). */
async function errorField(payload: Payload, err: unknown): Promise<unknown> {
  const known = await errorAnswer(payload, err)
  if (!known) return err
  return new HttpError(known.status, known.message, { ...known.body, error: known.message }, { cause: known.cause })
}

function withErrorField(payload: Payload, handler: RequestHandler): RequestHandler {
  return async (req, res, next) => {
    try {
      await handler(req, res, next)
    } catch (err) {
      throw await errorField(payload, err)
    }
  }
}
