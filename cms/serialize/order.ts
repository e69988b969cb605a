import type { ApiAdminOrder, ApiBuyerOrder, ApiOrder, ApiOrderWithItems, ApiPrivateOrder } from '@shared/api'
import type { GivingSettings } from '@shared/givingRules'
import { centsToDecimal } from '@shared/money'
import { type Carrier, type OrderStatus, trackingUrl } from '@shared/orderStatus'
import { isSize } from '@shared/sizes'
import { relationId } from '../db/ids'
import { orderReceipt } from '../giving/orderReceipt'
import { apiOrderAccount, type OrderAccount, orderAccount } from '../orders/orderAccount'
import type { Order, Refund } from '../payload-types'

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
    refunded: centsToDecimal(order.refundedCents ?? 0),
    promoCode: order.promoCode ?? null,
    discount: centsToDecimal(order.discountCents ?? 0),
    shippingDiscount: typeof order.shippingDiscountCents === 'number' ? centsToDecimal(order.shippingDiscountCents) : null,
    cancelReason: order.cancelReason?.trim() || null,
    donation: centsToDecimal(order.donationCents ?? 0),
    feeIsContribution: order.feeIsContribution === true,
    note: order.note?.trim() || null,
    shippedAt: order.shippedAt ?? null,
    carrier: (order.carrier as Carrier | null | undefined) ?? null,
    trackingNumber: order.trackingNumber ?? null,
    trackingUrl: trackingUrl(order.carrier, order.trackingNumber),
  }
}

/** With its lines and its account (cms/orders/orderAccount.ts), from the order and its refund records. */
export function serializeOrderWithItems(order: Order, refunds: readonly Refund[], account: OrderAccount = orderAccount(order, refunds)): ApiOrderWithItems {
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
    account: apiOrderAccount(account),
  }
}

/** For /admin/orders: with the units put back per line and the order's refunds (oldest first). */
export function serializeAdminOrder(order: Order, refunds: readonly Refund[]): ApiAdminOrder {
  const withItems = serializeOrderWithItems(order, refunds)
  return {
    ...withItems,
    items: withItems.items.map((item, index) => ({ ...item, restocked: order.items?.[index]?.restockedQuantity ?? 0 })),
    paymentIntentId: order.paymentIntentId,
    userId: relationId(order.user),
    fulfilledAt: order.fulfilledAt ?? null,
    cancelledAt: order.cancelledAt ?? null,
    refunds: withItems.account.refunds,
  }
}

/** For the buyer (the account's order): with the receipt's statement, in the receipt e-mail's words (issue 27). */
export function serializeBuyerOrder(order: Order, refunds: readonly Refund[], giving: Pick<GivingSettings, 'organizationName' | 'ein'>): ApiBuyerOrder {
  const account = orderAccount(order, refunds)
  return { ...serializeOrderWithItems(order, refunds, account), receipt: orderReceipt(order, account, giving) }
}

/** For the private order link: everything the buyer needs, nothing to reach them by. */
export function serializePrivateOrder(order: Order, refunds: readonly Refund[], giving: Pick<GivingSettings, 'organizationName' | 'ein'>): ApiPrivateOrder {
  const { customerEmail: _email, customerPhone: _phone, ...rest } = serializeBuyerOrder(order, refunds, giving)
  return rest
}
