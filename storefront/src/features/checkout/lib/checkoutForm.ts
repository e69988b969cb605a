import type { DeliveryMethod } from '../../../../../shared/money'

// Relative imports in lib/: jest's unit project has no path aliases.

/** Spec §3 "Checkout form", as the inputs hold it (the address is '' until typed). */
export type CheckoutFormValues = {
  customerName: string
  customerEmail: string
  customerPhone: string
  deliveryMethod: DeliveryMethod
  shippingAddress: string
}

/** The fields a shopper types into, in the order the form shows them. */
export const CHECKOUT_TEXT_FIELDS = ['customerName', 'customerEmail', 'customerPhone', 'shippingAddress'] as const
export type CheckoutTextField = (typeof CHECKOUT_TEXT_FIELDS)[number]

export const EMPTY_CHECKOUT_FORM: CheckoutFormValues = {
  customerName: '',
  customerEmail: '',
  customerPhone: '',
  deliveryMethod: 'in-town',
  shippingAddress: '',
}

/** The id of a field's input, so a failed check can move focus to it. */
export function checkoutFieldId(field: CheckoutTextField): string {
  return `checkout-${field}`
}
