import { APIError, type CollectionBeforeChangeHook } from 'payload'

import { MONEY_STATUS_CHANGE } from '@cms/orders/moneyStatusChange'
import { ORDER_STATUS_FROM, OrderStatusConflict } from '@cms/orders/orderStatusConflict'
import type { Order } from '@cms/payload-types'

const MONEY_STATUSES = new Set(['cancelled', 'refunded'])

/**
 * Cancelled and refunded mean that money went back (and, for a cancellation, that the units went
 * back on sale). One meaning everywhere: the panel, its REST API and GraphQL may not set or
 * clear them by hand; /admin/orders (POST …/refund, …/cancel) does it with the money.
 */
export const keepMoneyStatusesToTheServer: CollectionBeforeChangeHook<Order> = ({ data, originalDoc, operation, context }) => {
  if (operation !== 'update' || context[MONEY_STATUS_CHANGE] === true || !originalDoc || data.status === undefined) return data
  // The caller decided from a status another change has replaced since (a cancel on another
  // process between its read and this update's): that is the race it lost, 409 like any other.
  const from = (context[ORDER_STATUS_FROM] as Record<string, string> | undefined)?.[String(originalDoc.id)]
  if (from !== undefined && from !== originalDoc.status && data.status !== originalDoc.status) throw new OrderStatusConflict(from, String(data.status))
  if (data.status === originalDoc.status) return data
  if (MONEY_STATUSES.has(String(data.status))) {
    throw new APIError('Cancel or refund an order at /admin/orders: it refunds the card payment and puts the units back in stock.', 400, null, true)
  }
  // Refused for the order as it is now, not for what was asked: 409 like /api/admin/orders answers
  // (a panel PATCH that reads the order just after a cancel on another process lands here).
  if (MONEY_STATUSES.has(String(originalDoc.status))) {
    throw new APIError(`This order is ${originalDoc.status}: its money went back to the buyer, so it cannot be reopened.`, 409, null, true)
  }
  return data
}
