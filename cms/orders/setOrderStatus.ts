import { orderNumber } from '@shared/orderNumber'
import type { ADMIN_SETTABLE_STATUSES } from '@shared/orderStatus'
import type { OrderServices } from '../checkout/placeOrder'
import type { Order } from '../payload-types'
import { OrderConflict, OrderStatusConflict, statusFrom } from './orderStatusConflict'
import { cancelOrder } from './refunds/cancelOrder'
import { findOrder } from './refunds/findOrder'

/**
 * An administrator sets an order's status. Fulfilling stamps when (once); a cancelled or refunded
 * order cannot be reopened. The change is a compare-and-set on the status it was decided from:
 * another change written first (a cancel at the same moment, on any process) makes this one 409
 * with the order as it is now, and nothing of it is written.
 */
export async function setOrderStatus(services: OrderServices, orderId: string, status: (typeof ADMIN_SETTABLE_STATUSES)[number], requestedBy: string): Promise<Order> {
  const { payload } = services
  // One meaning of cancel wherever it is asked for: the money and the units go back.
  if (status === 'cancelled') return cancelOrder(services, orderId, requestedBy)
  const order = await findOrder(payload, orderId)
  // Its money and units went back: reopening would ship goods nobody paid for.
  if (order.status === 'cancelled' || order.status === 'refunded') {
    throw new OrderConflict(`Order #${orderNumber(String(order.id))} is ${order.status}: its money and items went back, so it cannot be reopened.`, order)
  }
  try {
    return await payload.update({
      collection: 'orders',
      id: order.id,
      data: { status, fulfilledAt: status === 'fulfilled' ? (order.fulfilledAt ?? new Date().toISOString()) : null },
      overrideAccess: true,
      context: statusFrom(order),
    })
  } catch (err) {
    if (!(err instanceof OrderStatusConflict)) throw err
    const current = await findOrder(payload, orderId)
    throw new OrderConflict(`Order #${orderNumber(String(order.id))} was changed meanwhile: it is now ${current.status}, so it was not made ${status}.`, current)
  }
}
