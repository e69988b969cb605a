import type { ApiPlacedOrder } from '@shared/api'
import { GIVING_DEFAULTS } from '@shared/givingLimits'
import { useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useEffect, useRef, useState } from 'react'

import { PageTitle } from '@/components/PageTitle'
import { ApiError } from '@/lib/ApiError'
import { queryKeys } from '@/lib/queryKeys'

import type { CheckoutIntent } from '../api/createPaymentIntent'
import { useGivingSettings } from '../api/getGivingSettings'
import { usePaymentConfig } from '../api/getPaymentConfig'
import { useCheckoutGift } from '../hooks/useCheckoutGift'
import { useCheckoutIntent } from '../hooks/useCheckoutIntent'
import { useCheckoutValues } from '../hooks/useCheckoutValues'
import { usePlaceOrder } from '../hooks/usePlaceOrder'
import { usePromoCodeRecheck } from '../hooks/usePromoCodeRecheck'
import { useSubmitCheckout } from '../hooks/useSubmitCheckout'
import type { CheckoutFormValues } from '../lib/checkoutForm'
import type { CheckoutLine } from '../lib/checkoutLine'
import { checkoutTotals } from '../lib/checkoutTotals'
import { intentFailureMessage, OrderNotRecordedError } from '../lib/paymentErrors'
import { checkoutWait, paymentFailureShown } from './checkoutWait'
import { CheckoutForm } from './CheckoutForm'
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
    /** A code typed in the field and not applied: Place Order says so instead of paying without it. */
    unapplied?: string | null
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
  // The page spinner shows until the first intent; later prices (another delivery method, gift…) are made while the card form stays.
  const { intent, panelIntent, formShown } = useCheckoutIntent({
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
  // The network or the server, not a refusal of what is being bought: another try may do.
  const intentFailedForNow = intent.isError && !(intent.error instanceof ApiError && intent.error.status >= 400 && intent.error.status < 500 && intent.error.status !== 429)
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
    // While the next price is made, the estimate keeps what the last one said (its discount).
    intent: intent.data ?? panelIntent ?? undefined,
    intentFetching: intent.isFetching,
    cartSubtotalCents: cart.subtotalCents,
    deliveryMethod: values.deliveryMethod,
    donationCents: gift.shownDonationCents,
    feeMode: giving.feeMode,
    coverFees: gift.coverFees,
  })
  // Signed in, the server prices its own cart: a subtotal other than the lines' means the cart changed
  // elsewhere (a line added in another tab): it is read again, so the lines shown are those paid for.
  const queryClient = useQueryClient()
  const cartReadFor = useRef<CheckoutIntent | null>(null)
  useEffect(() => {
    if (!signedIn || !pricesChanged || !intent.data || cartReadFor.current === intent.data) return
    cartReadFor.current = intent.data
    void queryClient.invalidateQueries({ queryKey: queryKeys.cart() })
  }, [signedIn, pricesChanged, intent.data, queryClient])
  const promoRecheck = usePromoCodeRecheck({ intent: intent.data, customerEmail: values.customerEmail, signedIn: Boolean(signedIn), lines: cart.lines, onRefused })

  const placeOrder = usePlaceOrder({
    submit,
    intent,
    priceFailed: intentFailedForNow,
    giftError: gift.blockingError,
    check,
    promoStillApplies: promoRecheck.stillApplies,
    promo: { code: promo?.code ?? null, checking: Boolean(promo?.checking), applying: Boolean(promo?.applying), unapplied: promo?.unapplied ?? null },
    values,
    onOrderPlaced,
  })

  const loading = cart.isPending || signedIn === undefined || config.isPending || givingQuery.isPending
  // While the form (taller than a screen) is coming for a cart with lines, the first screen is held:
  // the footer starts below it and nothing in view moves when the form arrives (a reload of
  // /checkout with an item moved the footer by 0.2–0.27 of the screen: CLS). Before the cart is
  // read, the guest cart's mark says whether lines will come; else there is room for the empty cart.
  // A payment that could not be made is said instead of the form: no screen of blank space under it.
  const failed = paymentFailureShown({ config, intent, intentRefusedForCode: refusedCode !== null, formShown, intentFailedForNow })
  const room =
    !cart.isPending && !cart.isError && cart.lines.length > 0 && !formShown && !failed
      ? 'min-h-[100svh]'
      : loading
        ? 'min-h-[20.5rem] guest-cart:min-h-[100svh]'
        : 'min-h-[20.5rem]'
  const wait = checkoutWait({
    placed: submit.isSuccess,
    loading,
    cart: { isError: cart.isError, empty: cart.lines.length === 0 },
    config,
    intent,
    intentRefusedForCode: refusedCode !== null,
    formShown,
    intentFailedForNow,
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
          intent={panelIntent}
          repricing={intent.isFetching && panelIntent !== null}
          priceError={
            intentFailedForNow
              ? { message: intentFailureMessage(intent.error), retrying: intent.isFetching, onRetry: () => void intent.refetch() }
              : null
          }
          submitting={placeOrder.pressed || submit.isPending || promoRecheck.checking}
          deliveryLocked={paidIntent}
          submitRef={submitRef}
          promoCode={intent.data?.promotion?.code ?? null}
          promoField={promo?.field}
          onFieldChange={changeField}
          onDeliveryMethodChange={changeDeliveryMethod}
          onSubmit={() => void placeOrder.press()}
          onConfirmerChange={placeOrder.onConfirmerChange}
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
      <div className={room}>{body}</div>
    </div>
  )
}
