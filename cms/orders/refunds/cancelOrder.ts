import { orderNumber } from '@shared/orderNumber'
import { MONEY_STATUS_CHANGE } from '../../../collections/Orders/hooks/keepMoneyStatusesToTheServer'
import type { OrderServices } from '../../checkout/placeOrder'
import { HttpError } from '../../http/errors'
import { queueOrderStatusNotice } from '../../mail/queueOrderStatusNotice'
import type { Order, Refund } from '../../payload-types'
import { OrderConflict, OrderStatusConflict, statusFrom } from '../orderStatusConflict'
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
 * says both. The status is decided first, by a compare-and-set, before any money moves: a fulfil
 * at the same moment (on any process) either wins, and this cancel is refused (409 with the order),
 * or is refused itself. Cancelling a cancelled order finishes what an interrupted cancel left
 * (the rest of the money, the units) and otherwise changes nothing.
 */
export function cancelOrder(services: OrderServices, orderId: string, requestedBy: string): Promise<Order> {
  return orderLock.run(orderId, async () => {
    const { payload, payments } = services
    let order = await findOrder(payload, orderId)
    const cannotCancel = (current: Order) =>
      new OrderConflict(`Order #${orderNumber(String(current.id))} has been handed over or shipped, so it cannot be cancelled: refund it instead.`, current)
    if (order.status === 'fulfilled') throw cannotCancel(order)
    let cancelledHere = false
    if (order.status !== 'cancelled') {
      try {
        order = await payload.update({
          collection: 'orders',
          id: order.id,
          data: { status: 'cancelled', cancelledAt: order.cancelledAt ?? new Date().toISOString() },
          depth: 0,
          overrideAccess: true,
          // The buyer's message goes out once the money and units are back (below), saying both.
          context: { ...statusFrom(order), [MONEY_STATUS_CHANGE]: true, skipOrderMail: true },
        })
        cancelledHere = true
      } catch (err) {
        if (!(err instanceof OrderStatusConflict)) throw err
        order = await findOrder(payload, orderId)
        if (order.status === 'fulfilled') throw cannotCancel(order)
        if (order.status !== 'cancelled') throw new OrderConflict(`Order #${orderNumber(String(order.id))} was changed meanwhile: it is now ${order.status}.`, order)
      }
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
    const cancelled = await applyRefunds(payload, await findOrder(payload, orderId), { cancelling: true })
    // One message that says both: from the cancel that decided it, or from the one that finished an interrupted cancel.
    if (cancelledHere || refund) {
      await queueOrderStatusNotice(payload, cancelled, 'cancelled').catch((err: unknown) =>
        payload.logger.error({ msg: 'could not queue the cancellation e-mail', orderId: cancelled.id, err }),
      )
    }
    return cancelled
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
