import { orderNumber } from '@shared/orderNumber'
import type { ADMIN_SETTABLE_STATUSES } from '@shared/orderStatus'
import type { OrderServices } from '../checkout/placeOrder'
import { conflict } from '../http/errors'
import type { Order } from '../payload-types'
import { cancelOrder } from './refunds/cancelOrder'
import { findOrder } from './refunds/findOrder'

/**
 * An administrator sets an order's status. Fulfilling stamps when (once); a cancelled or refunded
 * order cannot be reopened.
 */
export async function setOrderStatus(services: OrderServices, orderId: string, status: (typeof ADMIN_SETTABLE_STATUSES)[number], requestedBy: string): Promise<Order> {
  const { payload } = services
  // One meaning of cancel wherever it is asked for: the money and the units go back.
  if (status === 'cancelled') return cancelOrder(services, orderId, requestedBy)
  const order = await findOrder(payload, orderId)
  // Its money and units went back: reopening would ship goods nobody paid for.
  if (order.status === 'cancelled' || order.status === 'refunded') {
    throw conflict(`Order #${orderNumber(String(order.id))} is ${order.status}: its money and items went back, so it cannot be reopened.`)
  }
  return payload.update({
    collection: 'orders',
    id: order.id,
    data: { status, fulfilledAt: status === 'fulfilled' ? (order.fulfilledAt ?? new Date().toISOString()) : null },
    overrideAccess: true,
  })
}
