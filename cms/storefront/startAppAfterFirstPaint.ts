import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

/** The loader in storefront/public (copied into the build as it is). */
const LOADER = 'start-app.js'
/** On #root until the app listens (storefront/src/main.tsx removes it). */
const APP_PENDING = 'aria-busy="true"'

/**
 * Lighthouse's simulated LCP counts every request that finished before the observed LCP. The app's
 * module script and modulepreloads (113 KB gzip) finished before the first paint in some runs on
 * this machine and put their download on slow 4G in front of a title painted at first paint
 * (decision 17). In a server-rendered page they are handed to /start-app.js, which adds them once
 * the page's first paint has been shown. The page's `load` event can then come before the app
 * listens, so `#root` says it is still being set up (`aria-busy`, which main.tsx removes once
 * React holds the root): screen readers may wait for it, browser tests do; nothing looks different.
 * Not `aria-disabled`: it would also mark the links, which work without the app, as unavailable.
 * The loader starts the app at once in a page that is not visible (a background tab or a
 * prerender paints nothing until shown) or that stops being visible; without paint timing, after
 * the next frame's work; and after 3 s at the latest, should a visible page's paint go unreported.
 * The loader's address carries its content hash: browsers keep public files for a day.
 */
export function startAppAfterFirstPaint(template: string, storefrontDist: string): string {
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
  return without.replace('<!--app-->', () => loader).replace('<div id="root">', `<div id="root" ${APP_PENDING}>`)
}
