import { readDonation } from '@shared/givingLimits'
import { centsToDecimal, toCents } from '@shared/money'
import { useState } from 'react'

import { type GiftChoice, OTHER_AMOUNT_ID } from '../components/GiftCard'

export type CheckoutGift = ReturnType<typeof useCheckoutGift>

/**
 * The checkout's gift and the optional card-costs contribution: the chosen preset or "Other", the
 * other amount as typed and as last accepted (what is priced), its message, and the fee's tick.
 * `donation` is what the payment is asked for: nothing when the shop takes no gifts. `shownDonationCents`
 * is what the Order Summary shows: an amount of one's own as soon as it is one the shop takes, so the
 * summary and Place Order stay where they are when the field is left (decision 70).
 */
export function useCheckoutGift(donationsEnabled: boolean) {
  const [choice, setChoice] = useState<GiftChoice>('none')
  const [otherText, setOtherText] = useState('')
  const [otherDonation, setOtherDonation] = useState('0.00')
  const [otherError, setOtherError] = useState<string | undefined>()
  const [coverFees, setCoverFees] = useState(true)
  const donation = !donationsEnabled || choice === 'none' ? '0.00' : choice === 'other' ? otherDonation : choice
  const typed = donationsEnabled && choice === 'other' ? readOtherAmount(otherText) : null
  const shownDonationCents = typed && 'cents' in typed ? typed.cents : (toCents(donation) ?? 0)

  function choose(next: GiftChoice) {
    setChoice(next)
    if (next === 'other') requestAnimationFrame(() => document.getElementById(OTHER_AMOUNT_ID)?.focus())
  }

  function changeOtherText(text: string) {
    setOtherText(text)
    if (otherError) setOtherError(undefined)
  }

  /** The other amount is final: priced when it is a gift the server takes, else said at the field. */
  function commitOther() {
    const read = readOtherAmount(otherText)
    if ('message' in read) {
      setOtherError(read.message)
      return
    }
    setOtherError(undefined)
    setOtherDonation(centsToDecimal(read.cents))
  }

  /** The message that keeps the order from being placed: an "Other" amount the shop cannot take. */
  const blockingError = choice === 'other' ? otherError : undefined

  return { choice, otherText, otherError, coverFees, donation, shownDonationCents, blockingError, choose, changeOtherText, commitOther, setCoverFees }
}

/** An amount of one's own as typed: empty is no gift. */
function readOtherAmount(text: string) {
  return readDonation(text.trim() === '' ? '0' : text.trim(), true)
}
