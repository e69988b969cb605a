import { type CheckoutFormValues, type CheckoutTextField, checkoutFieldId } from './checkoutForm'
import type { CheckoutFormErrors } from './validateCheckoutForm'

/**
 * What every checkout text box gets from the form: its id and name, value, rule message, change handler.
 * `locked` while an order is being placed: the order goes with what was on screen at the press, so
 * nothing typed afterwards may look as if it went with it (read-only keeps the focus where it is).
 */
export function checkoutFieldProps(
  field: CheckoutTextField,
  values: CheckoutFormValues,
  errors: CheckoutFormErrors,
  onChange: (field: CheckoutTextField, value: string) => void,
  locked = false,
) {
  return {
    readOnly: locked,
    id: checkoutFieldId(field),
    name: field,
    value: values[field],
    error: errors[field],
    'aria-required': true,
    onChange: (event: { target: { value: string } }) => onChange(field, event.target.value),
  } as const
}
