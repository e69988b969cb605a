import fs from 'node:fs'
import path from 'node:path'

type ManifestChunk = { file: string; imports?: string[] }
type Manifest = Record<string, ManifestChunk>

/**
 * The lazy route module of each server-rendered page that has one (storefront/src/app/router.tsx;
 * `/` and `/shop` ship in the entry chunk). Product pages are keyed 'product'.
 */
export const PRERENDERED_ROUTE_MODULES: Record<string, string> = {
  product: 'src/app/routes/ProductRoute.tsx',
  '/cart': 'src/app/routes/CartRoute.tsx',
  '/checkout': 'src/app/routes/CheckoutRoute.tsx',
  '/about': 'src/app/routes/AboutRoute.tsx',
  '/contact': 'src/app/routes/ContactRoute.tsx',
}

/**
 * `<link rel="modulepreload">` for a server-rendered page's own route chunk and the chunks it
 * imports that the page does not preload already (Vite's manifest, storefront/dist/.vite). Without
 * them the browser asks for that chunk only once the app runs and reaches the lazy route, and
 * React cannot answer a tap inside it until it arrives: on a slow phone one more round trip
 * (150 ms and more) after the app has started (issue 30).
 */
export function routePreloads(storefrontDist: string): (routeKey: string, inPage: string) => string {
  let manifest: Manifest | null = null
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(storefrontDist, '.vite/manifest.json'), 'utf8')) as Manifest
  } catch {
    // not built with its manifest: pages keep the entry's preloads only
  }
  const cache = new Map<string, string>()
  return (routeKey, inPage) => {
    const source = PRERENDERED_ROUTE_MODULES[routeKey]
    if (!manifest || !source || !manifest[source]) return ''
    let tags = cache.get(routeKey)
    if (tags === undefined) {
      const files: string[] = []
      const visit = (key: string) => {
        const chunk = manifest![key]
        const href = chunk && `/${chunk.file}`
        if (!chunk || key === 'index.html' || files.includes(href) || inPage.includes(`"${href}"`)) return
        files.push(href)
        for (const next of chunk.imports ?? []) visit(next)
      }
      visit(source)
      tags = files.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`).join('')
      cache.set(routeKey, tags)
    }
    return tags
  }
}
