import type { GlobalConfig } from 'payload'

import { givingSettingsSchema, GIVING_DEFAULTS } from '@shared/givingRules'
import { FEE_MODES } from '@shared/money'
import { globalAccess } from './globalAccess'

/** The message zod gives one field of the giving settings, or true (the panel shows it at the field). */
function checkField(field: 'organizationName' | 'ein' | 'donationPresets') {
  return (value: unknown): true | string => {
    if (value === null || value === undefined || value === '') return true
    const result = givingSettingsSchema.shape[field].safeParse(value)
    return result.success || (result.error.issues[0]?.message ?? 'Invalid value')
  }
}

/**
 * Giving at checkout (issue 27): who the receipts name, who pays the card fee, and the gifts the
 * checkout offers. Everyone reads it (the checkout shows it); administrators change it at
 * /admin/giving or here. The three fee modes and the card networks' surcharge rules: README
 * "Giving at checkout"; the receipts' wording: docs/decisions/0040-giving-and-receipts.md.
 */
export const Giving: GlobalConfig = {
  slug: 'giving',
  label: 'Giving',
  admin: { group: 'Site settings' },
  access: globalAccess,
  fields: [
    {
      name: 'organizationName',
      type: 'text',
      label: 'Organization (legal name)',
      maxLength: 200,
      admin: { description: `The name on donation receipts. Empty = "${GIVING_DEFAULTS.organizationName}".` },
      validate: checkField('organizationName'),
    },
    {
      name: 'ein',
      type: 'text',
      label: 'EIN',
      maxLength: 10,
      admin: { description: 'The IRS employer identification number, 12-3456789 (optional; printed on donation receipts).' },
      validate: checkField('ein'),
    },
    {
      name: 'feeMode',
      type: 'select',
      label: 'Card processing fee',
      defaultValue: GIVING_DEFAULTS.feeMode,
      options: FEE_MODES.map((value) => ({
        value,
        label: { required: 'Required: added to every order', optional: 'Optional: a pre-ticked contribution the buyer may untick', absorbed: 'Absorbed: the shop pays it' }[value],
      })),
      admin: { description: 'Optional is recommended: see the README, "Giving at checkout", on card surcharge rules.' },
    },
    {
      name: 'donationsEnabled',
      type: 'checkbox',
      label: 'Offer a gift at checkout',
      defaultValue: GIVING_DEFAULTS.donationsEnabled,
    },
    {
      name: 'donationPresets',
      type: 'json',
      label: 'Gift amounts offered',
      defaultValue: GIVING_DEFAULTS.donationPresets,
      admin: {
        description: 'A list of amounts, e.g. ["5.00", "10.00", "25.00"], each from $1.00 to $10,000.00 (at most 6).',
      },
      validate: checkField('donationPresets'),
    },
  ],
}
