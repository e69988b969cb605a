import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Payload } from 'payload'

import { type PaymentConfig, PRERENDER_STATE_ID, type PrerenderData } from '@shared/api'
import { storefrontPage } from '@shared/routes'
import { catalog } from '../catalog/catalog'
import { contentVersion } from '../catalog/contentVersion'
import { shopUrl } from '../mail/shopUrl'
import { aboutSettings, footerSettings, textSettings } from '@shared/settingsRules'
import { readHeroImage, readImpactSettings, readSettingsGroup } from '../settings/readSettings'
import { withClassMergingWarmUp } from './classMergingWarmUp'
import { earlyInputScript, holdEarlyInput } from './holdEarlyInput'
import { inlineStylesheet } from './inlineStylesheet'
import { productHeadTags, withHeadTags } from './productHead'
import { routePreloads } from './routePreloads'

/**
 * Public pages a signed-out visitor gets fully rendered (the ones people arrive on from links),
 * every product's own page (/products/{id}, with its link-preview tags), and the cart and checkout
 * as their layout with the cart loading (a guest's cart is in the browser's localStorage).
 */
const PRERENDERED_PATHS = new Set(['/', '/shop', '/about', '/contact', '/cart', '/checkout'])

function isPrerendered(pathname: string): boolean {
  return PRERENDERED_PATHS.has(pathname) || (/^\/products\/[^/]+$/.test(pathname) && storefrontPage(pathname)?.kind === 'product')
}

/**
 * Where every product page the catalogue does not have (hidden, deleted, never existed) is rendered
 * and kept, once: "This item is no longer available" reads the same for every id, and made-up
 * ids cannot fill the cache.
 */
const UNAVAILABLE_PRODUCT_PATH = '/products/00000000-0000-0000-0000-000000000000'

/** Rendered pages are kept this long; a change made in this process drops them at once. */
const LIFETIME_MS = 1000

type Render = (url: string, data: PrerenderData) => Promise<{ html: string; state: string } | null>
type Entry = { page: Buffer; version: number; expiresAt: number }

const entryModule = path.resolve(process.cwd(), 'storefront/dist-server/entry-server.js')
const storefrontDist = path.resolve(process.cwd(), 'storefront/dist')

/**
 * Server-rendered HTML of the public pages for signed-out visitors: the React app rendered with
 * the same data the browser would fetch (products, site texts), placed in the built app shell
 * with that data as JSON, so the browser shows the page before its JavaScript runs and hydrates
 * without fetching again. Pages are cached and rebuilt when their content changes (`keep: false`,
 * FAST_PATHS=off: rendered for every request).
 */
export function createPrerenderer(payload: Payload, shell: Buffer, paymentConfig: PaymentConfig, { keep = true }: { keep?: boolean } = {}) {
  const template = holdEarlyInput(withClassMergingWarmUp(inlineStylesheet(shell.toString('utf8'), storefrontDist), storefrontDist), earlyInputScript(storefrontDist))
  const preloadsFor = routePreloads(storefrontDist)
  let render: Promise<Render> | null = null
  const cache = new Map<string, Entry>()
  const building = new Map<string, Promise<Buffer | null>>()

  async function build(pathname: string, version: number): Promise<Buffer | null> {
    render ??= import(pathToFileURL(entryModule).href).then((module: { render: Render }) => module.render)
    const [{ products }, text, heroImage, impact, footer, about] = await Promise.all([
      catalog(payload),
      readSettingsGroup(payload, textSettings),
      readHeroImage(payload),
      readImpactSettings(payload),
      readSettingsGroup(payload, footerSettings),
      readSettingsGroup(payload, aboutSettings),
    ])
    const page = storefrontPage(pathname)
    const product = page?.kind === 'product' ? products.find((p) => p.id === page.id) : null
    // A product the catalogue lost since it was asked for: the unavailable page is built under its own path.
    if (product === undefined && pathname !== UNAVAILABLE_PRODUCT_PATH) return null
    const rendered = await (await render)(`http://shop${pathname}`, { paymentConfig, products, text, heroImage, impact, footer, about })
    if (!rendered) return null
    const head = product ? productHeadTags(product, shopUrl.get()) : ''
    const preloads = preloadsFor(product ? 'product' : pathname, template)
    const shell = preloads ? template.replace('</head>', () => `${preloads}</head>`) : template
    const html = Buffer.from(fillShell(shell, rendered.html, rendered.state, head))
    if (version === contentVersion.current()) cache.set(pathname, { page: html, version, expiresAt: Date.now() + LIFETIME_MS })
    return html
  }

  /** The page's HTML, or null when it is not prerendered (the plain app shell serves then). */
  return async function prerenderedPage(requested: string): Promise<Buffer | null> {
    if (!isPrerendered(requested)) return null
    const page = storefrontPage(requested)
    const pathname = page?.kind === 'product' && !(await catalog(payload)).byId.has(page.id) ? UNAVAILABLE_PRODUCT_PATH : requested
    const version = contentVersion.current()
    const cached = cache.get(pathname)
    if (keep && cached && cached.version === version && cached.expiresAt > Date.now()) return cached.page
    const key = `${pathname}@${version}`
    let pending = building.get(key)
    if (!pending) {
      pending = build(pathname, version).finally(() => building.delete(key))
      building.set(key, pending)
    }
    return pending
  }
}

/**
 * Puts the rendered app into the shell: React's hoisted head elements (title, image preloads)
 * into <head>, the markup into #root, the query cache as inert JSON after it. The shell's
 * preloads of /api data are dropped (the page carries that data already).
 */
export function fillShell(template: string, html: string, state: string, headTags = ''): string {
  const hoisted = /^(?:<(?:title|meta|link)\b[^>]*>(?:[^<]*<\/title>)?)*/.exec(html)![0]
  const body = html.slice(hoisted.length)
  const safeState = state.replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029')
  const shell = headTags ? withHeadTags(template, headTags) : template
  // Site texts and product names may contain `$&`, `$'` and the like: they are inserted by
  // functions, never as replacement strings, where String.replace would expand them.
  return shell
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(/\s*<link rel="preload" href="\/api\/[^"]*" as="fetch"[^>]*>/g, '')
    .replace('</head>', () => `${hoisted}</head>`)
    .replace(
      /<div id="root"([^>]*)><\/div>/,
      (_, attributes: string) => `<div id="root"${attributes}>${body}</div><script type="application/json" id="${PRERENDER_STATE_ID}">${safeState}</script>`,
    )
}
