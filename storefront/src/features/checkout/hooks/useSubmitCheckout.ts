import type { ApiPlacedOrder } from '@shared/api'
import { useMutation } from '@tanstack/react-query'
import { useRef } from 'react'

import { placeOrder } from '../api/placeOrder'
import type { CheckoutFormValues } from '../lib/checkoutForm'
import { buildOrderRequest } from '../lib/orderRequest'
import type { PaymentConfirmer } from '../lib/paymentConfirmer'
import { paymentDetails } from '../lib/paymentDetails'
import { OrderNotRecordedError, PAYMENT_NOT_READY_MESSAGE, PaymentError, wasRefused } from '../lib/paymentErrors'
import { clearPendingCheckout, savePendingCheckout } from '../lib/pendingCheckout'

export type SubmitCheckoutInput = { values: CheckoutFormValues; confirmer: PaymentConfirmer | null }

/**
 * Pay, then place the order. The form is saved first, for the page Stripe returns to after a
 * redirect. An intent already paid in this visit is not paid again: when only the order step
 * failed (say the server refused the e-mail), trying again just sends the corrected form. Such a
 * failure after a payment is an OrderNotRecordedError (the buyer was charged once), except for a
 * refusal (an item sold out meanwhile: refunded), which stays the failure it is.
 */
export function useSubmitCheckout() {
  const paid = useRef(new Set<string>())
  return useMutation({
    mutationFn: async ({ values, confirmer }: SubmitCheckoutInput): Promise<ApiPlacedOrder> => {
      // No panel ready, or it still holds the intent of the delivery method just left.
      if (!confirmer || confirmer.deliveryMethod !== values.deliveryMethod) throw new PaymentError(PAYMENT_NOT_READY_MESSAGE)
      const order = buildOrderRequest(values, confirmer.paymentIntentId, confirmer.clientSecret)
      savePendingCheckout(order)
      if (!paid.current.has(confirmer.paymentIntentId)) {
        await confirmer.confirm(paymentDetails(values))
        paid.current.add(confirmer.paymentIntentId)
      }
      let placed: ApiPlacedOrder
      try {
        placed = await placeOrder(order)
      } catch (err) {
        throw wasRefused(err) ? err : new OrderNotRecordedError(err)
      }
      clearPendingCheckout()
      return placed
    },
  })
}
