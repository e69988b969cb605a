import type { RequestHandler } from 'express'
import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib'
import type { Payload } from 'payload'

import { canonicalPagePath, storefrontPage } from '@shared/routes'
import { catalog } from '../catalog/catalog'
import type { CatalogSnapshot } from '../catalog/productCache'
import { shopUrl } from '../mail/shopUrl'
import { productHeadTags, withHeadTags } from '../storefront/productHead'
import { adminOrdersShell } from '../storefront/routePreloads'
import { preferredEncoding } from './preferredEncoding'

/**
 * The reads every visit makes, in one table that both ways of answering read
 * (docs/decisions/0030-one-home-for-the-fast-paths.md):
 * - `catalogue`: GET /api/products, the shop's products as JSON with an ETag;
 * - `page`: a storefront page (server-rendered for signed-out visitors of the public pages, the app
 *   shell otherwise, 404 for a product that is not for sale, 301 to a page's one spelling);
 * - `signedIn`: GET /api/auth/user, /api/cart and /api/account/orders when memory knows the answer
 *   (cms/http/accountReadPath.ts); else null, and the routers of cms/api read the database.
 * cms/http/fastPaths.ts answers them before Express; Express mounts the same routes
 * (cms/api/products.ts, cms/storefront/serveStorefront.ts), and every answer, the routers' signed-in
 * reads included, is written by `sendAnswer`: the same status, headers, ETag and compressed bytes.
 */
export type ReadAnswer =
  | {
      status: number
      type: 'json' | 'html'
      /** `no-cache`: public, revalidated every time; `no-store`: personal data. */
      cache: 'no-cache' | 'no-store'
      body: Buffer
      /** Sent, and compared with If-None-Match (304). */
      etag?: string
    }
  | { status: 301; location: string }

export type ReadRoute = {
  /** Whether this route answers the request's path (query left out). */
  matches: (path: string) => boolean
  /**
   * The answer, or null when this route leaves the request to Express's routers. May throw: the
   * fast path then leaves the request to Express, which answers the error the one way it does.
   */
  answer: (req: IncomingMessage, path: string) => Promise<ReadAnswer | null>
}

export type ReadRoutes = { catalogue: ReadRoute; page: ReadRoute | null; signedIn: ReadRoute }

export function createReadRoutes({
  payload,
  shell,
  prerendered,
  accountReadBody,
}: {
  payload: Payload
  /** The built app shell (production), or null: then no page route (Vite serves pages in development). */
  shell: Buffer | null
  /** Server-rendered public pages for signed-out visitors (cms/storefront/prerender.ts). */
  prerendered: ((pathname: string) => Promise<Buffer | null>) | null
  /** Signed-in reads answered from memory (cms/http/accountReadPath.ts): the body, or null. */
  accountReadBody: (req: IncomingMessage, path: string) => Promise<Buffer | null>
}): ReadRoutes {
  const sessionCookie = `${payload.config.cookiePrefix}-token=`

  const catalogue: ReadRoute = {
    matches: (path) => path === '/api/products' || path === '/api/products/',
    async answer() {
      const snapshot = await catalog(payload)
      return { status: 200, type: 'json', cache: 'no-cache', body: snapshot.body, etag: snapshot.etag }
    },
  }

  const signedIn: ReadRoute = {
    matches: (path) => path.startsWith('/api/') && !catalogue.matches(path),
    async answer(req, path) {
      const body = await accountReadBody(req, path)
      return body ? jsonAnswer(body, 'no-store') : null
    },
  }

  // Signed-in visitors' product pages: the shell with the product's head tags, per product and
  // catalogue snapshot (a rebuilt snapshot brings in another process's changes; a version would not).
  const productShells = new Map<string, Buffer>()
  let productShellsSource: CatalogSnapshot | null = null
  function productShell(source: CatalogSnapshot, productHead: string, key: string): Buffer {
    if (productShellsSource !== source) {
      productShells.clear()
      productShellsSource = source
    }
    let page = productShells.get(key)
    if (!page) {
      page = Buffer.from(withHeadTags(shell!.toString('utf8'), productHead))
      productShells.set(key, page)
    }
    return page
  }

  const adminOrdersPage = shell && Buffer.from(adminOrdersShell(shell.toString('utf8'), path.resolve(process.cwd(), 'storefront/dist')))

  const page: ReadRoute | null = shell && {
    matches: (path) => storefrontPage(path) !== null || canonicalPagePath(path) !== null,
    async answer(req, path) {
      const canonical = canonicalPagePath(path)
      if (canonical) {
        // /Shop is /shop: one address per page (the browser's router ignores case, the server did not).
        const url = req.url ?? ''
        const query = url.indexOf('?')
        return { status: 301, location: canonical + (query === -1 ? '' : url.slice(query)) }
      }
      const storefront = storefrontPage(path)
      const products = storefront?.kind === 'product' ? await catalog(payload) : null
      const product = products && storefront?.kind === 'product' ? products.byId.get(storefront.id) : null
      let body: Buffer | null = null
      // No such product (hidden, deleted, never was): "This item is no longer available", with a 404 for crawlers.
      // Signed-in visitors get the plain shell: their pages show their own account and cart.
      if (prerendered && !req.headers.cookie?.includes(sessionCookie)) body = await prerendered(path)
      if (!body && product && products) body = productShell(products, productHeadTags(product, shopUrl.get()), product.id)
      if (!body && adminOrdersPage && /^\/admin\/orders\/?$/.test(path)) body = adminOrdersPage
      return { status: product === undefined ? 404 : 200, type: 'html', cache: 'no-cache', body: body ?? shell }
    },
  }

  return { catalogue, page, signedIn }
}

/** A JSON answer of the /api routers. */
export function jsonAnswer(value: unknown, cache: 'no-cache' | 'no-store', status = 200): ReadAnswer {
  return { status, type: 'json', cache, body: Buffer.isBuffer(value) ? value : Buffer.from(JSON.stringify(value)) }
}

/**
 * Writes an answer, the one way both the fast path and Express do. `head`: headers to send
 * besides the answer's own (the fast path's request id and security headers; through Express
 * they are already set). Bodies of 1 KB and more go out compressed (Brotli when the browser takes
 * it, else gzip), each body compressed once; Express's compression middleware leaves an encoded
 * body alone and only adds the Vary header already here.
 */
export function sendAnswer(req: IncomingMessage, res: ServerResponse, answer: ReadAnswer, head: readonly string[] = []): void {
  if ('location' in answer) {
    res.writeHead(301, [...head, 'Location', answer.location, 'Cache-Control', 'no-cache'])
    res.end()
    return
  }
  const etag = answer.etag ? ['ETag', answer.etag] : []
  if (answer.etag && req.headers['if-none-match'] === answer.etag) {
    res.writeHead(304, [...head, 'Cache-Control', answer.cache, 'Vary', 'Accept-Encoding', ...etag])
    res.end()
    return
  }
  const { body, encoding } = pick(encodings(answer.body), req.headers['accept-encoding'])
  res.writeHead(answer.status, [
    ...head,
    'Cache-Control', answer.cache,
    'Vary', 'Accept-Encoding',
    ...etag,
    'Content-Type', answer.type === 'json' ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8',
    ...(encoding ? ['Content-Encoding', encoding] : []),
    'Content-Length', String(body.length),
  ])
  res.end(req.method === 'HEAD' ? undefined : body)
}

/** A route of the table as an Express handler: its answer through `sendAnswer`, or the next handler when it has none. */
export function expressRead(route: ReadRoute): RequestHandler {
  return async (req, res, next) => {
    const answer = await route.answer(req, req.path)
    if (answer) sendAnswer(req, res, answer)
    else next()
  }
}

/** A body in the encodings browsers ask for, compressed once. */
type Encoded = { identity: Buffer; gzip?: Buffer; br?: Buffer }

const compressed = new WeakMap<Buffer, Encoded>()

function encodings(body: Buffer): Encoded {
  let entry = compressed.get(body)
  if (!entry) {
    entry = { identity: body }
    compressed.set(body, entry)
  }
  return entry
}

function pick(entry: Encoded, acceptEncoding: string | undefined): { body: Buffer; encoding: 'br' | 'gzip' | null } {
  const encoding = entry.identity.length < 1024 ? null : preferredEncoding(acceptEncoding)
  if (encoding === 'br') {
    entry.br ??= brotliCompressSync(entry.identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } })
    return { body: entry.br, encoding: 'br' }
  }
  if (encoding === 'gzip') {
    entry.gzip ??= gzipSync(entry.identity)
    return { body: entry.gzip, encoding: 'gzip' }
  }
  return { body: entry.identity, encoding: null }
}
