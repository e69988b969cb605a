import type { Payload } from 'payload'

import {
  ABOUT_DEFAULTS,
  type AboutSettings,
  DEFAULT_IMPACT_IMAGE,
  FOOTER_DEFAULTS,
  type FooterSettings,
  IMPACT_DEFAULTS,
  TEXT_DEFAULTS,
  type TextSettings,
} from '@shared/settingsDefaults'
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

export async function readTextSettings(payload: Payload): Promise<TextSettings> {
  const stored = await payload.findGlobal({ slug: 'text', depth: 0, overrideAccess: true })
  return withDefaults(stored, TEXT_DEFAULTS)
}

export async function readFooterSettings(payload: Payload): Promise<FooterSettings> {
  const stored = await payload.findGlobal({ slug: 'footer', depth: 0, overrideAccess: true })
  return withDefaults(stored, FOOTER_DEFAULTS)
}

export async function readAboutSettings(payload: Payload): Promise<AboutSettings> {
  const stored = await payload.findGlobal({ slug: 'about', depth: 0, overrideAccess: true })
  return withDefaults(stored, ABOUT_DEFAULTS)
}

export async function readImpactSettings(payload: Payload): Promise<ApiImpactSettings> {
  const stored = await payload.findGlobal({ slug: 'impact', depth: 1, overrideAccess: true })
  const image = stored.impactImage as Media | string | null | undefined
  return {
    ...withDefaults(stored, IMPACT_DEFAULTS),
    impactImage: mediaPath(image) ?? DEFAULT_IMPACT_IMAGE,
    impactImageVariants: mediaVariants(image),
  }
}

export async function readHeroImage(payload: Payload): Promise<ApiHeroImage> {
  const stored = await payload.findGlobal({ slug: 'hero', depth: 1, overrideAccess: true })
  const image = stored.heroImage as Media | string | null | undefined
  return { heroImage: mediaPath(image), heroImageVariants: mediaVariants(image) }
}
