import { createHash, randomUUID } from 'node:crypto'

import { overRefundMessage } from '@shared/refundRules'
import type { Order } from '../../payload-types'
import { KEY_USED_FOR_ANOTHER_REFUND, RefundRefused } from '../../payments/paymentErrors'
import type { OrderServices } from '../../checkout/placeOrder'
import { applyRefunds } from './applyRefunds'
import { findOrder } from './findOrder'
import { orderLock } from './orderLock'
import { type OrderAccount, orderAccount, type RefundLineRecord, unitsLeftToRefund } from '../orderAccount'
import { queueOrderChangeMail } from '../mail/queueOrderChangeMail'
import { adminName } from './adminName'
import { planRefundLines } from './planRefundLines'
import { putUnitsBack } from './putUnitsBack'
import { unitsCanGoBack } from './unitsCanGoBack'
import { findRefundByRequestKey, recordRefund, refundsOf } from './refundRecords'
import type { RefundLinesRequest } from './refundSchemas'

export type AdminRefund = {
  /** Cents; null = everything not refunded yet. */
  amountCents: number | null
  /** The lines it is for (units the buyer will not get) and which go back on sale. */
  lines: RefundLinesRequest
  reason: string | null
  /** The request's Idempotency-Key: the same key is one refund (a double click, a retried request). */
  idempotencyKey: string | null
  requestedBy: string
}

/**
 * A refund from /admin/orders: the amount (or the rest), the lines it is for and which of their
 * units go back on sale, the buyer told (which lines, how much, why). The Idempotency-Key goes to
 * the provider as its idempotency key, and a key this order already used answers with that
 * refund's outcome without calling the provider again.
 */
export function refundOrder(services: OrderServices, orderId: string, request: AdminRefund): Promise<Order> {
  return orderLock.run(orderId, async () => {
    const { payload, payments } = services
    let order = await findOrder(payload, orderId)
    const requestHash = requestHashOf(request)
    if (request.idempotencyKey) {
      const earlier = await findRefundByRequestKey(payload, String(order.id), request.idempotencyKey)
      if (earlier) {
        // One key, one request: any difference (amount, units back, reason) is another request (issue 28).
        // Refunds recorded before the hash existed are compared by amount, as they were.
        const differs = earlier.requestHash ? earlier.requestHash !== requestHash : request.amountCents !== null && request.amountCents !== earlier.amountCents
        if (differs) throw new RefundRefused(KEY_USED_FOR_ANOTHER_REFUND, 'clashes')
        return order
      }
    }
    if (order.demo && payments.mode !== 'demo') throw new RefundRefused('This demo order took no money: there is nothing to refund. Cancel it instead.', 'not-refundable')
    const remaining = order.totalCents - (order.refundedCents ?? 0)
    if (remaining <= 0) {
      // Said as it happened: a screen opened before another volunteer cancelled it shows the reason.
      const why = order.status === 'cancelled' ? 'This order has been cancelled (its money went back then)' : 'This order has been refunded in full'
      throw new RefundRefused(`${why}: nothing is left to refund.`, 'not-refundable')
    }
    const amountCents = request.amountCents ?? remaining
    if (amountCents > remaining) throw new RefundRefused(overRefundMessage(remaining), 'not-refundable')
    const account = orderAccount(order, await refundsOf(payload, [order.id]))
    const plan = planRefundLines(order, account, request.lines, await unitsCanGoBack(payload, order))
    // Everything left: the refund is for every unit not refunded yet, and says so on its record, so
    // that an earlier refund failing later (refund.failed) does not put them back on the parcel.
    const lines = amountCents >= remaining ? withTheRest(plan.lines, account) : plan.lines

    const key = request.idempotencyKey ?? `admin-refund-${randomUUID()}`
    const info = await payments.createRefund({
      paymentIntentId: order.paymentIntentId,
      amountCents,
      idempotencyKey: key,
      metadata: { orderId: String(order.id), ...(request.reason ? { reason: request.reason.slice(0, 500) } : {}) },
    })
    // A key first used for another payment's refund answers with that refund: it is not this order's.
    if (info.paymentIntentId !== order.paymentIntentId) throw new RefundRefused(KEY_USED_FOR_ANOTHER_REFUND, 'clashes')

    const { record, created } = await recordRefund(payload, order, info, {
      source: 'admin',
      reason: request.reason,
      requestKey: key,
      requestHash,
      requestedBy: request.requestedBy,
      lines,
    })
    if (!created && !record.requestKey) {
      // The webhook recorded this refund first: it is still this request's, with its reason and lines.
      await payload.update({
        collection: 'refunds',
        id: record.id,
        data: { source: 'admin', reason: request.reason || null, requestKey: key, requestHash, requestedBy: request.requestedBy, lines },
        overrideAccess: true,
      })
    }
    order = await applyRefunds(payload, order, { actedBy: request.requestedBy })
    const restocked = Array.isArray(record.restocked) && record.restocked.length > 0
    if (!restocked) await putUnitsBack(services, order, plan.restock, record, { reason: 'refund', actor: await adminName(payload, request.requestedBy) })
    // Told once the lines are back on sale, so the e-mail says what happened to them.
    if (created) await tellBuyer(services, await findOrder(payload, orderId), info.id)
    return findOrder(payload, orderId)
  })
}

/** What a refund request asked, as one value: the same Idempotency-Key must come with the same one. */
function requestHashOf({ amountCents, lines, reason }: Pick<AdminRefund, 'amountCents' | 'lines' | 'reason'>): string {
  return createHash('sha256').update(JSON.stringify([amountCents, lines, reason || null])).digest('hex')
}

/** The buyer hears about each refund; a mail problem is logged and never undoes the refund. */
export async function tellBuyer({ payload }: Pick<OrderServices, 'payload'>, order: Order, refundId: string): Promise<void> {
  await queueOrderChangeMail(payload, { kind: 'refunded', order, refundId })
}

/** The lines named, and every other unit not refunded yet, marked as the rest of the order. */
function withTheRest(named: RefundLineRecord[], account: Pick<OrderAccount, 'lines'>): RefundLineRecord[] {
  const left = unitsLeftToRefund(account)
  const rest = [...left].flatMap(([itemId, units]) => {
    const quantity = units - named.filter((line) => line.itemId === itemId).reduce((sum, line) => sum + line.quantity, 0)
    return quantity > 0 ? [{ itemId, quantity, restock: false, rest: true }] : []
  })
  return [...named, ...rest]
}
