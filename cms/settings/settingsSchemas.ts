import { z } from 'zod'

/** A text setting as typed: kept exactly (the storefront shows it as text, never as HTML). */
const text = (label: string, max: number) =>
  z.string({ error: `${label} must be text` }).max(max, { error: `${label} must be at most ${max} characters` }).optional()

/** Links open in a new tab from the footer: only web addresses, never javascript: or data: URLs. */
const webLink = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(2048, { error: `${label} is too long` })
    .refine((value) => value === '' || /^https?:\/\/[^\s]+$/i.test(value), { error: `${label} must start with https:// (or be empty)` })
    .optional()

const optionalEmail = z
  .string({ error: 'Contact email must be text' })
  .trim()
  .max(254)
  .refine((value) => value === '' || z.email().safeParse(value).success, { error: 'Contact email must be a valid email address' })
  .optional()

export const textSettingsSchema = z.object({
  heroTitle: text('Hero title', 300),
  heroSubtitle: text('Hero subtitle', 1000),
  heroButtonText: text('Hero button text', 60),
})

export const impactSettingsSchema = z.object({
  impactTitle: text('Impact title', 200),
  impactText: text('Impact text', 5000),
})

export const footerSettingsSchema = z.object({
  aboutText: text('About text', 2000),
  contactEmail: optionalEmail,
  contactPhone: text('Contact phone', 50),
  contactLocation: text('Location', 200),
  newsletterText: text('Newsletter text', 2000),
  facebookUrl: webLink('Facebook URL'),
  instagramUrl: webLink('Instagram URL'),
  twitterUrl: webLink('Twitter/X URL'),
  copyrightText: text('Copyright text', 300),
})

export const aboutSettingsSchema = z.object({
  missionTitle: text('Mission title', 200),
  missionText: text('Mission text', 5000),
  visionTitle: text('Vision title', 200),
  visionText: text('Vision text', 5000),
  programsTitle: text('Programs title', 200),
  programsText: text('Programs text', 5000),
  impactTitle: text('Impact title', 200),
  impactText: text('Impact text', 5000),
})

export const imageReferenceSchema = z.object({
  imageURL: z.string({ error: 'imageURL is required' }).min(1, { error: 'imageURL is required' }).max(2048),
})
