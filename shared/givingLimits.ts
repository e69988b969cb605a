import type { FeeMode } from './money'
import { toCents } from './moneyText'

/**
 * Giving at checkout (issue 27) without its schemas: the settings' shape and defaults, and the
 * limits of a gift. The checkout needs only these, so its chunk does not carry zod and build the
 * settings' schema before the page can answer a tap; shared/givingRules.ts re-exports all of it
 * (import from either).
 */

/** The legal name the receipts give when none is set: the organisation the footer names. */
export const DEFAULT_ORGANIZATION_NAME = 'Community Rescue'

export type GivingSettings = {
  organizationName: string
  /** `NN-NNNNNNN`, or "" when not given. */
  ein: string
  feeMode: FeeMode
  donationsEnabled: boolean
  /** Decimal strings, e.g. "5.00". */
  donationPresets: string[]
}

export const GIVING_DEFAULTS: GivingSettings = {
  organizationName: DEFAULT_ORGANIZATION_NAME,
  ein: '',
  feeMode: 'required',
  donationsEnabled: true,
  donationPresets: ['5.00', '10.00', '25.00'],
}

/** A gift is $1.00 to $10,000.00 (0 = no gift). */
export const DONATION_MIN_CENTS = 100
export const DONATION_MAX_CENTS = 1_000_000
export const MAX_DONATION_PRESETS = 6

export const DONATION_NOT_MONEY = 'Donation must be an amount in dollars, like 10.00'
export const DONATION_RANGE = 'Donation must be from $1.00 to $10,000.00'
export const DONATIONS_OFF = 'The shop is not taking donations at checkout right now'

/**
 * A gift as the buyer sends it ("10.00", "0.00") to cents, or the message that refuses it.
 * Only decimal strings: a JSON number could carry a binary fraction that is not money.
 */
export function readDonation(value: unknown, donationsEnabled: boolean): { cents: number } | { message: string } {
  if (value === undefined || value === null) return { cents: 0 }
  if (typeof value !== 'string' || !/^\d{1,9}(\.\d{1,2})?$/.test(value.trim())) return { message: DONATION_NOT_MONEY }
  const cents = toCents(value)
  if (cents === null) return { message: DONATION_NOT_MONEY }
  if (cents === 0) return { cents: 0 }
  if (!donationsEnabled) return { message: DONATIONS_OFF }
  if (cents < DONATION_MIN_CENTS || cents > DONATION_MAX_CENTS) return { message: DONATION_RANGE }
  return { cents }
}
