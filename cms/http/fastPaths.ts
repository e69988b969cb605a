import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib'
import type { Payload } from 'payload'

import { canonicalPagePath, storefrontPage } from '@shared/routes'
import { catalog } from '../catalog/catalog'
import type { CatalogSnapshot } from '../catalog/productCache'
import { shopUrl } from '../mail/shopUrl'
import { productHeadTags, withHeadTags } from '../storefront/productHead'
import { logRequest } from './requestLog'
import { securityHeaderList, type SecurityHeaderOptions, setSecurityHeaders } from './securityHeaders'

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
  if (entry.identity.length < 1024 || !acceptEncoding) return { body: entry.identity, encoding: null }
  if (/\bbr\b/.test(acceptEncoding)) {
    entry.br ??= brotliCompressSync(entry.identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } })
    return { body: entry.br, encoding: 'br' }
  }
  if (/\bgzip\b/.test(acceptEncoding)) {
    entry.gzip ??= gzipSync(entry.identity)
    return { body: entry.gzip, encoding: 'gzip' }
  }
  return { body: entry.identity, encoding: null }
}

/**
 * The answers every shopper's first visit needs, served before Express: the product list (from
 * the in-memory catalogue) and the storefront's pages (server-rendered for signed-out visitors of
 * the public pages, else the app shell). Measured on this 2-core machine,
 * Express 5 alone costs ~0.12 ms per request (6.7k req/s for a one-route app against 42k for bare
 * node); these two paths skip it so a post going viral does not queue behind the router. Same
 * headers, logging, ETag and compression rules as the Express side; everything else goes to Express.
 */
export function createFastPaths({
  payload,
  headers,
  shell,
  prerendered,
  accountReadBody,
}: {
  payload: Payload
  headers: SecurityHeaderOptions
  /** Signed-in reads answered from memory (cms/http/accountReadPath.ts): the body, or null for Express. */
  accountReadBody: (req: IncomingMessage, path: string) => Promise<Buffer | null>
  shell: Buffer | null
  /** Server-rendered public pages for signed-out visitors (storefront/prerender.ts). */
  prerendered: ((pathname: string) => Promise<Buffer | null>) | null
}) {
  const logger = payload.logger
  const shellEncoded = shell ? encodings(shell) : null
  const sessionCookie = `${payload.config.cookiePrefix}-token=`
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

  return async function fastPath(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false
    const url = req.url ?? '/'
    const query = url.indexOf('?')
    const path = query === -1 ? url : url.slice(0, query)
    if (path.startsWith('/api/') && !path.startsWith('/api/products')) return answerAccountRead(req, res, path)
    const isProducts = path === '/api/products' || path === '/api/products/'
    const storefront = !isProducts && shellEncoded ? storefrontPage(path) : null
    const canonical = !isProducts && shellEncoded && !storefront ? canonicalPagePath(path) : null
    if (!isProducts && !storefront && !canonical) return false

    const id = randomUUID()
    logRequest(logger, req, res, id)
    res.setHeader('X-Request-Id', id)
    setSecurityHeaders(res, path, headers)
    if (canonical) {
      // /Shop is /shop: one address per page (the browser's router ignores case, the server did not).
      res.statusCode = 301
      res.setHeader('Location', canonical + (query === -1 ? '' : url.slice(query)))
      res.setHeader('Cache-Control', 'no-cache')
      res.end()
      return true
    }
    let snapshot: CatalogSnapshot | null = null
    let page: Buffer | null = null
    let status = 200
    try {
      if (isProducts) snapshot = await catalog(payload)
      else {
        const products = storefront?.kind === 'product' ? await catalog(payload) : null
        const product = products && storefront?.kind === 'product' ? products.byId.get(storefront.id) : null
        // No such product (hidden, deleted, never was): "This item is no longer available", with a 404 for crawlers.
        if (product === undefined) status = 404
        // Signed-in visitors get the plain shell: their pages show their own account and cart.
        if (prerendered && !req.headers.cookie?.includes(sessionCookie)) page = await prerendered(path)
        if (!page && product && products) page = productShell(products, productHeadTags(product, shopUrl.get()), product.id)
      }
    } catch (err) {
      logger.error({ msg: 'unexpected error', id, path, err })
      res.statusCode = 500
      res.setHeader('Content-Type', 'application/json; charset=utf-8')
      res.end(JSON.stringify({ message: 'Something went wrong on our side. Please try again.', requestId: id }))
      return true
    }
    res.setHeader('Cache-Control', 'no-cache')
    res.setHeader('Vary', 'Accept-Encoding')

    let entry: Encoded
    if (snapshot) {
      res.setHeader('ETag', snapshot.etag)
      if (req.headers['if-none-match'] === snapshot.etag) {
        res.statusCode = 304
        res.end()
        return true
      }
      res.setHeader('Content-Type', 'application/json; charset=utf-8')
      entry = encodings(snapshot.body)
    } else {
      res.setHeader('Content-Type', 'text/html; charset=utf-8')
      entry = page ? encodings(page) : shellEncoded!
    }
    const { body, encoding } = pick(entry, req.headers['accept-encoding'] as string | undefined)
    if (encoding) res.setHeader('Content-Encoding', encoding)
    res.setHeader('Content-Length', body.length)
    res.statusCode = status
    res.end(req.method === 'HEAD' ? undefined : body)
    return true
  }

  /** Same headers as the Express routers send (no-store: personal data), compressed like them, written at once. */
  async function answerAccountRead(req: IncomingMessage, res: ServerResponse, path: string): Promise<boolean> {
    let json: Buffer | null
    try {
      json = await accountReadBody(req, path)
    } catch (err) {
      logger.warn({ msg: 'signed-in read cache unavailable', path, err })
      return false
    }
    if (!json) return false
    const id = randomUUID()
    logRequest(logger, req, res, id)
    const { body, encoding } = pick(encodings(json), req.headers['accept-encoding'] as string | undefined)
    const head = [
      'X-Request-Id', id,
      ...securityHeaderList(path, headers),
      'Cache-Control', 'no-store',
      'Vary', 'Accept-Encoding',
      'Content-Type', 'application/json; charset=utf-8',
      ...(encoding ? ['Content-Encoding', encoding] : []),
      'Content-Length', String(body.length),
    ]
    res.writeHead(200, head)
    res.end(req.method === 'HEAD' ? undefined : body)
    return true
  }
}
