import type { CollectionBeforeChangeHook } from 'payload'

import { ORDER_STATUS_FROM } from '@cms/orders/orderStatusConflict'
import type { Order } from '@cms/payload-types'

/**
 * Every update of an order, by any door (the panel, its REST API, the shop's own code), writes a
 * status only over the one it started from: the stored status this update read, unless the caller
 * named the one it decided from. Two changes at the same moment: the second gets 409 (issue 28).
 */
export const rememberStatusFrom: CollectionBeforeChangeHook<Order> = ({ data, originalDoc, operation, context }) => {
  if (operation !== 'update' || !originalDoc) return data
  const from = (context[ORDER_STATUS_FROM] ??= {}) as Record<string, string>
  from[String(originalDoc.id)] ??= originalDoc.status
  return data
}
