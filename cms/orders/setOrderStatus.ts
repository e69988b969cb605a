import { orderNumber } from '@shared/orderNumber'
import { type ADMIN_SETTABLE_STATUSES, type Carrier, isAllowedStatusMove } from '@shared/orderStatus'
import type { OrderServices } from '../checkout/placeOrder'
import type { Order } from '../payload-types'
import { orderActor } from './orderActor'
import { OrderConflict, OrderStatusConflict, statusFrom } from './orderStatusConflict'
import { cancelOrder } from './refunds/cancelOrder'
import { findOrder } from './refunds/findOrder'
import { InvalidInput } from '../errors/shopErrors'

export type StatusChange = {
  status: (typeof ADMIN_SETTABLE_STATUSES)[number]
  /** Shipped only: both optional. */
  carrier?: Carrier | null
  trackingNumber?: string | null
  /** Fulfilled only: e-mail the buyer (in town: "ready for you"); true unless said otherwise. */
  notify?: boolean
}

/**
 * An administrator moves an order's status, only forward (ORDER_STATUS_MOVES, decision 0048):
 * completed → shipped (out of town, with the carrier and tracking number) or fulfilled, shipped →
 * fulfilled (delivered); cancel is its own story (the money and units go back). Asking for the
 * status the order has is no change (200, nothing sent), except that a shipped order's carrier and
 * tracking number can be corrected (the buyer is told the new ones). The change is a compare-and-set
 * on the status it was decided from: another change written first (on any process) makes this one
 * an OrderConflict with the order as it is now, and nothing of it is written.
 */
export async function setOrderStatus(services: OrderServices, orderId: string, change: StatusChange, requestedBy: string): Promise<Order> {
  const { payload } = services
  const { status } = change
  // One meaning of cancel wherever it is asked for: the money and the units go back.
  if (status === 'cancelled') return cancelOrder(services, orderId, requestedBy)
  const order = await findOrder(payload, orderId)
  const number = orderNumber(String(order.id))
  if (order.status === 'cancelled' || order.status === 'refunded') {
    throw new OrderConflict(`Order #${number} is ${order.status}: its money and items went back, so it cannot be reopened.`, order)
  }
  if (!isAllowedStatusMove(order.status, status)) {
    throw new OrderConflict(`Order #${number} is ${order.status}: an order's status only moves forward, so it cannot be made ${status}.`, order)
  }
  if (status === 'shipped' && order.deliveryMethod !== 'out-of-town') {
    throw new InvalidInput(`Order #${number} is picked up or handed over in town: mark it fulfilled instead of shipped.`)
  }
  const tracking = status === 'shipped' ? { carrier: change.carrier ?? null, trackingNumber: change.trackingNumber ?? null } : null
  if (order.status === status) {
    const corrected = tracking && (tracking.carrier !== (order.carrier ?? null) || tracking.trackingNumber !== (order.trackingNumber ?? null))
    if (!corrected) return order
  }
  const now = new Date().toISOString()
  const data: Partial<Order> =
    status === 'shipped'
      ? { status, shippedAt: order.shippedAt ?? now, ...tracking }
      : status === 'fulfilled'
        ? { status, fulfilledAt: order.fulfilledAt ?? now }
        : { status }
  try {
    return await payload.update({
      collection: 'orders',
      id: order.id,
      data,
      overrideAccess: true,
      context: { ...statusFrom(order), ...orderActor(requestedBy), orderMailNotify: change.notify !== false, trackingCorrected: order.status === status },
    })
  } catch (err) {
    if (!(err instanceof OrderStatusConflict)) throw err
    const current = await findOrder(payload, orderId)
    throw new OrderConflict(`Order #${number} was changed meanwhile: it is now ${current.status}, so it was not made ${status}.`, current)
  }
}
