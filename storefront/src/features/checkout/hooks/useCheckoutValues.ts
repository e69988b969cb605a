import type { DeliveryMethod } from '@shared/money'
import { useState } from 'react'

import { toast } from '@/lib/toast'

import { checkoutFieldId, type CheckoutFormValues, type CheckoutTextField, EMPTY_CHECKOUT_FORM } from '../lib/checkoutForm'
import { loadCheckoutChecks } from '../lib/loadCheckoutChecks'
import type { CheckoutFormErrors } from '../lib/validateCheckoutForm'

type Prefill = Pick<CheckoutFormValues, 'customerName' | 'customerEmail' | 'customerPhone'>

/**
 * The checkout form's values and their messages: a signed-in buyer's details fill the empty contact
 * fields once (still editable), a field's message goes once it is edited, and `check` says whether
 * the form may be sent (else the spec's toast names the first problem and focus moves there). The
 * checks are a chunk of their own (lib/loadCheckoutChecks.ts), in by the time a buyer presses Place
 * Order; should it fail to download, nothing is sent and the toast asks for a reload.
 */
export function useCheckoutValues(prefill: Prefill | undefined) {
  const [values, setValues] = useState(EMPTY_CHECKOUT_FORM)
  // Applied once, to fields still empty: nothing the buyer typed is ever replaced.
  const [prefilled, setPrefilled] = useState(false)
  if (prefill && !prefilled) {
    setPrefilled(true)
    setValues((current) => ({
      ...current,
      customerName: current.customerName || prefill.customerName,
      customerEmail: current.customerEmail || prefill.customerEmail,
      customerPhone: current.customerPhone || prefill.customerPhone,
    }))
  }
  const [errors, setErrors] = useState<CheckoutFormErrors>({})

  function changeField(field: CheckoutTextField, value: string) {
    setValues((current) => ({ ...current, [field]: value }))
    if (errors[field]) setErrors(({ [field]: _fixed, ...rest }) => rest)
  }

  function changeDeliveryMethod(deliveryMethod: DeliveryMethod) {
    setValues((current) => ({ ...current, deliveryMethod }))
    if (deliveryMethod === 'in-town' && errors.shippingAddress) setErrors(({ shippingAddress: _gone, ...rest }) => rest)
  }

  /** True when the values may be sent. */
  async function check(): Promise<boolean> {
    let checks
    try {
      checks = await loadCheckoutChecks()
    } catch {
      // Unchecked, a wrong address could be refused after the payment: nothing is sent. Browsers
      // remember a module that failed to download for the page's life, so only a reload fetches it again.
      toast({ title: 'Could not check the form', description: 'Check your connection, then reload this page and place your order again.', variant: 'destructive' })
      return false
    }
    const { validateCheckoutForm, firstCheckoutError } = checks
    const problems = validateCheckoutForm(values)
    setErrors(problems)
    const first = firstCheckoutError(problems)
    if (!first) return true
    toast({ title: 'Validation error', description: first.message, variant: 'destructive' })
    document.getElementById(checkoutFieldId(first.field))?.focus()
    return false
  }

  return { values, errors, changeField, changeDeliveryMethod, check }
}
