import type { ApiPlacedOrder } from '@shared/api'
import { GIVING_DEFAULTS } from '@shared/givingRules'
import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react'

import { PageTitle } from '@/components/PageTitle'
import { ApiError } from '@/lib/ApiError'
import { toast } from '@/lib/toast'

import { useGivingSettings } from '../api/getGivingSettings'
import { usePaymentConfig } from '../api/getPaymentConfig'
import { useCheckoutGift } from '../hooks/useCheckoutGift'
import { useCheckoutIntent } from '../hooks/useCheckoutIntent'
import { useCheckoutValues } from '../hooks/useCheckoutValues'
import { usePaymentReady } from '../hooks/usePaymentReady'
import { usePromoCodeRecheck } from '../hooks/usePromoCodeRecheck'
import { useSubmitCheckout } from '../hooks/useSubmitCheckout'
import type { CheckoutFormValues } from '../lib/checkoutForm'
import type { CheckoutLine } from '../lib/checkoutLine'
import { checkoutTotals } from '../lib/checkoutTotals'
import { OrderNotRecordedError, paymentFailureMessage, wasRefunded } from '../lib/paymentErrors'
import { checkoutWait } from './checkoutWait'
import { CheckoutForm } from './CheckoutForm'
import { OTHER_AMOUNT_ID } from './GiftCard'
import { PaidNotRecordedNotice } from './PaidNotRecordedNotice'

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
  promo?: {
    code: string | null
    checking: boolean
    /** Apply was pressed and the server has not answered yet: Place Order waits for it (decision 70). */
    applying?: boolean
    field: ReactNode
    onRefused: (message: string) => void
  }
}

/** /checkout: loading, empty cart, payment not initialized, or the form. */
export function CheckoutPage({ cart, signedIn, prefill, onOrderPlaced, promo }: CheckoutPageProps) {
  const config = usePaymentConfig()
  // Without the settings (an old cached page, an error) the checkout is the spec's: fee required, no gift card.
  const givingQuery = useGivingSettings()
  const giving = givingQuery.data ?? { ...GIVING_DEFAULTS, donationsEnabled: false }
  const gift = useCheckoutGift(giving.donationsEnabled)
  const { values, errors, changeField, changeDeliveryMethod, check } = useCheckoutValues(prefill)
  const submit = useSubmitCheckout()
  const submitRef = useRef<HTMLButtonElement>(null)
  // The page spinner shows until the first intent; later ones (another delivery method) load inside the payment card.
  const { intent, formShown } = useCheckoutIntent({
    deliveryMethod: values.deliveryMethod,
    signedIn,
    lines: cart.lines,
    donation: gift.donation,
    coverFees: gift.coverFees,
    enabled: !givingQuery.isPending && !cart.isPending && !submit.isSuccess && !promo?.checking,
    promoCode: promo?.code ?? null,
    customerEmail: values.customerEmail,
  })
  // The code stopped applying between the cart's check and this payment (used up, say): it is dropped, with why, at the field.
  const refusedCode = intent.error instanceof ApiError && intent.error.status === 400 && intent.error.json?.field === 'promoCode' ? intent.error : null
  const onRefused = promo?.onRefused
  useEffect(() => {
    if (refusedCode && onRefused) onRefused(String(refusedCode.json?.error ?? refusedCode.json?.message ?? 'This code does not apply'))
  }, [refusedCode, onRefused])

  // After a failed payment, Place Order has the focus (the buyer may have pressed Enter in a field).
  // (Paid but not recorded: the notice takes focus instead.)
  const notRecorded = submit.error instanceof OrderNotRecordedError ? submit.error : null
  useEffect(() => {
    if (submit.isError && !notRecorded) submitRef.current?.focus()
  }, [submit.isError, notRecorded])
  // Once paid, the delivery method is the payment's: another would need (and charge) a new payment.
  const [paidIntent, setPaidIntent] = useState(false)
  if (notRecorded && !paidIntent) setPaidIntent(true)

  const { totals, optionalFeeCents, pricesChanged } = checkoutTotals({
    intent: intent.data,
    intentFetching: intent.isFetching,
    cartSubtotalCents: cart.subtotalCents,
    deliveryMethod: values.deliveryMethod,
    donationCents: gift.shownDonationCents,
    feeMode: giving.feeMode,
    coverFees: gift.coverFees,
  })
  const promoRecheck = usePromoCodeRecheck({ intent: intent.data, customerEmail: values.customerEmail, signedIn: Boolean(signedIn), lines: cart.lines, onRefused })

  // A code being applied or checked: the payment for it is not asked for yet.
  const payment = usePaymentReady({ isFetching: intent.isFetching || Boolean(promo?.checking || promo?.applying), data: intent.data })
  const codeNow = useRef(promo?.code ?? null)
  useLayoutEffect(() => {
    codeNow.current = promo?.code ?? null
  })

  // One order at a time from the press on, whatever React has rendered yet: the checks below may
  // wait for the server, and a second press meanwhile must neither pay nor place again (decision 68).
  // The button is busy from the press: the press may wait for the payment's panel (decision 70).
  const placing = useRef(false)
  const [pressed, setPressed] = useState(false)

  async function handleSubmit() {
    if (placing.current) return
    placing.current = true
    setPressed(true)
    try {
      await payAndPlace()
    } finally {
      placing.current = false
      setPressed(false)
    }
  }

  async function payAndPlace() {
    if (gift.blockingError) {
      toast({ title: 'Validation error', description: gift.blockingError, variant: 'destructive' })
      document.getElementById(OTHER_AMOUNT_ID)?.focus()
      return
    }
    if (!check()) return
    if (!(await promoRecheck.stillApplies())) return
    const applyingCode = Boolean(promo?.applying)
    const confirmer = await payment.readyConfirmer()
    // Pressed while a code was being applied, and it was refused: the field says why; nothing is paid.
    if (applyingCode && codeNow.current === null) return
    // A failure is shown by onError; the latch above waits for success or failure alike.
    await submit
      .mutateAsync(
        { values, confirmer },
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
      .catch(() => {})
  }

  const wait = checkoutWait({
    placed: submit.isSuccess,
    loading: cart.isPending || signedIn === undefined || config.isPending || givingQuery.isPending,
    cart: { isError: cart.isError, empty: cart.lines.length === 0 },
    config,
    intent,
    intentRefusedForCode: refusedCode !== null,
    formShown,
  })
  let body = wait
  if (wait === null && config.data) {
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
          pricesChanged={pricesChanged}
          config={config.data}
          intent={intent.data && !intent.isFetching ? intent.data : null}
          submitting={pressed || submit.isPending || promoRecheck.checking}
          deliveryLocked={paidIntent}
          submitRef={submitRef}
          promoCode={intent.data?.promotion?.code ?? null}
          promoField={promo?.field}
          onFieldChange={changeField}
          onDeliveryMethodChange={changeDeliveryMethod}
          onSubmit={() => void handleSubmit()}
          onConfirmerChange={payment.onConfirmerChange}
          giving={giving}
          gift={gift}
          optionalFeeCents={optionalFeeCents}
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
