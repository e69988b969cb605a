import { Router } from 'express'
import type { z } from 'zod'

import { givingSettingsSchema } from '@shared/givingRules'
import { SETTINGS_IMAGE_MAX_BYTES } from '@shared/images'
import { imageReferenceSchema, lowStockSettingsSchema, notificationSettingsSchema, SETTINGS_GROUPS } from '@shared/settingsRules'
import { requireAdmin } from '../access/requireAdmin'
import { badRequest } from '../http/errors'
import { parseBody } from '../http/validate'
import { readHeroImage, readImpactSettings, readSettingsGroup, writeSettingsGroup } from '../settings/readSettings'
import { readGivingSettings } from '../settings/givingSettings'
import { readLowStockSettings } from '../settings/lowStockSettings'
import { readNotificationSettings } from '../settings/notificationSettings'
import { resolveImage } from '../uploads/resolveImage'
import type { ApiDeps } from './deps'

/**
 * /api/settings/*: site settings. Everyone reads them (empty fields fall back to the spec's
 * defaults); administrators change them. A PUT stores exactly the fields it sends.
 */
export function settingsRouter({ payload, env }: ApiDeps): Router {
  const router = Router()
  const admin = requireAdmin(payload)

  // The groups of text settings (shared/settingsRules.ts): /text, /impact, /footer, /about.
  for (const group of SETTINGS_GROUPS) {
    // The impact section's answer carries its image too.
    const read = () => (group.slug === 'impact' ? readImpactSettings(payload) : readSettingsGroup(payload, group))
    router.get(`/${group.slug}`, async (_req, res) => void res.json(await read()))
    router.put(`/${group.slug}`, admin, async (req, res) => {
      const saved = await writeSettingsGroup(payload, group, parseBody(group.schema, req.body))
      if (!saved) throw badRequest(`Nothing to save: send at least one of ${Object.keys(group.fields).join(', ')}`)
      res.json(await read())
    })
  }

  // The two pictures: the hero's (a global of its own) and the impact section's.
  const imageSetting = (path: string, slug: 'hero' | 'impact', field: 'heroImage' | 'impactImage', label: string, read: () => Promise<unknown>) =>
    router.put(path, admin, async (req, res) => {
      const { imageURL } = parseBody(imageReferenceSchema, req.body)
      const media = await resolveImage(payload, env.payloadSecret, imageURL, SETTINGS_IMAGE_MAX_BYTES, label)
      await payload.updateGlobal({ slug, data: { [field]: media.id }, overrideAccess: true })
      res.json(await read())
    })
  router.get('/hero-image', async (_req, res) => void res.json(await readHeroImage(payload)))
  imageSetting('/hero-image', 'hero', 'heroImage', 'Hero image', () => readHeroImage(payload))
  imageSetting('/impact-image', 'impact', 'impactImage', 'Impact image', () => readImpactSettings(payload))

  // Private settings, administrators only (read and write), both kept in the notifications global.
  const privateSetting = <S extends z.ZodType>(path: string, schema: S, data: (input: z.infer<S>) => Record<string, unknown>, read: () => Promise<unknown>) => {
    router.get(path, admin, async (_req, res) => {
      res.setHeader('Cache-Control', 'no-store')
      res.json(await read())
    })
    router.put(path, admin, async (req, res) => {
      await payload.updateGlobal({ slug: 'notifications', data: data(parseBody(schema, req.body)), overrideAccess: true })
      res.json(await read())
    })
  }
  // Who hears about new orders.
  // Issue 32: readyMessage (the in-town "ready for you" e-mail) is kept as it is unless sent.
  privateSetting(
    '/notifications',
    notificationSettingsSchema,
    ({ orderNotificationEmails, readyMessage }) => ({ orderNotificationEmails: orderNotificationEmails.trim(), ...(readyMessage === undefined ? {} : { readyMessage: readyMessage.trim() }) }),
    async () => ({ ...(await readNotificationSettings(payload)), emailOn: Boolean(env.mail.smtpUrl) }),
  )
  // Issue 13: the low-stock level.
  privateSetting('/low-stock', lowStockSettingsSchema, ({ lowStockLevel }) => ({ lowStockLevel }), () => readLowStockSettings(payload))

  // Issue 27: giving at checkout. Everyone reads it (the checkout offers what it says); administrators change it.
  router.get('/giving', async (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache')
    res.json(await readGivingSettings(payload))
  })
  router.put('/giving', admin, async (req, res) => {
    const data = Object.fromEntries(Object.entries(parseBody(givingSettingsSchema, req.body)).filter(([, value]) => value !== undefined))
    if (Object.keys(data).length === 0) throw badRequest(`Nothing to save: send at least one of ${Object.keys(givingSettingsSchema.shape).join(', ')}`)
    await payload.updateGlobal({ slug: 'giving', data, overrideAccess: true })
    res.json(await readGivingSettings(payload))
  })

  return router
}
