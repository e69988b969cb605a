import type { Payload } from 'payload'

import { MONEY_STATUS_CHANGE } from '../../../collections/Orders/hooks/keepMoneyStatusesToTheServer'
import { refundCounts } from '@shared/refunds'
import type { Order } from '../../payload-types'
import { refundsOf } from './refundRecords'
import { statusAfterRefunds } from './statusAfterRefunds'

/**
 * Brings the order in line with its refund rows: `refundedCents` is their sum (failed and
 * cancelled refunds aside), computed from the rows every time, so nothing is ever counted twice;
 * the status follows (statusAfterRefunds). Call under the order's lock.
 */
export async function applyRefunds(payload: Payload, order: Order, { cancelling = false }: { cancelling?: boolean } = {}): Promise<Order> {
  const refunds = await refundsOf(payload, [order.id])
  const refundedCents = refunds.filter((refund) => refundCounts(refund.status)).reduce((sum, refund) => sum + refund.amountCents, 0)
  const status = statusAfterRefunds(order, refundedCents, cancelling)
  const now = new Date().toISOString()
  const data: Partial<Order> = {}
  if (refundedCents !== (order.refundedCents ?? 0)) data.refundedCents = refundedCents
  if (status !== order.status) data.status = status
  if (status === 'refunded' && order.status !== 'refunded') data.refundedAt = now
  if (status === 'cancelled' && !order.cancelledAt) data.cancelledAt = now
  if (Object.keys(data).length === 0) return order
  return payload.update({ collection: 'orders', id: order.id, data, depth: 0, overrideAccess: true, context: { [MONEY_STATUS_CHANGE]: true } })
}
