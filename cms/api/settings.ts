import { Router } from 'express'

import {
  readAboutSettings,
  readFooterSettings,
  readHeroImage,
  readImpactSettings,
  readTextSettings,
} from '../settings/readSettings'
import type { ApiDeps } from './deps'

/** GET /api/settings/*: stored site settings, falling back field by field to spec §2's defaults. */
export function settingsRouter({ payload }: ApiDeps): Router {
  const router = Router()
  router.get('/text', async (_req, res) => void res.json(await readTextSettings(payload)))
  router.get('/impact', async (_req, res) => void res.json(await readImpactSettings(payload)))
  router.get('/footer', async (_req, res) => void res.json(await readFooterSettings(payload)))
  router.get('/about', async (_req, res) => void res.json(await readAboutSettings(payload)))
  router.get('/hero-image', async (_req, res) => void res.json(await readHeroImage(payload)))
  return router
}
