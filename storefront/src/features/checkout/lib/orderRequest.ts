import type { DeliveryMethod } from '@shared/money'
import type { CheckoutFormValues } from './checkoutForm'
import { mailingAddress } from './paymentDetails'

/**
 * Body of POST /api/orders: the checkout form plus the paid intent's id, and its client
 * secret: a guest's proof of being the buyer (the id alone travels in URLs and e-mails; issue 10).
 */
export type OrderRequest = {
  customerName: string
  customerEmail: string
  customerPhone: string
  deliveryMethod: DeliveryMethod
  shippingAddress: string | null
  /** Issue 32: the optional "Note for the shop"; null when empty. */
  note: string | null
  paymentIntentId: string
  clientSecret: string | null
}

export function buildOrderRequest(values: CheckoutFormValues, paymentIntentId: string, clientSecret: string | null): OrderRequest {
  return {
    customerName: values.customerName.trim(),
    customerEmail: values.customerEmail.trim(),
    customerPhone: values.customerPhone.trim(),
    deliveryMethod: values.deliveryMethod,
    shippingAddress: mailingAddress(values.deliveryMethod, values.shippingAddress),
    note: values.note.trim() || null,
    paymentIntentId,
    clientSecret,
  }
}
