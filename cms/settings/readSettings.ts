import type { Payload } from 'payload'

import { DEFAULT_IMPACT_IMAGE } from '@shared/settingsDefaults'
import { impactSettings, type SettingsGroup } from '@shared/settingsRules'
import type { ApiHeroImage, ApiImpactSettings } from '@shared/api'
import { mediaPath, mediaVariants } from '../media/mediaUrls'
import type { Media } from '../payload-types'

/** Stored value, or the default when the setting was never filled in (null/undefined/empty). */
function withDefaults<T extends Record<string, string>>(stored: object, defaults: T): T {
  const result = { ...defaults }
  for (const key of Object.keys(defaults) as (keyof T)[]) {
    const value = (stored as Record<string, unknown>)[key as string]
    if (typeof value === 'string' && value !== '') result[key] = value as T[keyof T]
  }
  return result
}

/** A group of text settings (shared/settingsRules.ts) as everyone reads it: each empty field gives its default. */
export async function readSettingsGroup<Defaults extends Record<string, string>>(payload: Payload, group: SettingsGroup<Defaults>): Promise<Defaults> {
  const stored = await payload.findGlobal({ slug: group.slug, depth: 0, overrideAccess: true })
  return withDefaults(stored, group.defaults)
}

/** Stores exactly the fields given (a field left out keeps its value); false when none was given. */
export async function writeSettingsGroup<Defaults extends Record<string, string>>(payload: Payload, group: SettingsGroup<Defaults>, values: Partial<Defaults>): Promise<boolean> {
  const data = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined))
  if (Object.keys(data).length === 0) return false
  await payload.updateGlobal({ slug: group.slug, data, overrideAccess: true })
  return true
}

/** The impact section: its texts, and its image (the default picture when none was chosen). */
export async function readImpactSettings(payload: Payload): Promise<ApiImpactSettings> {
  const stored = await payload.findGlobal({ slug: 'impact', depth: 1, overrideAccess: true })
  const image = stored.impactImage as Media | string | null | undefined
  return {
    ...withDefaults(stored, impactSettings.defaults),
    impactImage: mediaPath(image) ?? DEFAULT_IMPACT_IMAGE,
    impactImageVariants: mediaVariants(image),
  }
}

export async function readHeroImage(payload: Payload): Promise<ApiHeroImage> {
  const stored = await payload.findGlobal({ slug: 'hero', depth: 1, overrideAccess: true })
  const image = stored.heroImage as Media | string | null | undefined
  return { heroImage: mediaPath(image), heroImageVariants: mediaVariants(image) }
}
