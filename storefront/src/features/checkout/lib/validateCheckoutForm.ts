import { checkoutContactSchema } from '@shared/checkoutRules'
import { type FieldErrors, fieldErrors, firstFieldError } from '@shared/fieldErrors'

import { CHECKOUT_TEXT_FIELDS, type CheckoutFormValues, type CheckoutTextField } from './checkoutForm'

export type CheckoutFormErrors = FieldErrors<CheckoutTextField>

/**
 * The checkout rules and messages (shared with the server, so an address the browser accepts is
 * never refused after the payment went through); an empty object when the form may be sent.
 */
export function validateCheckoutForm(values: CheckoutFormValues): CheckoutFormErrors {
  return fieldErrors<CheckoutTextField>(checkoutContactSchema, values)
}

/** The first problem in form order: the one the toast names and focus moves to. */
export function firstCheckoutError(errors: CheckoutFormErrors): { field: CheckoutTextField; message: string } | null {
  return firstFieldError(errors, CHECKOUT_TEXT_FIELDS)
}
