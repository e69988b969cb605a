import { z } from 'zod'

import { centsToDecimal, FEE_MODES, type FeeMode, toCents } from './money'

/**
 * Giving at checkout (issue 27): the settings' rules and defaults, and the limits of a gift. The
 * server's PUT /api/settings/giving and POST /api/checkout/payment-intent check these, and the
 * storefront's /admin/giving form and the checkout's gift card check the same before sending.
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

export const EIN_MESSAGE = 'EIN must look like 12-3456789 (or be left empty)'
const EIN_PATTERN = /^\d{2}-\d{7}$/

const presetSchema = z
  .string({ error: 'Each preset must be an amount like 10.00' })
  .trim()
  .refine((value) => /^\d{1,9}(\.\d{1,2})?$/.test(value) && toCents(value) !== null, { error: 'Each preset must be an amount like 10.00' })
  .transform((value) => toCents(value)!)
  .refine((cents) => cents >= DONATION_MIN_CENTS && cents <= DONATION_MAX_CENTS, { error: 'Each preset must be from $1.00 to $10,000.00' })
  .transform((cents) => centsToDecimal(cents))

/** PUT /api/settings/giving: the same object GET answers; fields left out keep their value. */
export const givingSettingsSchema = z.object({
  organizationName: z
    .string({ error: 'Organization name is required' })
    .trim()
    .min(1, { error: 'Organization name is required' })
    .max(200, { error: 'At most 200 characters' })
    .optional(),
  ein: z
    .string({ error: EIN_MESSAGE })
    .trim()
    .refine((value) => value === '' || EIN_PATTERN.test(value), { error: EIN_MESSAGE })
    .optional(),
  feeMode: z.enum(FEE_MODES, { error: 'Fee mode must be required, optional or absorbed' }).optional(),
  donationsEnabled: z.boolean({ error: 'donationsEnabled must be true or false' }).optional(),
  donationPresets: z
    .array(presetSchema, { error: 'Presets must be a list of amounts' })
    .max(MAX_DONATION_PRESETS, { error: `At most ${MAX_DONATION_PRESETS} presets` })
    .refine((list) => new Set(list).size === list.length, { error: 'Each preset amount only once' })
    .optional(),
})

export type GivingSettingsInput = z.infer<typeof givingSettingsSchema>
