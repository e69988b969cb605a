import express, { type Express, type Request, type Response } from 'express'
import fs from 'node:fs'
import path from 'node:path'

import { isStorefrontRoute } from '@shared/routes'

const storefrontDir = path.resolve(process.cwd(), 'storefront')
const distDir = path.join(storefrontDir, 'dist')

const ONE_YEAR = 'public, max-age=31536000, immutable'

/** The built app shell (index.html), or null when the storefront is not built. */
export function readShell(): Buffer | null {
  const indexFile = path.join(distDir, 'index.html')
  return fs.existsSync(indexFile) ? fs.readFileSync(indexFile) : null
}

/**
 * The shoppers' React app. Production: the Vite build, hashed assets cached for a year, the app
 * shell for every page path (200 for known routes, 404 otherwise). Development: Vite's dev server
 * as middleware, with hot reload.
 */
export async function serveStorefront(app: Express, { dev }: { dev: boolean }): Promise<() => Promise<void>> {
  if (dev) return serveWithVite(app)

  const shell = readShell()
  if (!shell) throw new Error('The storefront is not built: run `npm run build` (npm start does this by itself).')

  app.use(
    '/assets',
    express.static(path.join(distDir, 'assets'), {
      index: false,
      fallthrough: false,
      setHeaders: (res) => res.setHeader('Cache-Control', ONE_YEAR),
    }),
  )
  // Page paths (no file extension) get the app shell straight from memory, without a disk lookup.
  app.get('/{*splat}', (req, res, next) => (looksLikeFile(req.path) ? next() : sendShell(req, res, shell)))
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
