import { APIError, type CollectionBeforeChangeHook } from 'payload'

import type { Order } from '@cms/payload-types'
import { isAllowedStatusMove } from '@shared/orderStatus'
import { MONEY_STATUS_CHANGE } from '@cms/orders/moneyStatusChange'

/**
 * An order's status moves only forward (shared/orderStatus.ts ORDER_STATUS_MOVES, decision 0048),
 * by any door: the panel and its REST API get a 409 with the reason (refused for the order as it is
 * now, as /api/admin/orders answers). Only the shop's refund code
 * may step back (a refund that failed reopens a refunded order), with the money.
 */
export const keepStatusMovingForward: CollectionBeforeChangeHook<Order> = ({ data, originalDoc, operation, context }) => {
  if (operation !== 'update' || context[MONEY_STATUS_CHANGE] === true || !originalDoc || data.status === undefined) return data
  const from = String(originalDoc.status)
  const to = String(data.status)
  if (!isAllowedStatusMove(from, to)) {
    throw new APIError(`An order's status only moves forward: a ${from} order cannot be made ${to}.`, 409, null, true)
  }
  if (to === 'shipped' && from !== 'shipped' && originalDoc.deliveryMethod !== 'out-of-town') {
    throw new APIError('Only out-of-town orders are shipped: mark an in-town order fulfilled when it is handed over.', 400, null, true)
  }
  return data
}
