import express, { type Express, type Request, type Response } from 'express'
import fs from 'node:fs'
import path from 'node:path'

import { isStorefrontRoute } from '@shared/routes'
import { expressRead, type ReadRoute, sendAnswer } from '../http/readRoutes'
import { precompressedAssets } from './precompressedAssets'

const storefrontDir = path.resolve(process.cwd(), 'storefront')
const distDir = path.join(storefrontDir, 'dist')

const ONE_YEAR = 'public, max-age=31536000, immutable'

/** The built app shell (index.html), or null when the storefront is not built. */
export function readShell(): Buffer | null {
  const indexFile = path.join(distDir, 'index.html')
  return fs.existsSync(indexFile) ? fs.readFileSync(indexFile) : null
}

/**
 * The shoppers' React app. Production: the Vite build, hashed assets cached for a year, every page
 * as the page route answers it (cms/http/readRoutes.ts: server-rendered, the app shell, a product's
 * head tags, 404 for a product not for sale, 301 to a page's one spelling), the app shell with 404
 * for any other page path. Development: Vite's dev server as middleware, with hot reload.
 */
export async function serveStorefront(app: Express, { dev, page }: { dev: boolean; page: ReadRoute | null }): Promise<() => Promise<void>> {
  if (dev) return serveWithVite(app)

  const shell = readShell()
  if (!shell || !page) throw new Error('The storefront is not built: run `npm run build` (npm start does this by itself).')

  app.use('/assets', precompressedAssets(path.join(distDir, 'assets'), ONE_YEAR))
  app.use(
    '/assets',
    express.static(path.join(distDir, 'assets'), {
      index: false,
      fallthrough: false,
      setHeaders: (res) => res.setHeader('Cache-Control', ONE_YEAR),
    }),
  )
  // Page paths (no file extension) are answered from memory, without a disk lookup.
  const answerPage = expressRead(page)
  app.get('/{*splat}', (req, res, next) => {
    if (looksLikeFile(req.path)) return next()
    if (page.matches(req.path)) return answerPage(req, res, next)
    sendAnswer(req, res, { status: 404, type: 'html', cache: 'no-cache', body: shell })
  })
  app.use(
    express.static(distDir, {
      index: false,
      setHeaders: (res) => res.setHeader('Cache-Control', 'public, max-age=86400'),
    }),
  )
  return async () => {}
}

function looksLikeFile(pathname: string): boolean {
  return /\.[A-Za-z0-9]+$/.test(pathname.slice(pathname.lastIndexOf('/') + 1))
}

function sendShell(req: Request, res: Response, html: string | Buffer): void {
  res.status(isStorefrontRoute(req.path) ? 200 : 404)
  res.setHeader('Cache-Control', 'no-cache')
  res.setHeader('Content-Type', 'text/html; charset=utf-8')
  res.end(html)
}

async function serveWithVite(app: Express): Promise<() => Promise<void>> {
  const { createServer } = await import('vite')
  const vite = await createServer({
    root: storefrontDir,
    configFile: path.join(storefrontDir, 'vite.config.ts'),
    server: { middlewareMode: true },
    appType: 'custom',
  })
  app.use(vite.middlewares)
  app.get('/{*splat}', async (req, res, next) => {
    try {
      const template = fs.readFileSync(path.join(storefrontDir, 'index.html'), 'utf8')
      sendShell(req, res, await vite.transformIndexHtml(req.originalUrl, template))
    } catch (err) {
      next(err)
    }
  })
  return () => vite.close()
}
