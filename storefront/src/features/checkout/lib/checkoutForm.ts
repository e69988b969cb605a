import type { CheckoutContact } from '@shared/checkoutRules'

/** The checkout form (shared/checkoutRules.ts) as the inputs hold it: every field set, the address '' until typed. */
export type CheckoutFormValues = { [Field in keyof CheckoutContact]-?: NonNullable<CheckoutContact[Field]> }

/** The fields a shopper types into, in the order the form shows them. */
export const CHECKOUT_TEXT_FIELDS = ['customerName', 'customerEmail', 'customerPhone', 'shippingAddress', 'note'] as const
export type CheckoutTextField = (typeof CHECKOUT_TEXT_FIELDS)[number]

export const EMPTY_CHECKOUT_FORM: CheckoutFormValues = {
  customerName: '',
  customerEmail: '',
  customerPhone: '',
  deliveryMethod: 'in-town',
  shippingAddress: '',
  note: '',
}

/** The id of a field's input, so a failed check can move focus to it. */
export function checkoutFieldId(field: CheckoutTextField): string {
  return `checkout-${field}`
}
