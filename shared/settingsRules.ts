import { z } from 'zod'

import { parseEmailList } from './emailList'

/**
 * The site settings' rules and messages (PUT /api/settings/text, impact, footer, about,
 * notifications, low-stock): the settings router parses requests with them and the admin's
 * editors check their fields with them before saving, so both say the same at the same field.
 * Kept out of the shop's bundles: only the admin's lazily loaded screens import this file.
 */

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

/** Who gets new-order e-mails: addresses one per line (empty = every administrator). */
export const notificationSettingsSchema = z.object({
  orderNotificationEmails: z
    .string({ error: 'Send the addresses as text, one per line' })
    .max(2000, 'At most 2000 characters of addresses')
    .refine((text) => parseEmailList(text).invalid.length === 0, {
      error: (issue) => `Not an e-mail address: ${parseEmailList(String(issue.input)).invalid.join(', ')}`,
    }),
  /** The "ready for you" e-mail of in-town orders; empty = the built-in words. */
  readyMessage: text('The "ready for you" message', 1000),
})

const LEVEL_MESSAGE = 'The low-stock level must be a whole number from 0 to 1000'

export const lowStockSettingsSchema = z.object({
  lowStockLevel: z.number({ error: LEVEL_MESSAGE }).int({ error: LEVEL_MESSAGE }).min(0, { error: LEVEL_MESSAGE }).max(1000, { error: LEVEL_MESSAGE }),
})
