import { useState } from 'react'

import { ApiError } from '@/lib/ApiError'
import { checkPromotion, promotionErrorMessage } from '@/lib/api/checkPromotion'

import { type CheckoutIntent, intentEmail } from '../api/createPaymentIntent'
import { type CheckoutLine, intentLines } from '../lib/checkoutLine'

type Recheck = {
  intent: Pick<CheckoutIntent, 'promotion' | 'customerEmail'> | undefined
  customerEmail: string
  signedIn: boolean
  lines: CheckoutLine[]
  /** Drops the code, saying why at its field. Without it the page takes no codes: nothing to check. */
  onRefused: ((message: string) => void) | undefined
}

/**
 * Issue 31: a code limited per buyer e-mail is checked again with the e-mail typed, before anything
 * is paid, unless the payment was already priced with that e-mail. `checking` while it asks.
 */
export function usePromoCodeRecheck({ intent, customerEmail, signedIn, lines, onRefused }: Recheck) {
  const [checking, setChecking] = useState(false)

  /** False when the applied code is refused for the e-mail typed (it is dropped, with why, at the field). */
  async function stillApplies(): Promise<boolean> {
    const applied = intent?.promotion?.code
    const email = intentEmail(customerEmail)
    if (!applied || !email || !onRefused || intent?.customerEmail === email) return true
    setChecking(true)
    try {
      await checkPromotion({ promoCode: applied, signedIn, lines: intentLines(lines), customerEmail: email })
      return true
    } catch (err) {
      // Refused for this buyer: say why at the field, and price again without it. Anything else: the claim decides.
      if (err instanceof ApiError && err.status === 400 && err.json?.field === 'promoCode') {
        onRefused(promotionErrorMessage(err))
        return false
      }
      return true
    } finally {
      setChecking(false)
    }
  }

  return { checking, stillApplies }
}
