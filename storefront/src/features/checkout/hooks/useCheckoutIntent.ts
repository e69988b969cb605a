import type { DeliveryMethod } from '@shared/money'
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react'

import { type CheckoutIntent, type IntentSession, usePaymentIntent } from '../api/createPaymentIntent'
import { type CheckoutLine, intentLines } from '../lib/checkoutLine'

/**
 * The payment for what is being bought, asked for once the session and the cart are known, and
 * asked again for another delivery method, gift, fee tick or code: the server reprices the payment
 * on screen in place (Stripe's card form keeps what was typed) or replaces it (decision 77).
 * Requests go one at a time, each naming the payment the one before made. `panelIntent` is the
 * payment the card form shows: the last one while the next price is being made. `formShown` stays
 * true from the first intent on, so a later one loads inside the payment card.
 */
export function useCheckoutIntent({
  deliveryMethod,
  signedIn,
  lines,
  donation,
  coverFees,
  enabled,
  promoCode = null,
  customerEmail = '',
}: {
  deliveryMethod: DeliveryMethod
  signedIn: boolean | undefined
  lines: CheckoutLine[]
  /** Issue 27: the gift (decimal string) and whether the buyer covers the fee. */
  donation: string
  coverFees: boolean
  enabled: boolean
  /** Issue 31: the promo code to price with (one the server accepted for this cart). */
  promoCode?: string | null
  /** The e-mail typed so far: sent with an intent that carries a promo code (read when it is asked for). */
  customerEmail?: string
}) {
  const requested = useMemo(() => intentLines(lines), [lines])
  const session = useIntentSession(customerEmail)
  const query = usePaymentIntent({ deliveryMethod, signedIn: signedIn ?? false, lines: requested, donation, coverFees, promoCode }, signedIn !== undefined && lines.length > 0 && enabled, session)
  // An answer a later request has repriced the payment past (the buyer changed their mind and back
  // while an answer was on its way) is not what Stripe would charge: it counts as still loading, and
  // once nothing is on its way it is asked for again, so the screen and the payment agree.
  const stale = query.data !== undefined && !session.isLast(query.data)
  const { refetch, isFetching, isError } = query
  useEffect(() => {
    if (stale && !isFetching && !isError && session.idle()) void refetch()
  })
  // (A request that failed is not loading: the checkout says so and offers another try.)
  const intent = stale && !isError ? { ...query, isFetching: true } : query
  const [shown, setShown] = useState<CheckoutIntent | null>(null)
  if (intent.data && !intent.isFetching && !stale && intent.data !== shown) setShown(intent.data)
  // The card form keeps the payment it has while the next price is made, or could not be made.
  const panelIntent = intent.isFetching || isError || stale ? shown : (intent.data ?? null)
  return { intent, panelIntent, formShown: shown !== null }
}

type Session = IntentSession & {
  /** Whether this answer is the last request's: no later one has changed (or may yet change) the payment. */
  isLast: (intent: CheckoutIntent) => boolean
  /** Nothing is on its way or waiting to be sent. */
  idle: () => boolean
}

/** One request at a time, each told the payment the last one made; the e-mail read when a request starts. */
function useIntentSession(customerEmail: string): Session {
  const typedEmail = useRef(customerEmail)
  useEffect(() => {
    typedEmail.current = customerEmail
  }, [customerEmail])
  const latest = useRef<string | null>(null)
  const queue = useRef<Promise<unknown>>(Promise.resolve())
  const lastTicket = useRef(0)
  const pending = useRef(0)
  // Each request asked for and answered draws again, so an answer a later one made stale is seen as such.
  const [, changed] = useReducer((n: number) => n + 1, 0)
  const inOrder = useCallback<IntentSession['inOrder']>((request) => {
    const ticket = (lastTicket.current += 1)
    pending.current += 1
    changed()
    const made = queue.current
      .catch(() => undefined)
      .then(() => request(latest.current))
      .then((intent) => {
        latest.current = intent.clientSecret
        return { ...intent, ticket }
      })
    queue.current = made
    made
      .finally(() => {
        pending.current -= 1
        changed()
      })
      .catch(() => undefined)
    return made
  }, [])
  return useMemo(
    () => ({
      inOrder,
      email: () => typedEmail.current,
      isLast: (intent: CheckoutIntent) => intent.ticket === lastTicket.current,
      idle: () => pending.current === 0,
    }),
    [inOrder],
  )
}
