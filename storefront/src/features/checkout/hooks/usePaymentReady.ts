import { useCallback, useLayoutEffect, useRef } from 'react'

import type { PaymentConfirmer } from '../lib/paymentConfirmer'

/** How long a press waits for the payment's panel before it is told the payment is not ready (a panel that never loads). */
const READY_WAIT_MS = 20_000

type IntentState = { isFetching: boolean; data?: { clientSecret: string; ticket?: number } }

/**
 * The payment panel's confirmer, and a wait for the one that pays what is on screen. Place Order
 * pressed while a new payment is being made (the press left the gift's field, which prices it anew;
 * another delivery method or tick just chosen) waits for that payment's panel, instead of failing
 * with "not initialized" or paying the payment before (decision 70).
 */
export function usePaymentReady(intent: IntentState) {
  const confirmer = useRef<PaymentConfirmer | null>(null)
  const shown = useRef<IntentState>(intent)
  const waiters = useRef(new Set<() => void>())
  const wake = useCallback(() => {
    for (const waiter of [...waiters.current]) waiter()
  }, [])
  // A layout effect: the render a press follows is known before the press is handled.
  useLayoutEffect(() => {
    shown.current = intent
    wake()
  })
  const onConfirmerChange = useCallback(
    (next: PaymentConfirmer | null) => {
      confirmer.current = next
      wake()
    },
    [wake],
  )

  /**
   * The confirmer of the payment on screen once its panel is ready; null when there is none to wait
   * for. `priced`: a payment just asked for, which the screen is to show first.
   */
  const readyConfirmer = useCallback(
    (priced?: { ticket?: number }) =>
      new Promise<PaymentConfirmer | null>((resolve) => {
        const timer = setTimeout(() => finish(null), READY_WAIT_MS)
        function finish(result: PaymentConfirmer | null) {
          clearTimeout(timer)
          waiters.current.delete(check)
          resolve(result)
        }
        function check() {
          const { isFetching, data } = shown.current
          if (isFetching || (priced && data?.ticket !== priced.ticket)) return
          // No payment and none coming (it failed): the submit says the payment is not ready.
          if (!data) return finish(null)
          // Only the panel of this answer: the one before may still be mounted for a moment, and a
          // payment repriced in place keeps its secret, and may keep its total (decision 77).
          const ready = confirmer.current
          if (ready?.clientSecret === data.clientSecret && ready.ticket === data.ticket) finish(ready)
        }
        waiters.current.add(check)
        check()
      }),
    [],
  )

  return { onConfirmerChange, readyConfirmer }
}
