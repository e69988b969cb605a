import type { Payload } from 'payload'

import { GIVING_DEFAULTS, type GivingSettings, givingSettingsSchema } from '@shared/givingRules'
import { FEE_MODES, type FeeMode } from '@shared/money'
import { mailSettingsCache } from '../cache/mailSettingsCache'

/**
 * The Giving settings as GET /api/settings/giving answers them: stored values, defaults where
 * nothing (or nothing valid) is stored. Every payment intent and every receipt reads them, so they
 * are kept in memory like the other settings e-mails read (any save forgets them at once).
 */
export function readGivingSettings(payload: Payload): Promise<GivingSettings> {
  return mailSettingsCache.read('giving', () => loadGivingSettings(payload))
}

async function loadGivingSettings(payload: Payload): Promise<GivingSettings> {
  const stored = (await payload.findGlobal({ slug: 'giving', depth: 0, overrideAccess: true })) as Partial<Record<keyof GivingSettings, unknown>>
  const presets = givingSettingsSchema.shape.donationPresets.safeParse(stored.donationPresets)
  return {
    organizationName: typeof stored.organizationName === 'string' && stored.organizationName.trim() ? stored.organizationName.trim() : GIVING_DEFAULTS.organizationName,
    ein: typeof stored.ein === 'string' ? stored.ein.trim() : '',
    feeMode: FEE_MODES.includes(stored.feeMode as FeeMode) ? (stored.feeMode as FeeMode) : GIVING_DEFAULTS.feeMode,
    donationsEnabled: typeof stored.donationsEnabled === 'boolean' ? stored.donationsEnabled : GIVING_DEFAULTS.donationsEnabled,
    donationPresets: presets.success && presets.data ? presets.data : [...GIVING_DEFAULTS.donationPresets],
  }
}
