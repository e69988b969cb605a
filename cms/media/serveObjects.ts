import { Router } from 'express'
import path from 'node:path'
import type { Payload } from 'payload'

import { IMAGE_MIME_TYPES } from '@shared/images'
import type { Media } from '../payload-types'
import { isSafeFilename } from './mediaUrls'

/** Images only, sandboxed: even a file that a browser could take for a page can do nothing. */
const OBJECT_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; form-action 'none'; frame-ancestors 'none'; sandbox"
/** File name → stored type; names never change content, so answers can be kept (bounded). */
const MAX_CACHED_TYPES = 5000

const IMAGE_TYPES = new Set<string>(IMAGE_MIME_TYPES)

/**
 * GET /objects/media/<file>: uploaded images and their WebP variants, and nothing else. A file is
 * served only when a Media record names it (as original or variant) with an image type verified at
 * upload, and with that type as Content-Type, never one guessed from the file's extension. Only
 * names the server generated can match (no separators, no dot files), so no client path reaches
 * the disk. Names never change content, so browsers and CDNs may keep them for a year.
 */
export function objectsRouter(payload: Payload, uploadsDir: string): Router {
  const router = Router()
  const root = path.resolve(uploadsDir)
  const types = new Map<string, string>()

  async function storedType(filename: string): Promise<string | null> {
    const cached = types.get(filename)
    if (cached) return cached
    const { docs } = await payload.find({
      collection: 'media',
      where: {
        or: [
          { filename: { equals: filename } },
          { 'sizes.thumbnail.filename': { equals: filename } },
          { 'sizes.card.filename': { equals: filename } },
          { 'sizes.hero.filename': { equals: filename } },
        ],
      },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    const type = docs[0] ? typeOf(docs[0], filename) : null
    if (type && IMAGE_TYPES.has(type)) {
      if (types.size >= MAX_CACHED_TYPES) types.clear()
      types.set(filename, type)
      return type
    }
    return null
  }

  router.get('/media/:filename', async (req, res) => {
    const { filename } = req.params
    const type = isSafeFilename(filename) ? await storedType(filename) : null
    if (!type) {
      res.status(404).json({ message: 'Not found' })
      return
    }
    res.sendFile(filename, {
      root,
      dotfiles: 'deny',
      maxAge: '365d',
      immutable: true,
      headers: { 'Content-Type': type, 'X-Content-Type-Options': 'nosniff', 'Content-Security-Policy': OBJECT_CSP },
    }, (err) => {
      if (err && !res.headersSent) res.status(404).json({ message: 'Not found' })
    })
  })
  router.use((_req, res) => void res.status(404).json({ message: 'Not found' }))
  return router
}

function typeOf(media: Media, filename: string): string | null {
  if (media.filename === filename) return media.mimeType ?? null
  for (const size of Object.values(media.sizes ?? {})) if (size?.filename === filename) return size.mimeType ?? null
  return null
}
