import type { ApiPlacedOrder } from '@shared/api'
import { useLayoutEffect, useRef, useState } from 'react'

import { PROMO_CODE_INPUT_ID } from '@/components/PromoCodeField'
import { toast } from '@/lib/toast'

import type { CheckoutIntent } from '../api/createPaymentIntent'
import { OTHER_AMOUNT_ID } from '../components/GiftCard'
import { PAYMENT_INIT_FAILED_TITLE } from '../components/PaymentInitError'
import type { CheckoutFormValues } from '../lib/checkoutForm'
import { intentFailureMessage, OrderNotRecordedError, paymentFailureMessage, wasRefunded } from '../lib/paymentErrors'
import { usePaymentReady } from './usePaymentReady'
import type { useSubmitCheckout } from './useSubmitCheckout'

type PlaceOrderInput = {
  submit: ReturnType<typeof useSubmitCheckout>
  intent: { isFetching: boolean; data?: CheckoutIntent; refetch: () => Promise<{ data?: CheckoutIntent; error: unknown; isError: boolean }> }
  /** The price on screen could not be made for now (the network, a 5xx): the payment card says so, with Retry. */
  priceFailed: boolean
  /** An "Other" gift the shop cannot take keeps the order from being placed. */
  giftError: string | undefined
  /** The form's own checks (they show at the fields). */
  check: () => Promise<boolean>
  /** The promo code asked again with the e-mail typed (a per-e-mail limit). */
  promoStillApplies: () => Promise<boolean>
  /** The code the payment is priced with, whether one is being checked or applied right now, and one typed and not applied. */
  promo: { code: string | null; checking: boolean; applying: boolean; unapplied: string | null }
  values: CheckoutFormValues
  onOrderPlaced: (order: ApiPlacedOrder) => void
}

/**
 * Place Order, from the press to the order. One order at a time from the press on, whatever React
 * has rendered yet (decision 68), and busy from the press: the press waits for the payment of what
 * the summary shows, a code being applied included, then pays that one (decision 70).
 */
export function usePlaceOrder({ submit, intent, priceFailed, giftError, check, promoStillApplies, promo, values, onOrderPlaced }: PlaceOrderInput) {
  // A code being applied or checked: the payment for it is not asked for yet.
  const payment = usePaymentReady({ isFetching: intent.isFetching || promo.checking || promo.applying, data: intent.data })
  const codeNow = useRef(promo.code)
  useLayoutEffect(() => {
    codeNow.current = promo.code
  })
  const placing = useRef(false)
  const [pressed, setPressed] = useState(false)

  async function press() {
    if (placing.current) return
    // A code typed and never applied would otherwise be dropped without a word, and the full price
    // paid. Said before the press turns busy, which disables the field the focus goes to.
    if (promo.unapplied && !promo.applying) {
      toast({ title: 'Promo code not applied', description: `${promo.unapplied} is typed in Promo code but not applied: press Apply to use it, or clear the field.`, variant: 'destructive' })
      document.getElementById(PROMO_CODE_INPUT_ID)?.focus()
      return
    }
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
    if (giftError) {
      toast({ title: 'Validation error', description: giftError, variant: 'destructive' })
      document.getElementById(OTHER_AMOUNT_ID)?.focus()
      return
    }
    if (!(await check())) return
    if (!(await promoStillApplies())) return
    const applyingCode = promo.applying
    // The price failed for now: the press asks for it again, as Retry does, and pays it once made
    // (there was no payment to pay, only 'not initialized'); failing again, it says so where the finger is.
    let priced: CheckoutIntent | undefined
    if (priceFailed) {
      const again = await intent.refetch()
      if (again.isError || !again.data) {
        toast({ title: PAYMENT_INIT_FAILED_TITLE, description: intentFailureMessage(again.error), variant: 'destructive' })
        return
      }
      priced = again.data
    }
    const confirmer = await payment.readyConfirmer(priced)
    // Pressed while a code was being applied, and it was refused: the field says why; nothing is paid.
    if (applyingCode && codeNow.current === null) return
    // The answer is handled after the await, not by mutate's own callbacks: those are skipped once
    // the checkout is left (back pressed while paying), and a placed order would look unplaced,
    // its cart still full. The latch above waits for success or failure alike.
    let placed: ApiPlacedOrder
    try {
      placed = await submit.mutateAsync({ values, confirmer })
    } catch (err) {
      // Paid, not recorded: the notice above the form says so (and takes focus); no 'Payment failed'.
      if (err instanceof OrderNotRecordedError) return
      toast({ title: 'Payment failed', description: paymentFailureMessage(err), variant: 'destructive' })
      // That payment went back to the buyer: a new attempt needs a new intent.
      if (wasRefunded(err)) void intent.refetch()
      return
    }
    onOrderPlaced(placed)
  }

  return { press, pressed, onConfirmerChange: payment.onConfirmerChange }
}
