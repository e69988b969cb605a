import { Router } from 'express'

import { SETTINGS_IMAGE_MAX_BYTES } from '@shared/images'
import { imageReferenceSchema, lowStockSettingsSchema, notificationSettingsSchema, SETTINGS_GROUPS } from '@shared/settingsRules'
import { requireAdmin } from '../access/requireAdmin'
import { badRequest } from '../http/errors'
import { parseBody } from '../http/validate'
import { readHeroImage, readImpactSettings, readSettingsGroup, writeSettingsGroup } from '../settings/readSettings'
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

  router.get('/hero-image', async (_req, res) => void res.json(await readHeroImage(payload)))
  router.put('/hero-image', admin, async (req, res) => {
    const { imageURL } = parseBody(imageReferenceSchema, req.body)
    const media = await resolveImage(payload, env.payloadSecret, imageURL, SETTINGS_IMAGE_MAX_BYTES, 'Hero image')
    await payload.updateGlobal({ slug: 'hero', data: { heroImage: media.id }, overrideAccess: true })
    res.json(await readHeroImage(payload))
  })
  router.put('/impact-image', admin, async (req, res) => {
    const { imageURL } = parseBody(imageReferenceSchema, req.body)
    const media = await resolveImage(payload, env.payloadSecret, imageURL, SETTINGS_IMAGE_MAX_BYTES, 'Impact image')
    await payload.updateGlobal({ slug: 'impact', data: { impactImage: media.id }, overrideAccess: true })
    res.json(await readImpactSettings(payload))
  })

  // Who hears about new orders: private, administrators only (read and write).
  router.get('/notifications', admin, async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store')
    res.json(await readNotificationSettings(payload))
  })
  router.put('/notifications', admin, async (req, res) => {
    const { orderNotificationEmails } = parseBody(notificationSettingsSchema, req.body)
    await payload.updateGlobal({ slug: 'notifications', data: { orderNotificationEmails: orderNotificationEmails.trim() }, overrideAccess: true })
    res.json(await readNotificationSettings(payload))
  })

  // Issue 13: the low-stock level (private, like who gets notices).
  router.get('/low-stock', admin, async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store')
    res.json(await readLowStockSettings(payload))
  })
  router.put('/low-stock', admin, async (req, res) => {
    const { lowStockLevel } = parseBody(lowStockSettingsSchema, req.body)
    await payload.updateGlobal({ slug: 'notifications', data: { lowStockLevel }, overrideAccess: true })
    res.json(await readLowStockSettings(payload))
  })

  return router
}
