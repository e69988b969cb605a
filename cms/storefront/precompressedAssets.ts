import type { RequestHandler } from 'express'
import fs from 'node:fs'
import path from 'node:path'

import { notFound } from '../http/errors'
import { preferredEncoding } from '../http/preferredEncoding'

const EXTENSION_OF = { br: '.br', gzip: '.gz' } as const

/**
 * Sends the build's Brotli or gzip copy of an asset (storefront/build/precompressAssets.ts) when the
 * browser takes it: compressed once, at the best ratio, instead of at every request. Anything
 * without a copy (images, small files) falls through to express.static and the compression
 * middleware, which leaves an answer that is already encoded alone.
 */
export function precompressedAssets(assetsDir: string, cacheControl: string): RequestHandler {
  // Listed once at start: a build does not change under a running shop.
  const files = new Set(fs.existsSync(assetsDir) ? fs.readdirSync(assetsDir) : [])
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    // Asset names are plain (hashes, letters, dots): a path that is not one of them goes on as it came.
    const name = req.path.slice(1)
    // The copies are the same files in another encoding, not files of their own.
    if (/\.(br|gz)$/.test(name) && files.has(name)) return next(notFound())
    if (!files.has(name) || !(files.has(name + EXTENSION_OF.br) || files.has(name + EXTENSION_OF.gzip))) return next()
    res.vary('Accept-Encoding')
    const encoding = preferredEncoding(req.headers['accept-encoding'])
    if (!encoding || !files.has(name + EXTENSION_OF[encoding])) return next()
    res.type(path.extname(name))
    const headers = { 'Content-Encoding': encoding, 'Cache-Control': cacheControl }
    res.sendFile(name + EXTENSION_OF[encoding], { root: assetsDir, cacheControl: false, acceptRanges: false, headers }, (err) => err && next(err))
  }
}
