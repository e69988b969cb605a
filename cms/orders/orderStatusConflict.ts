import { APIError } from 'payload'

import type { Order } from '../payload-types'
import { ShopError } from '../errors/shopErrors'

/**
 * `req.context` key: the status each order's update started from, by order id. Set by the shop's
 * own status changes (the status they decided from), else by the Orders hook from the stored
 * document Payload's update read (collections/Orders/hooks/rememberStatusFrom.ts). The database
 * adapter then writes a new status only over that one (cms/db/compareAndSetOrderStatus.ts).
 */
export const ORDER_STATUS_FROM = 'orderStatusFrom'

/** The context that makes an update of `order` a compare-and-set on the status it was read with. */
export function statusFrom(order: Pick<Order, 'id' | 'status'>): Record<string, unknown> {
  return { [ORDER_STATUS_FROM]: { [String(order.id)]: order.status } }
}

/**
 * Another status change was written first: this one changed nothing. A 409 wherever it surfaces
 * (Payload's REST API and panel show its message; the /api routes answer with the current order).
 */
export class OrderStatusConflict extends APIError {
  constructor(from: string, to: string) {
    super(`This order was changed meanwhile: it is no longer ${from}, so it was not made ${to}. Reload it and try again.`, 409, { from, to }, true)
  }
}

/** A status change refused for the order as it is now: `current` is that order (/api/admin/orders answers 409 with it). */
export class OrderConflict extends ShopError {
  constructor(
    message: string,
    readonly current: Order,
  ) {
    super(message)
  }
}
