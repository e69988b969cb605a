import type { DeliveryMethod } from '@shared/money'
import type { CheckoutFormValues } from './checkoutForm'

export type BillingDetails = { name: string; email: string; phone: string }

/** What the payment provider is told about the buyer: billing contact and, out of town, the mailing address. */
export type PaymentDetails = { billing: BillingDetails; shippingAddress: string | null }

export function paymentDetails(values: CheckoutFormValues): PaymentDetails {
  return {
    billing: { name: values.customerName.trim(), email: values.customerEmail.trim(), phone: values.customerPhone.trim() },
    shippingAddress: mailingAddress(values.deliveryMethod, values.shippingAddress),
  }
}

/** The address only travels for out-of-town delivery; null in town. */
export function mailingAddress(deliveryMethod: DeliveryMethod, address: string): string | null {
  return deliveryMethod === 'out-of-town' ? address.trim() : null
}
