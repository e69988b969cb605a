import { orderNumber } from '@shared/orderNumber'
import type { OrderServices } from '../../checkout/placeOrder'
import { orderActor } from '../orderActor'
import type { Order, Refund } from '../../payload-types'
import { queueOrderChangeMail } from '../mail/queueOrderChangeMail'
import { MONEY_STATUS_CHANGE } from '../moneyStatusChange'
import { orderAccount } from '../orderAccount'
import { OrderConflict, OrderStatusConflict, statusFrom } from '../orderStatusConflict'
import { applyRefunds } from './applyRefunds'
import { findOrder } from './findOrder'
import { orderLock } from './orderLock'
import { adminName } from './adminName'
import { planRefundLines } from './planRefundLines'
import { unitsCanGoBack } from './unitsCanGoBack'
import { putUnitsBack } from './putUnitsBack'
import { StockChangedMeanwhile } from '../stockChangedMeanwhile'
import { recordRefund, refundsOf } from './refundRecords'

/** The reason a cancellation's refund carries when the volunteer gave none. */
const CANCELLED = 'Order cancelled'

/**
 * Cancels an order not yet handed over or shipped, with one meaning wherever it is asked for
 * (POST …/cancel, PATCH status=cancelled): what is left of the payment goes back, every unit not
 * refunded yet goes back on sale (a unit refunded earlier without going back on sale stays off
 * it), the status becomes cancelled, and the buyer gets one message that says all of it, with the
 * volunteer's reason (decision 32). The status is decided first, by a compare-and-set, before any
 * money moves: a fulfil at the same moment (on any process) either wins, and this cancel is refused
 * (409 with the order), or is refused itself. Cancelling a cancelled order finishes what an
 * interrupted cancel left (the rest of the money, the units) and otherwise changes nothing.
 */
export function cancelOrder(services: OrderServices, orderId: string, requestedBy: string, reason: string | null = null): Promise<Order> {
  return orderLock.run(orderId, async () => {
    const { payload, payments } = services
    let order = await findOrder(payload, orderId)
    const cannotCancel = (current: Order) =>
      new OrderConflict(
        `Order #${orderNumber(String(current.id))} has been handed over or shipped (marked ${current.status === 'shipped' ? 'shipped' : 'fulfilled'}, perhaps on another screen), so it cannot be cancelled: refund it instead.`,
        current,
      )
    // Refunded in full (by "Everything left", by amount, or in the Stripe dashboard): its money is back
    // and its units are where the refunds put them. A cancel would put units kept off sale back on
    // sale, return the code's use and tell the buyer a second time (outside review 12).
    const refundedInFull = (current: Order) =>
      new OrderConflict(`Order #${orderNumber(String(current.id))} has been refunded in full (perhaps on another screen): there is nothing left to cancel.`, current)
    if (order.status === 'fulfilled' || order.status === 'shipped') throw cannotCancel(order)
    if (order.status === 'refunded') throw refundedInFull(order)
    const why = reason?.trim() || null
    const asItWas = { status: order.status, cancelledAt: order.cancelledAt ?? null, cancelReason: order.cancelReason ?? null }
    let cancelledHere = false
    if (order.status !== 'cancelled') {
      try {
        order = await payload.update({
          collection: 'orders',
          id: order.id,
          data: { status: 'cancelled', cancelledAt: order.cancelledAt ?? new Date().toISOString(), ...(why ? { cancelReason: why } : {}) },
          depth: 0,
          overrideAccess: true,
          // The buyer's message goes out once the money and units are back (below), saying both:
          // the status write itself sends none (cms/orders/mail/orderMailFor.ts).
          context: { ...statusFrom(order), ...orderActor(requestedBy), [MONEY_STATUS_CHANGE]: true },
        })
        cancelledHere = true
      } catch (err) {
        if (!(err instanceof OrderStatusConflict)) throw err
        order = await findOrder(payload, orderId)
        if (order.status === 'fulfilled' || order.status === 'shipped') throw cannotCancel(order)
        if (order.status === 'refunded') throw refundedInFull(order)
        if (order.status !== 'cancelled') throw new OrderConflict(`Order #${orderNumber(String(order.id))} was changed meanwhile: it is now ${order.status}.`, order)
      }
    }
    // What the refunds have not covered yet (the status is cancelled already: the plan reads the refunds).
    const refunds = await refundsOf(payload, [order.id])
    const plan = planRefundLines(order, orderAccount(order, refunds), { all: true, restock: true }, await unitsCanGoBack(payload, order))
    const remaining = order.totalCents - (order.refundedCents ?? 0)
    // A demo order under real payments took no money: there is nothing to give back.
    const refundable = remaining > 0 && !(order.demo && payments.mode !== 'demo')
    let refund: Refund | null = null
    if (refundable) {
      const refundReason = why ?? order.cancelReason ?? CANCELLED
      const info = await payments
        .createRefund({
          paymentIntentId: order.paymentIntentId,
          amountCents: remaining,
          // The same cancellation finished again (a lost answer, a process that died) is the same
          // refund. A new one after a refund failed, or after Stripe refused this one (its answer is
          // kept under the key, and the order was put back as it was, so the next cancel stamps a new
          // cancel time): the same key would have Stripe replay the refusal (review 13).
          idempotencyKey: `cancel-${order.id}-${remaining}-${refunds.filter((r) => r.status === 'failed' || r.status === 'canceled').length}-${Date.parse(order.cancelledAt ?? '') || 0}`,
          metadata: { orderId: String(order.id), reason: refundReason.slice(0, 500) },
        })
        .catch(async (err: unknown) => {
          // Nothing went back (payments unavailable, a payment Stripe no longer knows): the order is
          // as it was, still to fulfil and with its Cancel, rather than "cancelled" with its money
          // and units nowhere (outside review 12). The timeline keeps both steps.
          if (cancelledHere) await reopenOrder(payload, order, asItWas, requestedBy)
          throw err
        })
      refund = (await recordRefund(payload, order, info, { source: 'cancel', reason: refundReason, requestKey: `cancel-${order.id}`, requestedBy, lines: plan.lines })).record
    }
    await putEverythingBack(services, order, plan.restock, refund, await adminName(payload, requestedBy))
    // The promo code's use goes back too (once, however often the cancel is asked): decision 43.
    await services.stock.returnPromotionUse(String(order.id))
    const cancelled = await applyRefunds(payload, await findOrder(payload, orderId), { cancelling: true, actedBy: requestedBy })
    // One message that says both: from the cancel that decided it, or from the one that finished an
    // interrupted cancel. A cancel finished after its refund failed was announced already, followed by
    // "your refund did not go through": the buyer now hears that the money is back, not "cancelled" again.
    if (refund && !cancelledHere && toldCancelledBefore(refunds)) {
      await queueOrderChangeMail(payload, { kind: 'refunded', order: cancelled, refundId: refund.refundId })
    } else if (cancelledHere || refund) {
      await queueOrderChangeMail(payload, { kind: 'cancelled', order: cancelled })
    }
    return cancelled
  })
}

/** An earlier cancel's refund went through to Stripe and failed there later: that cancel told the buyer. */
function toldCancelledBefore(refunds: Refund[]): boolean {
  return refunds.some((earlier) => earlier.source === 'cancel' && (earlier.status === 'failed' || earlier.status === 'canceled'))
}

/** Puts back the status (and cancel details) a cancel set before its refund was refused. */
async function reopenOrder(payload: OrderServices['payload'], cancelled: Order, asItWas: Pick<Order, 'status' | 'cancelledAt' | 'cancelReason'>, requestedBy: string): Promise<void> {
  await payload.update({
    collection: 'orders',
    id: cancelled.id,
    data: asItWas,
    depth: 0,
    overrideAccess: true,
    context: { ...statusFrom(cancelled), ...orderActor(requestedBy), [MONEY_STATUS_CHANGE]: true },
  })
}

/** The planned units (recorded as the cancelling administrator's); planned again should another process put some back meanwhile. */
async function putEverythingBack(
  services: OrderServices,
  order: Order,
  planned: ReturnType<typeof planRefundLines>['restock'],
  refund: Refund | null,
  actor: string,
): Promise<void> {
  let current = order
  let lines = planned
  for (let attempt = 1; ; attempt += 1) {
    try {
      await putUnitsBack(services, current, lines, refund, { reason: 'cancel', actor })
      return
    } catch (err) {
      if (!(err instanceof StockChangedMeanwhile) || attempt >= 3) throw err
      current = await findOrder(services.payload, String(order.id))
      const account = orderAccount(current, await refundsOf(services.payload, [current.id]))
      lines = planRefundLines(current, account, { all: true, restock: true }, await unitsCanGoBack(services.payload, current)).restock
    }
  }
}
