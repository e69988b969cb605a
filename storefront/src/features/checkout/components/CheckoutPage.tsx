import type { ApiPlacedOrder } from '@shared/api'
import { computeTotals, type DeliveryMethod, toCents } from '@shared/money'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'

import { EmptyCart } from '@/components/EmptyCart'
import { PageTitle } from '@/components/PageTitle'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { toast } from '@/lib/toast'

import { usePaymentIntent } from '../api/createPaymentIntent'
import { usePaymentConfig } from '../api/getPaymentConfig'
import { useSubmitCheckout } from '../hooks/useSubmitCheckout'
import { checkoutFieldId, type CheckoutTextField, EMPTY_CHECKOUT_FORM } from '../lib/checkoutForm'
import { type CheckoutLine, intentLines } from '../lib/checkoutLine'
import type { PaymentConfirmer } from '../lib/paymentConfirmer'
import { intentFailureMessage, paymentFailureMessage, wasRefunded } from '../lib/paymentErrors'
import { type CheckoutFormErrors, firstCheckoutError, validateCheckoutForm } from '../lib/validateCheckoutForm'
import { CheckoutForm } from './CheckoutForm'
import { PaymentInitError } from './PaymentInitError'

export type CheckoutCart = { lines: CheckoutLine[]; subtotalCents: number; isPending: boolean; isError: boolean }

type CheckoutPageProps = {
  cart: CheckoutCart
  /** Undefined while the session is being checked. */
  signedIn: boolean | undefined
  /** Toast, clear the cart, go on (the app layer knows the cart and the routes). */
  onOrderPlaced: (order: ApiPlacedOrder) => void
}

/** Spec §2 /checkout and §4 Checkout: loading, empty cart, payment not initialized, or the form. */
export function CheckoutPage({ cart, signedIn, onOrderPlaced }: CheckoutPageProps) {
  const config = usePaymentConfig()
  const [values, setValues] = useState(EMPTY_CHECKOUT_FORM)
  const [errors, setErrors] = useState<CheckoutFormErrors>({})
  const submit = useSubmitCheckout()
  const submitRef = useRef<HTMLButtonElement>(null)

  const lines = useMemo(() => intentLines(cart.lines), [cart.lines])
  // The last intent shown: a new one (another delivery method) replaces it, and the server cancels it.
  const shownIntent = useRef<string | null>(null)
  const replaces = useCallback(() => shownIntent.current, [])
  const intent = usePaymentIntent(
    { deliveryMethod: values.deliveryMethod, signedIn: signedIn ?? false, lines },
    signedIn !== undefined && !cart.isPending && cart.lines.length > 0 && !submit.isSuccess,
    replaces,
  )
  useEffect(() => {
    if (intent.data) shownIntent.current = intent.data.clientSecret
  }, [intent.data])
  // The page spinner shows until the first intent; later ones (another delivery method) load inside the payment card.
  const [formShown, setFormShown] = useState(false)
  if (intent.data && !formShown) setFormShown(true)

  // After a failed payment the button is enabled again: give it focus back for keyboard users.
  useEffect(() => {
    if (submit.isError) submitRef.current?.focus()
  }, [submit.isError])

  // The server's prices win: the total on the button is the amount the intent charges.
  const serverSubtotal = intent.data?.amounts ? toCents(intent.data.amounts.subtotal) : null
  const totals = computeTotals(serverSubtotal ?? cart.subtotalCents, values.deliveryMethod)

  function changeField(field: CheckoutTextField, value: string) {
    setValues((current) => ({ ...current, [field]: value }))
    if (errors[field]) setErrors(({ [field]: _fixed, ...rest }) => rest)
  }

  function changeDeliveryMethod(deliveryMethod: DeliveryMethod) {
    setValues((current) => ({ ...current, deliveryMethod }))
    if (deliveryMethod === 'in-town' && errors.shippingAddress) setErrors(({ shippingAddress: _gone, ...rest }) => rest)
  }

  function handleSubmit(confirmer: PaymentConfirmer | null) {
    const problems = validateCheckoutForm(values)
    setErrors(problems)
    const first = firstCheckoutError(problems)
    if (first) {
      toast({ title: 'Validation error', description: first.message, variant: 'destructive' })
      document.getElementById(checkoutFieldId(first.field))?.focus()
      return
    }
    submit.mutate(
      { values, confirmer: intent.isFetching ? null : confirmer },
      {
        onSuccess: onOrderPlaced,
        onError: (err) => {
          toast({ title: 'Payment failed', description: paymentFailureMessage(err), variant: 'destructive' })
          // That payment went back to the buyer: a new attempt needs a new intent.
          if (wasRefunded(err)) void intent.refetch()
        },
      },
    )
  }

  let body
  if (submit.isSuccess) body = <Spinner label="Order placed. Taking you onward..." showLabel />
  else if (cart.isPending || signedIn === undefined || config.isPending) body = <Spinner label="Loading checkout..." />
  else if (cart.isError) {
    body = (
      <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-3 rounded-xl border border-border bg-card p-8 text-center">
        <p className="font-semibold">We couldn&apos;t load your cart.</p>
        <Button variant="outline" onClick={() => window.location.reload()}>
          Try Again
        </Button>
      </div>
    )
  } else if (cart.lines.length === 0) body = <EmptyCart text="Add some products to checkout!" />
  else if (config.isError) {
    body = <PaymentInitError message={intentFailureMessage(config.error)} retrying={config.isFetching} onRetry={() => void config.refetch()} />
  } else if (intent.isError) {
    body = <PaymentInitError message={intentFailureMessage(intent.error)} retrying={intent.isFetching} onRetry={() => void intent.refetch()} />
  } else if (!formShown) body = <Spinner label="Loading checkout..." />
  else {
    body = (
      <CheckoutForm
        values={values}
        errors={errors}
        lines={cart.lines}
        totals={totals}
        pricesChanged={serverSubtotal !== null && serverSubtotal !== cart.subtotalCents}
        config={config.data}
        intent={intent.data && !intent.isFetching ? intent.data : null}
        submitting={submit.isPending}
        submitRef={submitRef}
        onFieldChange={changeField}
        onDeliveryMethodChange={changeDeliveryMethod}
        onSubmit={handleSubmit}
      />
    )
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
      <PageTitle title="Checkout" />
      <h1 className="mb-8 text-3xl font-bold tracking-tight">Checkout</h1>
      {body}
    </div>
  )
}
