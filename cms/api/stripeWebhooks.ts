import express, { Router } from 'express'
import type { Payload } from 'payload'

import { isUniqueViolation } from '../auth/isUniqueViolation'
import { ClaimHeld, recordRejection } from '../checkout/claimRecords'
import { OrderUndecided, REFUNDED_BEFORE_ORDER } from '../checkout/orderUndecided'
import { findOrderByIntent, type OrderServices, placeOrder } from '../checkout/placeOrder'
import { ShopError } from '../errors/shopErrors'
import { HttpError } from '../http/errors'
import { syncRefunds } from '../orders/refunds/syncRefunds'
import type { PaymentEvent } from '../payments/paymentProvider'

/**
 * POST /api/stripe/webhooks: Stripe's word on payments, verified by signature over the raw body.
 * payment_intent.succeeded builds the order when the buyer's browser never came back; a refund
 * event (charge.refunded, refund.created/updated/failed) records the payment's refunds by id on
 * its order (cms/orders/refunds/syncRefunds.ts). A refund of a payment that has no order yet is
 * recorded as its rejected claim, so a later payment_intent.succeeded (Stripe does not promise the
 * order of events) or browser call creates nothing and takes no stock. Handlers are idempotent,
 * and a handled event id is recorded, so a replay changes nothing. A failure answers 500, and a
 * payment whose outcome is not decided yet (another caller holds its claim) 503, with nothing
 * recorded, so that Stripe sends the event again (decision 25).
 */
export function stripeWebhooksRouter(services: OrderServices): Router {
  const { payload, payments } = services
  const router = Router()
  router.post('/', express.raw({ type: () => true, limit: '1mb' }), async (req, res) => {
    const event = payments.parseWebhook(Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0), req.get('stripe-signature'))
    if (await alreadyHandled(payload, event.id)) {
      res.json({ received: true, duplicate: true })
      return
    }
    await handle(services, event)
    await recordHandled(payload, event)
    res.json({ received: true })
  })
  return router
}

async function handle(services: OrderServices, event: PaymentEvent): Promise<void> {
  if (!event.paymentIntentId) return
  if (event.type === 'payment_intent.succeeded') {
    try {
      await placeOrder(services, event.paymentIntentId, { via: 'webhook' })
    } catch (err) {
      if (err instanceof OrderUndecided) throw undecided(event.paymentIntentId)
      // Refused orders (sold out, wrong amount) are final and already refunded: nothing to retry.
      // A failure that may pass (the provider down, a refund still owed) answers 5xx: Stripe asks again.
      if (err instanceof ShopError && !err.passing) {
        services.payload.logger.warn({ msg: 'payment not turned into an order', paymentIntentId: event.paymentIntentId, reason: err.message })
        return
      }
      throw err
    }
  }
  if (event.refundEvent) await handleRefund(services, event.paymentIntentId, event.refund)
}

async function handleRefund(services: OrderServices, paymentIntentId: string, moneyGoingBack: boolean): Promise<void> {
  const { payload } = services
  let order = await findOrderByIntent(payload, paymentIntentId)
  if (!order && !moneyGoingBack) return
  if (!order) {
    // No order: record the refund so none is ever made (null: the order was made meanwhile). The
    // claim owes the buyer the rest of the money and a message: the sweeper settles it.
    try {
      if ((await recordRejection(payload, paymentIntentId, REFUNDED_BEFORE_ORDER, null)) !== null) return
    } catch (err) {
      // The order is being made right now: answer 503 so that Stripe sends the event again later.
      if (err instanceof ClaimHeld) throw undecided(paymentIntentId)
      throw err
    }
    order = await findOrderByIntent(payload, paymentIntentId)
  }
  if (order) await syncRefunds(services, order)
}

function undecided(paymentIntentId: string): HttpError {
  return new HttpError(503, `Payment ${paymentIntentId} is being turned into an order: send this event again later.`)
}

async function alreadyHandled(payload: Payload, eventId: string): Promise<boolean> {
  const { totalDocs } = await payload.count({ collection: 'processed-events', where: { eventId: { equals: eventId } }, overrideAccess: true })
  return totalDocs > 0
}

async function recordHandled(payload: Payload, event: PaymentEvent): Promise<void> {
  try {
    await payload.create({ collection: 'processed-events', data: { eventId: event.id, type: event.type }, overrideAccess: true })
  } catch (err) {
    if (!isUniqueViolation(err)) throw err
  }
}
