import type { ConfirmPaymentData } from '@stripe/stripe-js'

import type { PaymentDetails } from './paymentDetails'

/** Where Stripe sends the buyer back after a redirect (3-D Secure, bank pages). */
const CONFIRMATION_PATH = '/order-confirmation'

/**
 * stripe.confirmPayment's confirmParams: billing name, e-mail and phone from the form
 * (the Payment Element does not ask for them again), the return address, and for out-of-town
 * delivery the mailing address as shipping so the order can be rebuilt from the payment alone.
 */
export function stripeConfirmParams({ billing, shippingAddress }: PaymentDetails, origin: string): ConfirmPaymentData {
  return {
    return_url: `${origin}${CONFIRMATION_PATH}`,
    payment_method_data: { billing_details: { name: billing.name, email: billing.email, phone: billing.phone } },
    ...(shippingAddress ? { shipping: { name: billing.name, phone: billing.phone, address: { line1: shippingAddress } } } : {}),
  }
}
