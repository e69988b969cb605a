import { type CheckoutFormValues, type CheckoutTextField, checkoutFieldId } from './checkoutForm'
import type { CheckoutFormErrors } from './validateCheckoutForm'

/** What every checkout text box gets from the form: its id and name, value, rule message, change handler. */
export function checkoutFieldProps(
  field: CheckoutTextField,
  values: CheckoutFormValues,
  errors: CheckoutFormErrors,
  onChange: (field: CheckoutTextField, value: string) => void,
) {
  return {
    id: checkoutFieldId(field),
    name: field,
    value: values[field],
    error: errors[field],
    'aria-required': true,
    onChange: (event: { target: { value: string } }) => onChange(field, event.target.value),
  } as const
}
