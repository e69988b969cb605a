import { orderNumber } from '@shared/orderNumber'
import type { OrderServices } from '../../checkout/placeOrder'
import { conflict, HttpError } from '../../http/errors'
import type { Order, Refund } from '../../payload-types'
import { orderAccount } from '../orderAccount'
import { applyRefunds } from './applyRefunds'
import { findOrder } from './findOrder'
import { orderLock } from './orderLock'
import { planRefundLines } from './planRefundLines'
import { putUnitsBack } from './putUnitsBack'
import { recordRefund, refundsOf } from './refundRecords'

/** The reason a cancellation's refund carries when the volunteer gave none. */
const CANCELLED = 'Order cancelled'

/**
 * Cancels an order not yet handed over or shipped, with one meaning wherever it is asked for
 * (POST …/cancel, PATCH status=cancelled): what is left of the payment goes back, every unit not
 * refunded yet goes back on sale (a unit refunded earlier without going back on sale stays off
 * it), the status becomes cancelled, and the buyer gets one message that says all of it, with the
 * volunteer's reason. Cancelling a cancelled order changes nothing.
 */
export function cancelOrder(services: OrderServices, orderId: string, requestedBy: string, reason: string | null = null): Promise<Order> {
  return orderLock.run(orderId, async () => {
    const { payload, payments } = services
    let order = await findOrder(payload, orderId)
    if (order.status === 'cancelled') return order
    if (order.status === 'fulfilled') {
      throw conflict(`Order #${orderNumber(String(order.id))} has been handed over or shipped, so it cannot be cancelled: refund it instead.`)
    }
    const why = reason?.trim() || null
    // Stored first: the buyer's e-mail is queued when the status changes, and says why.
    if (why) order = await payload.update({ collection: 'orders', id: order.id, data: { cancelReason: why }, depth: 0, overrideAccess: true, context: { skipOrderMail: true } })
    const plan = planRefundLines(order, orderAccount(order, await refundsOf(payload, [order.id])), { all: true, restock: true })
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
        metadata: { orderId: String(order.id), reason: (why ?? CANCELLED).slice(0, 500) },
      })
      refund = (
        await recordRefund(payload, order, info, { source: 'cancel', reason: why ?? CANCELLED, requestKey: `cancel-${order.id}`, requestedBy, lines: plan.lines })
      ).record
    }
    await putEverythingBack(services, order, plan.restock, refund)
    return applyRefunds(payload, await findOrder(payload, orderId), { cancelling: true })
  })
}

/** The planned units; planned again should another process put some back meanwhile. */
async function putEverythingBack(services: OrderServices, order: Order, planned: ReturnType<typeof planRefundLines>['restock'], refund: Refund | null): Promise<void> {
  let current = order
  let lines = planned
  for (let attempt = 1; ; attempt += 1) {
    try {
      await putUnitsBack(services, current, lines, refund)
      return
    } catch (err) {
      if (!(err instanceof HttpError) || err.status !== 409 || attempt >= 3) throw err
      current = await findOrder(services.payload, String(order.id))
      lines = planRefundLines(current, orderAccount(current, await refundsOf(services.payload, [current.id])), { all: true, restock: true }).restock
    }
  }
}
