import type { CollectionBeforeChangeHook } from 'payload'

import type { Order } from '@cms/payload-types'

/**
 * The moment an order was shipped or handed over, by whichever door moved it there: /admin/orders
 * writes it with the status, the panel and its REST API only set the status. The order card shows
 * it, and a full refund that fails later puts the order back as shipped or fulfilled from it
 * (cms/orders/refunds/statusAfterRefunds.ts) rather than among the orders still to fulfil.
 */
export const stampStatusDates: CollectionBeforeChangeHook<Order> = ({ data, originalDoc, operation }) => {
  if (operation !== 'update' || !originalDoc || data.status === undefined || data.status === originalDoc.status) return data
  const now = new Date().toISOString()
  if (data.status === 'shipped' && !originalDoc.shippedAt && !data.shippedAt) data.shippedAt = now
  if (data.status === 'fulfilled' && !originalDoc.fulfilledAt && !data.fulfilledAt) data.fulfilledAt = now
  return data
}
