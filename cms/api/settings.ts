import { Router } from 'express'
import type { Payload } from 'payload'
import type { z } from 'zod'

import { givingSettingsSchema } from '@shared/givingRules'
import { SETTINGS_IMAGE_MAX_BYTES } from '@shared/images'
import {
  aboutSettingsSchema,
  footerSettingsSchema,
  imageReferenceSchema,
  impactSettingsSchema,
  lowStockSettingsSchema,
  notificationSettingsSchema,
  textSettingsSchema,
} from '@shared/settingsRules'
import { requireAdmin } from '../access/requireAdmin'
import { badRequest } from '../http/errors'
import { parseBody } from '../http/validate'
import {
  readAboutSettings,
  readFooterSettings,
  readHeroImage,
  readImpactSettings,
  readTextSettings,
} from '../settings/readSettings'
import { readGivingSettings } from '../settings/givingSettings'
import { readLowStockSettings } from '../settings/lowStockSettings'
import { readNotificationSettings } from '../settings/notificationSettings'
import { resolveImage } from '../uploads/resolveImage'
import type { ApiDeps } from './deps'

type GlobalSlug = 'text' | 'impact' | 'footer' | 'about' | 'hero'

/**
 * /api/settings/*: site settings. Everyone reads them (empty fields fall back to the spec's
 * defaults); administrators change them. A PUT stores exactly the fields it sends.
 */
export function settingsRouter({ payload, env }: ApiDeps): Router {
  const router = Router()
  const admin = requireAdmin(payload)

  const group = <S extends z.ZodType>(path: string, slug: GlobalSlug, schema: S, read: (p: Payload) => Promise<unknown>) => {
    router.get(path, async (_req, res) => void res.json(await read(payload)))
    router.put(path, admin, async (req, res) => {
      const data = definedOnly(parseBody(schema, req.body) as Record<string, unknown>)
      if (Object.keys(data).length === 0) throw badRequest(`Nothing to save: send at least one of ${Object.keys(shapeOf(schema)).join(', ')}`)
      await payload.updateGlobal({ slug, data, overrideAccess: true })
      res.json(await read(payload))
    })
  }
  group('/text', 'text', textSettingsSchema, readTextSettings)
  group('/impact', 'impact', impactSettingsSchema, readImpactSettings)
  group('/footer', 'footer', footerSettingsSchema, readFooterSettings)
  group('/about', 'about', aboutSettingsSchema, readAboutSettings)

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

  // Issue 27: giving at checkout. Everyone reads it (the checkout offers what it says); administrators change it.
  router.get('/giving', async (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache')
    res.json(await readGivingSettings(payload))
  })
  router.put('/giving', admin, async (req, res) => {
    const data = definedOnly(parseBody(givingSettingsSchema, req.body))
    if (Object.keys(data).length === 0) throw badRequest(`Nothing to save: send at least one of ${Object.keys(givingSettingsSchema.shape).join(', ')}`)
    await payload.updateGlobal({ slug: 'giving', data, overrideAccess: true })
    res.json(await readGivingSettings(payload))
  })

  return router
}

function shapeOf(schema: z.ZodType): Record<string, unknown> {
  return (schema as unknown as { shape: Record<string, unknown> }).shape
}

function definedOnly(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined))
}
