import type { ApiAdminOrder, ApiOrder, ApiOrderWithItems, ApiPrivateOrder } from '../../shared/api'
import { centsToDecimal } from '../../shared/money'
import type { OrderStatus } from '../../shared/orderStatus'
import { isSize } from '../../shared/sizes'
import { relationId } from '../db/ids'
import type { Order } from '../payload-types'

export function serializeOrder(order: Order): ApiOrder {
  return {
    id: String(order.id),
    status: order.status as OrderStatus,
    createdAt: order.createdAt,
    total: centsToDecimal(order.totalCents),
    subtotal: centsToDecimal(order.subtotalCents),
    shippingCost: centsToDecimal(order.shippingCents),
    processingFee: centsToDecimal(order.feeCents),
    deliveryMethod: order.deliveryMethod,
    customerName: order.customerName,
    customerEmail: order.customerEmail ?? '',
    customerPhone: order.customerPhone ?? '',
    shippingAddress: order.shippingAddress ?? null,
    demo: order.demo === true,
  }
}

export function serializeOrderWithItems(order: Order): ApiOrderWithItems {
  return {
    ...serializeOrder(order),
    items: (order.items ?? []).map((item, index) => ({
      id: item.id ?? `${order.id}-${index}`,
      productId: relationId(item.product),
      productName: item.productName,
      quantity: item.quantity,
      size: isSize(item.size) ? item.size : null,
      price: centsToDecimal(item.priceCents),
    })),
  }
}

export function serializeAdminOrder(order: Order): ApiAdminOrder {
  return {
    ...serializeOrderWithItems(order),
    paymentIntentId: order.paymentIntentId,
    userId: relationId(order.user),
    fulfilledAt: order.fulfilledAt ?? null,
  }
}

/** For the private order link: everything the buyer needs, nothing to reach them by. */
export function serializePrivateOrder(order: Order): ApiPrivateOrder {
  const { customerEmail: _email, customerPhone: _phone, ...rest } = serializeOrderWithItems(order)
  return rest
}
