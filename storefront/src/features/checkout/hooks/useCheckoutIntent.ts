import type { DeliveryMethod } from '@shared/money'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'

import { usePaymentIntent } from '../api/createPaymentIntent'
import { type CheckoutLine, intentLines } from '../lib/checkoutLine'

/**
 * The payment intent for what is being bought, asked for once the session and the cart are known
 * (and again for another delivery method: the new one names the one it replaces, which the server
 * cancels). `formShown` stays true from the first intent on, so a later one loads inside the payment card.
 */
export function useCheckoutIntent({
  deliveryMethod,
  signedIn,
  lines,
  enabled,
  promoCode = null,
  customerEmail = '',
}: {
  deliveryMethod: DeliveryMethod
  signedIn: boolean | undefined
  lines: CheckoutLine[]
  enabled: boolean
  /** Issue 31: the promo code to price with (one the server accepted for this cart). */
  promoCode?: string | null
  /** The e-mail typed so far: sent with an intent that carries a promo code (read when it is asked for). */
  customerEmail?: string
}) {
  const requested = useMemo(() => intentLines(lines), [lines])
  // The last intent shown: a new one (another delivery method) replaces it, and the server cancels it.
  const shownIntent = useRef<string | null>(null)
  const replaces = useCallback(() => shownIntent.current, [])
  const typedEmail = useRef(customerEmail)
  useEffect(() => {
    typedEmail.current = customerEmail
  }, [customerEmail])
  const email = useCallback(() => typedEmail.current, [])
  const intent = usePaymentIntent({ deliveryMethod, signedIn: signedIn ?? false, lines: requested, promoCode }, signedIn !== undefined && lines.length > 0 && enabled, replaces, email)
  useEffect(() => {
    if (intent.data) shownIntent.current = intent.data.clientSecret
  }, [intent.data])
  const [formShown, setFormShown] = useState(false)
  if (intent.data && !formShown) setFormShown(true)
  return { intent, formShown }
}
