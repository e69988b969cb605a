import { Router } from 'express'

import { demoConfirmSchema } from '../checkout/checkoutSchemas'
import { parseBody } from '../http/validate'
import type { DemoPaymentProvider } from '../payments/demoPaymentProvider'

/**
 * /api/checkout/demo: the demo panel's "Pay" button. Mounted only in demo payment mode
 * (cms/app.ts), so a shop that takes real card payments has no such route at all. The payment's
 * client secret proves the buyer (checked by DemoPaymentProvider.confirm).
 */
export function demoPaymentsRouter(payments: DemoPaymentProvider): Router {
  const router = Router()

  router.post('/confirm', async (req, res) => {
    const body = parseBody(demoConfirmSchema, req.body)
    await payments.confirm({
      paymentIntentId: body.paymentIntentId,
      clientSecret: body.clientSecret,
      billing: body.billingDetails,
      shippingAddress: body.shippingAddress ?? null,
    })
    res.json({ status: 'succeeded' })
  })

  return router
}
