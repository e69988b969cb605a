import { z } from 'zod'

import { DONATION_MAX_CENTS, DONATION_MIN_CENTS, MAX_DONATION_PRESETS } from './givingLimits'
import { centsToDecimal, FEE_MODES, toCents } from './money'

export * from './givingLimits'

/**
 * Giving at checkout (issue 27): the settings' rules, with the defaults and the limits of a gift
 * (shared/givingLimits.ts, re-exported here). The server's PUT /api/settings/giving and POST
 * /api/checkout/payment-intent check these, and the storefront's /admin/giving form and the
 * checkout's gift card check the same before sending (the gift card imports givingLimits.ts, no zod).
 */

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
