import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

/** The loader in storefront/public (copied into the build as it is). */
const LOADER = 'start-app.js'

/**
 * Lighthouse's simulated LCP counts every request that finished before the observed LCP. The app's
 * module script and modulepreloads (113 KB gzip), fetched by the preload scanner while the HTML
 * was still arriving, finished before the first paint in about half the runs on this machine and
 * put their download on slow 4G in front of a title painted at first paint (decision 17). In a
 * server-rendered page they are handed to /start-app.js, which adds them once the HTML is parsed:
 * added before the page's `load` event, they hold it, so React still hydrates before `load`.
 * The loader's address carries its content hash: browsers keep public files for a day.
 */
export function startAppAfterParsing(template: string, storefrontDist: string): string {
  let loaderSource: Buffer
  try {
    loaderSource = fs.readFileSync(path.join(storefrontDist, LOADER))
  } catch {
    return template // not built: the page keeps its own script tags
  }
  const preloads: string[] = []
  let entry: string | null = null
  const without = template
    .replace(/\s*<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*>/g, (_, href: string) => {
      preloads.push(href)
      return ''
    })
    .replace(/<script type="module"[^>]*src="([^"]+)"[^>]*><\/script>/, (_, src: string) => {
      entry = src
      return '<!--app-->'
    })
  if (!entry) return template
  const version = createHash('sha256').update(loaderSource).digest('hex').slice(0, 10)
  const loader = `<script type="module" src="/${LOADER}?v=${version}" data-entry="${entry}" data-preload="${preloads.join(' ')}"></script>`
  return without.replace('<!--app-->', () => loader)
}
