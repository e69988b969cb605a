import { orderNumber } from '@shared/orderNumber'
import type { OrderServices } from '../../checkout/placeOrder'
import { conflict, HttpError } from '../../http/errors'
import type { Order, Refund } from '../../payload-types'
import { applyRefunds } from './applyRefunds'
import { findOrder } from './findOrder'
import { orderLock } from './orderLock'
import { planRestock } from './planRestock'
import { putUnitsBack } from './putUnitsBack'
import { recordRefund } from './refundRecords'

/**
 * Cancels an order not yet handed over or shipped, with one meaning wherever it is asked for
 * (POST …/cancel, PATCH status=cancelled): what is left of the payment goes back, every unit not
 * back yet goes back on sale, the status becomes cancelled, and the buyer gets one message that
 * says both. Cancelling a cancelled order changes nothing.
 */
export function cancelOrder(services: OrderServices, orderId: string, requestedBy: string): Promise<Order> {
  return orderLock.run(orderId, async () => {
    const { payload, payments } = services
    const order = await findOrder(payload, orderId)
    if (order.status === 'cancelled') return order
    if (order.status === 'fulfilled') {
      throw conflict(`Order #${orderNumber(String(order.id))} has been handed over or shipped, so it cannot be cancelled: refund it instead.`)
    }
    const remaining = order.totalCents - (order.refundedCents ?? 0)
    // A demo order under real payments took no money: there is nothing to give back.
    const refundable = remaining > 0 && !(order.demo && payments.mode !== 'demo')
    let refund: Refund | null = null
    if (refundable) {
      const info = await payments.createRefund({
        paymentIntentId: order.paymentIntentId,
        amountCents: remaining,
        // The same cancellation retried (a lost answer) is the same refund.
        idempotencyKey: `cancel-${order.id}-${remaining}`,
        metadata: { orderId: String(order.id), reason: 'Order cancelled' },
      })
      refund = (await recordRefund(payload, order, info, { source: 'cancel', reason: 'Order cancelled', requestKey: `cancel-${order.id}`, requestedBy })).record
    }
    await putEverythingBack(services, order, refund)
    return applyRefunds(payload, await findOrder(payload, orderId), { cancelling: true })
  })
}

/** Every unit not back yet; planned again should another process return some meanwhile. */
async function putEverythingBack(services: OrderServices, order: Order, refund: Refund | null): Promise<void> {
  let current = order
  for (let attempt = 1; ; attempt += 1) {
    try {
      await putUnitsBack(services, current, planRestock(current, { all: true }), refund)
      return
    } catch (err) {
      if (!(err instanceof HttpError) || err.status !== 409 || attempt >= 3) throw err
      current = await findOrder(services.payload, String(order.id))
    }
  }
}
