import express, { Router } from 'express'

import { PRODUCT_IMAGE_MAX_BYTES, UPLOAD_MAX_BYTES } from '@shared/images'
import { requireAdmin } from '../access/requireAdmin'
import { HttpError } from '../http/errors'
import { mediaPath } from '../media/mediaUrls'
import { resolveImage } from '../uploads/resolveImage'
import { storeUpload } from '../uploads/storeUpload'
import { createUploadToken, readUploadToken } from '../uploads/uploadTokens'
import type { ApiDeps } from './deps'

/**
 * The spec's upload flow: an administrator asks for an upload URL, PUTs the file to it,
 * then registers the result as a product image or a site image.
 */
export function uploadsRouter({ payload, env }: ApiDeps): Router {
  const router = Router()
  const secret = env.payloadSecret

  router.post('/objects/upload', requireAdmin(payload), (req, res) => {
    const { token } = createUploadToken(secret)
    const origin = env.publicUrl?.origin ?? `${req.protocol}://${req.get('host')}`
    res.json({ uploadURL: `${origin}/api/objects/upload/${token}` })
  })

  router.put('/product-images', requireAdmin(payload), async (req, res) => {
    const media = await resolveImage(payload, secret, req.body?.imageURL, PRODUCT_IMAGE_MAX_BYTES, 'Product image')
    res.json({ objectPath: mediaPath(media) })
  })

  return router
}

/**
 * PUT /api/objects/upload/:token, the file itself (raw bytes, before any JSON parser).
 * The signed URL authorises it, like a cloud storage signed URL; the file name comes from the server.
 */
export function uploadPutRouter({ payload, env, limitStore }: ApiDeps): Router {
  const router = Router()
  const secret = env.payloadSecret
  router.put(
    '/objects/upload/:token',
    (req, _res, next) => {
      const upload = readUploadToken(secret, req.params.token)
      if (!upload) throw new HttpError(403, 'This upload link is not valid')
      if (upload.expiresAt < Date.now()) throw new HttpError(403, 'This upload link has expired. Request a new one.')
      next()
    },
    express.raw({ type: () => true, limit: UPLOAD_MAX_BYTES }),
    async (req, res) => {
      const upload = readUploadToken(secret, req.params.token)!
      const media = await storeUpload(payload, limitStore, upload.id, Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0))
      res.json({ objectPath: mediaPath(media) })
    },
  )
  return router
}
