import { z } from 'zod'

import { parseEmailList } from './emailList'
import { ABOUT_DEFAULTS, FOOTER_DEFAULTS, IMPACT_DEFAULTS, TEXT_DEFAULTS } from './settingsDefaults'

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
const webLink = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, { error: `${label} is too long` })
    .refine((value) => value === '' || /^https?:\/\/[^\s]+$/i.test(value), { error: `${label} must start with https:// (or be empty)` })
    .optional()

const optionalEmail = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max)
    .refine((value) => value === '' || z.email().safeParse(value).success, { error: `${label} must be a valid email address` })
    .optional()

/** One text field of a settings group. */
export type SettingsField = {
  /** How messages name it ("Hero title must be at most 300 characters"). */
  label: string
  /** Its label in the editors' panel, when it says more than `label`. */
  panelLabel?: string
  max: number
  /** Several lines (a textarea). */
  multiline?: boolean
  /** `link`: a web address or empty; `email`: an e-mail address or empty. */
  kind?: 'text' | 'link' | 'email'
}

/**
 * A group of text settings (the homepage texts, the impact section, the footer, the About page),
 * described once: its global's slug and label in the panel, its defaults (shared/settingsDefaults.ts,
 * which the shop's pages carry) and each field's rule. From it come the zod schema below (the
 * router parses with it, the admin's editor checks with it), the Payload global
 * (globals/settingsGlobal.ts) and the read and write of cms/settings/settingsGroup.ts.
 */
export type SettingsGroup<Defaults extends Record<string, string> = Record<string, string>> = {
  slug: 'text' | 'impact' | 'footer' | 'about'
  title: string
  defaults: Defaults
  fields: { [Name in keyof Defaults]: SettingsField }
  /** Every field optional: a PUT stores exactly the fields it sends. */
  schema: z.ZodType<Partial<Defaults>>
}

function settingsGroup<Defaults extends Record<string, string>>(
  slug: SettingsGroup['slug'],
  title: string,
  defaults: Defaults,
  fields: { [Name in keyof Defaults]: SettingsField },
): SettingsGroup<Defaults> {
  const rules = Object.fromEntries(
    Object.entries(fields as Record<string, SettingsField>).map(([name, field]) => {
      const rule = field.kind === 'link' ? webLink(field.label, field.max) : field.kind === 'email' ? optionalEmail(field.label, field.max) : text(field.label, field.max)
      return [name, rule]
    }),
  )
  return { slug, title, defaults, fields, schema: z.object(rules) as unknown as z.ZodType<Partial<Defaults>> }
}

export const textSettings = settingsGroup('text', 'Homepage text', TEXT_DEFAULTS, {
  heroTitle: { label: 'Hero title', panelLabel: 'Hero title (a line break starts a new line)', max: 300, multiline: true },
  heroSubtitle: { label: 'Hero subtitle', max: 1000, multiline: true },
  heroButtonText: { label: 'Hero button text', max: 60 },
})

export const impactSettings = settingsGroup('impact', 'Impact section', IMPACT_DEFAULTS, {
  impactTitle: { label: 'Impact title', panelLabel: 'Title', max: 200 },
  impactText: { label: 'Impact text', panelLabel: 'Text (an empty line starts a new paragraph)', max: 5000, multiline: true },
})

export const footerSettings = settingsGroup('footer', 'Footer', FOOTER_DEFAULTS, {
  aboutText: { label: 'About text', max: 2000, multiline: true },
  contactEmail: { label: 'Contact email', max: 254, kind: 'email' },
  contactPhone: { label: 'Contact phone', max: 50 },
  contactLocation: { label: 'Location', max: 200 },
  newsletterText: { label: 'Newsletter text', max: 2000, multiline: true },
  facebookUrl: { label: 'Facebook URL', max: 2048, kind: 'link' },
  instagramUrl: { label: 'Instagram URL', max: 2048, kind: 'link' },
  twitterUrl: { label: 'Twitter/X URL', panelLabel: 'Twitter / X URL', max: 2048, kind: 'link' },
  copyrightText: { label: 'Copyright text', max: 300 },
})

const aboutSection = (section: string) => {
  const heading = section[0].toUpperCase() + section.slice(1)
  return {
    [`${section}Title`]: { label: `${heading} title`, max: 200 },
    [`${section}Text`]: { label: `${heading} text`, max: 5000, multiline: true },
  }
}

export const aboutSettings = settingsGroup('about', 'About page', ABOUT_DEFAULTS, {
  ...aboutSection('mission'),
  ...aboutSection('vision'),
  ...aboutSection('programs'),
  ...aboutSection('impact'),
} as { [Name in keyof typeof ABOUT_DEFAULTS]: SettingsField })

/** Every group of text settings, each at /api/settings/{slug} and in the panel's Site settings. */
export const SETTINGS_GROUPS: readonly SettingsGroup[] = [textSettings, impactSettings, footerSettings, aboutSettings]

export const textSettingsSchema = textSettings.schema
export const impactSettingsSchema = impactSettings.schema
export const footerSettingsSchema = footerSettings.schema
export const aboutSettingsSchema = aboutSettings.schema

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
