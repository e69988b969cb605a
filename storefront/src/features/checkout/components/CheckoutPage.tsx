import type { ApiPlacedOrder } from '@shared/api'
import { computeTotals, toCents } from '@shared/money'
import { type ReactNode, useEffect, useRef, useState } from 'react'

import { EmptyCart } from '@/components/EmptyCart'
import { ErrorState } from '@/components/ErrorState'
import { PageTitle } from '@/components/PageTitle'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { ApiError } from '@/lib/ApiError'
import { checkPromotion, promotionErrorMessage } from '@/lib/api/checkPromotion'
import { toast } from '@/lib/toast'

import { intentEmail } from '../api/createPaymentIntent'
import { usePaymentConfig } from '../api/getPaymentConfig'
import { useCheckoutIntent } from '../hooks/useCheckoutIntent'
import { useCheckoutValues } from '../hooks/useCheckoutValues'
import { useSubmitCheckout } from '../hooks/useSubmitCheckout'
import type { CheckoutFormValues } from '../lib/checkoutForm'
import { type CheckoutLine, intentLines } from '../lib/checkoutLine'
import type { PaymentConfirmer } from '../lib/paymentConfirmer'
import { intentFailureMessage, OrderNotRecordedError, paymentFailureMessage, wasRefunded } from '../lib/paymentErrors'
import { CheckoutForm } from './CheckoutForm'
import { PaidNotRecordedNotice } from './PaidNotRecordedNotice'
import { PaymentInitError } from './PaymentInitError'

export type CheckoutCart = { lines: CheckoutLine[]; subtotalCents: number; isPending: boolean; isError: boolean }

type CheckoutPageProps = {
  cart: CheckoutCart
  /** Undefined while the session is being checked. */
  signedIn: boolean | undefined
  /** A signed-in buyer's name, e-mail and phone: they fill the empty contact fields once (still editable). */
  prefill?: Pick<CheckoutFormValues, 'customerName' | 'customerEmail' | 'customerPhone'>
  /** Toast, clear the cart, go on (the app layer knows the cart and the routes). */
  onOrderPlaced: (order: ApiPlacedOrder) => void
  /** Issue 31: the promo code accepted for this cart (the app layer keeps it), and its field for the Order Summary. */
  promo?: { code: string | null; checking: boolean; field: ReactNode; onRefused: (message: string) => void }
}

/** /checkout: loading, empty cart, payment not initialized, or the form. */
export function CheckoutPage({ cart, signedIn, prefill, onOrderPlaced, promo }: CheckoutPageProps) {
  const config = usePaymentConfig()
  const { values, errors, changeField, changeDeliveryMethod, check } = useCheckoutValues(prefill)
  const submit = useSubmitCheckout()
  const submitRef = useRef<HTMLButtonElement>(null)
  // The page spinner shows until the first intent; later ones (another delivery method) load inside the payment card.
  const { intent, formShown } = useCheckoutIntent({
    deliveryMethod: values.deliveryMethod,
    signedIn,
    lines: cart.lines,
    enabled: !cart.isPending && !submit.isSuccess && !promo?.checking,
    promoCode: promo?.code ?? null,
    customerEmail: values.customerEmail,
  })
  // The code stopped applying between the cart's check and this payment (used up, say): it is dropped, with why, at the field.
  const refusedCode = intent.error instanceof ApiError && intent.error.status === 400 && intent.error.json?.field === 'promoCode' ? intent.error : null
  const onRefused = promo?.onRefused
  useEffect(() => {
    if (refusedCode && onRefused) onRefused(String(refusedCode.json?.error ?? refusedCode.json?.message ?? 'This code does not apply'))
  }, [refusedCode, onRefused])

  // After a failed payment the button is enabled again: give it focus back for keyboard users.
  // (Paid but not recorded: the notice takes focus instead.)
  const notRecorded = submit.error instanceof OrderNotRecordedError ? submit.error : null
  useEffect(() => {
    if (submit.isError && !notRecorded) submitRef.current?.focus()
  }, [submit.isError, notRecorded])
  // Once paid, the delivery method is the payment's: another would need (and charge) a new payment.
  const [paidIntent, setPaidIntent] = useState(false)
  if (notRecorded && !paidIntent) setPaidIntent(true)

  // The server's prices win: the total on the button is the amount the intent charges.
  const serverSubtotal = intent.data?.amounts ? toCents(intent.data.amounts.subtotal) : null
  const amounts = intent.data?.amounts && intent.data.deliveryMethod === values.deliveryMethod ? intent.data.amounts : null
  // The discount is the server's (issue 31): the totals shown are the intent's own amounts.
  const totals = amounts
    ? {
        subtotalCents: toCents(amounts.subtotal) ?? 0,
        shippingCents: toCents(amounts.shipping) ?? 0,
        discountCents: toCents(amounts.discount ?? '0') ?? 0,
        feeCents: toCents(amounts.processingFee) ?? 0,
        totalCents: toCents(amounts.total) ?? 0,
      }
    : computeTotals(serverSubtotal ?? cart.subtotalCents, values.deliveryMethod)

  // Issue 31: a code limited per buyer e-mail, checked with the e-mail typed before anything is paid.
  const [checkingCode, setCheckingCode] = useState(false)
  /** False when the applied code is refused for the e-mail typed (it is dropped, with why, at the field). */
  async function codeStillApplies(): Promise<boolean> {
    const applied = intent.data?.promotion?.code
    const email = intentEmail(values.customerEmail)
    // The intent was asked for with this e-mail already (its answer decided), or there is nothing to ask.
    if (!applied || !email || !onRefused || intent.data?.customerEmail === email) return true
    setCheckingCode(true)
    try {
      await checkPromotion({ promoCode: applied, signedIn: Boolean(signedIn), lines: intentLines(cart.lines), customerEmail: email })
      return true
    } catch (err) {
      // Refused for this buyer: say why at the field, and price again without it. Anything else: the claim decides.
      if (err instanceof ApiError && err.status === 400 && err.json?.field === 'promoCode') {
        onRefused(promotionErrorMessage(err))
        return false
      }
      return true
    } finally {
      setCheckingCode(false)
    }
  }

  async function handleSubmit(confirmer: PaymentConfirmer | null) {
    if (!check()) return
    if (!(await codeStillApplies())) return
    submit.mutate(
      { values, confirmer: intent.isFetching ? null : confirmer },
      {
        onSuccess: onOrderPlaced,
        onError: (err) => {
          // Paid, not recorded: the notice above the form says so (and takes focus); no 'Payment failed'.
          if (err instanceof OrderNotRecordedError) return
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
      <ErrorState title="We couldn't load your cart.">
        <Button variant="outline" onClick={() => window.location.reload()}>
          Try Again
        </Button>
      </ErrorState>
    )
  } else if (cart.lines.length === 0) body = <EmptyCart text="Add some products to checkout!" />
  else if (config.isError) {
    body = <PaymentInitError message={intentFailureMessage(config.error)} retrying={config.isFetching} onRetry={() => void config.refetch()} />
  } else if (intent.isError && !refusedCode) {
    body = <PaymentInitError message={intentFailureMessage(intent.error)} retrying={intent.isFetching} onRetry={() => void intent.refetch()} />
  } else if (!formShown) body = <Spinner label="Loading checkout..." />
  else {
    body = (
      <>
        {notRecorded && (
          <div className="mb-6">
            <PaidNotRecordedNotice email={values.customerEmail} demo={config.data.mode === 'demo'} signedIn={Boolean(signedIn)} detail={notRecorded.detail}>
              <p>To finish it now, press Place Order again.</p>
            </PaidNotRecordedNotice>
          </div>
        )}
        <CheckoutForm
          values={values}
          errors={errors}
          lines={cart.lines}
          totals={totals}
          pricesChanged={serverSubtotal !== null && serverSubtotal !== cart.subtotalCents}
          config={config.data}
          intent={intent.data && !intent.isFetching ? intent.data : null}
          submitting={submit.isPending || checkingCode}
          deliveryLocked={paidIntent}
          submitRef={submitRef}
          promoCode={intent.data?.promotion?.code ?? null}
          promoField={promo?.field}
          onFieldChange={changeField}
          onDeliveryMethodChange={changeDeliveryMethod}
          onSubmit={(confirmer) => void handleSubmit(confirmer)}
        />
      </>
    )
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
      <PageTitle title="Checkout" />
      <h1 className="mb-8 text-3xl font-bold tracking-tight">Checkout</h1>
      {/* Room for the empty cart: the loading spinner's place does not grow under the footer. */}
      <div className="min-h-[20.5rem]">{body}</div>
    </div>
  )
}
