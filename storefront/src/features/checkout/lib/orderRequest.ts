import type { DeliveryMethod } from '../../../../../shared/money'
import type { CheckoutFormValues } from './checkoutForm'
import { mailingAddress } from './paymentDetails'

/** Body of POST /api/orders (spec §7): the checkout form plus the paid intent's id. */
export type OrderRequest = {
  customerName: string
  customerEmail: string
  customerPhone: string
  deliveryMethod: DeliveryMethod
  shippingAddress: string | null
  paymentIntentId: string
}

export function buildOrderRequest(values: CheckoutFormValues, paymentIntentId: string): OrderRequest {
  return {
    customerName: values.customerName.trim(),
    customerEmail: values.customerEmail.trim(),
    customerPhone: values.customerPhone.trim(),
    deliveryMethod: values.deliveryMethod,
    shippingAddress: mailingAddress(values.deliveryMethod, values.shippingAddress),
    paymentIntentId,
  }
}
