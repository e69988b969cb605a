import type { Payload } from 'payload'

import { refundCounts } from '@shared/refunds'
import type { Order } from '../../payload-types'
import { MONEY_STATUS_CHANGE } from '../moneyStatusChange'
import { orderActor } from '../orderActor'
import { OrderStatusConflict, statusFrom } from '../orderStatusConflict'
import { findOrder } from './findOrder'
import { refundsOf } from './refundRecords'
import { statusAfterRefunds } from './statusAfterRefunds'

/**
 * Brings the order in line with its refund rows: `refundedCents` is their sum (failed and
 * cancelled refunds aside), computed from the rows every time, so nothing is ever counted twice;
 * the status follows (statusAfterRefunds). Call under the order's lock. The status is written
 * compare-and-set like every status change; the money has already moved, so a status changed
 * meanwhile (a fulfil) is read again and the refund's status derived from it.
 */
export async function applyRefunds(
  payload: Payload,
  order: Order,
  { cancelling = false, actedBy = null }: { cancelling?: boolean; /** The administrator whose refund this is (the timeline says who). */ actedBy?: string | null } = {},
): Promise<Order> {
  let current = order
  for (let attempt = 1; ; attempt += 1) {
    const refunds = await refundsOf(payload, [current.id])
    const refundedCents = refunds.filter((refund) => refundCounts(refund.status)).reduce((sum, refund) => sum + refund.amountCents, 0)
    const status = statusAfterRefunds(current, refundedCents, cancelling)
    const now = new Date().toISOString()
    const data: Partial<Order> = {}
    if (refundedCents !== (current.refundedCents ?? 0)) data.refundedCents = refundedCents
    if (status !== current.status) data.status = status
    if (status === 'refunded' && current.status !== 'refunded') data.refundedAt = now
    if (status === 'cancelled' && !current.cancelledAt) data.cancelledAt = now
    if (Object.keys(data).length === 0) return current
    try {
      return await payload.update({ collection: 'orders', id: current.id, data, depth: 0, overrideAccess: true, context: { [MONEY_STATUS_CHANGE]: true, ...statusFrom(current), ...orderActor(actedBy) } })
    } catch (err) {
      if (!(err instanceof OrderStatusConflict) || attempt >= 3) throw err
      current = await findOrder(payload, String(current.id))
    }
  }
}
