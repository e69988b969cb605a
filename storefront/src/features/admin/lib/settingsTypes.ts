import type { HeroImageSettings, ImpactSettings } from '@shared/settingsDefaults'

export type ImageVariant = { url: string; width: number }

/** GET/PUT /api/settings/hero-image. */
export type HeroImageAnswer = HeroImageSettings & { heroImageVariants: ImageVariant[] }

/** GET/PUT /api/settings/impact and PUT /api/settings/impact-image. */
export type ImpactAnswer = ImpactSettings & { impactImageVariants: ImageVariant[] }
