import { CHECKOUT_TEXT_FIELDS, type CheckoutFormValues, type CheckoutTextField } from './checkoutForm'

export type CheckoutFormErrors = Partial<Record<CheckoutTextField, string>>

/**
 * The server's e-mail rule (zod's), so an address the browser accepts is never refused after the
 * payment went through.
 */
const EMAIL = /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/

/** Spec §5 checkout rules and messages; an empty object when the form may be sent. */
export function validateCheckoutForm(values: CheckoutFormValues): CheckoutFormErrors {
  const errors: CheckoutFormErrors = {}
  if (!values.customerName.trim()) errors.customerName = 'Name is required'
  if (!EMAIL.test(values.customerEmail.trim())) errors.customerEmail = 'Invalid email'
  if (!values.customerPhone.trim()) errors.customerPhone = 'Phone number is required'
  if (values.deliveryMethod === 'out-of-town' && !values.shippingAddress.trim()) {
    errors.shippingAddress = 'Mailing address is required for out of town delivery'
  }
  return errors
}

/** The first problem in form order: the one the toast names and focus moves to. */
export function firstCheckoutError(errors: CheckoutFormErrors): { field: CheckoutTextField; message: string } | null {
  for (const field of CHECKOUT_TEXT_FIELDS) {
    const message = errors[field]
    if (message) return { field, message }
  }
  return null
}
