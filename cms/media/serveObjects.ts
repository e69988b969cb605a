import { Router } from 'express'
import path from 'node:path'

import { isSafeFilename } from './mediaUrls'

/**
 * GET /objects/media/<file>: uploaded images and their WebP variants. Only names the server
 * generated can match (no separators, no dot files), so no path from a client reaches the disk.
 * Names never change content, so browsers and CDNs may keep them for a year.
 */
export function objectsRouter(uploadsDir: string): Router {
  const router = Router()
  const root = path.resolve(uploadsDir)
  router.get('/media/:filename', (req, res) => {
    const { filename } = req.params
    if (!isSafeFilename(filename)) {
      res.status(404).json({ message: 'Not found' })
      return
    }
    res.sendFile(filename, {
      root,
      dotfiles: 'deny',
      maxAge: '365d',
      immutable: true,
      headers: { 'X-Content-Type-Options': 'nosniff', 'Content-Security-Policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'" },
    }, (err) => {
      if (err && !res.headersSent) res.status(404).json({ message: 'Not found' })
    })
  })
  router.use((_req, res) => void res.status(404).json({ message: 'Not found' }))
  return router
}
