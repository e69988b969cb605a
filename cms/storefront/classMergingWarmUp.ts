import { readViteManifest } from './viteManifest'

/** The storefront's second entry (storefront/src/prepareClassMerging.ts), in Vite's manifest. */
const WARM_UP_ENTRY = 'src/prepareClassMerging.ts'

/**
 * Puts the class merger's warm-up into a server-rendered page, right after the app's own module
 * script, as an async module script: it runs as soon as its small chunk has arrived, while the
 * app's entry still downloads, instead of just before hydration (issue 30). Left out when the
 * build has no manifest or no such entry (the app then warms up on its own, main.tsx).
 */
export function withClassMergingWarmUp(template: string, storefrontDist: string): string {
  const file = readViteManifest(storefrontDist)?.[WARM_UP_ENTRY]?.file
  if (!file) return template
  const tag = `<script type="module" async crossorigin src="/${file}"></script>`
  return template.replace(/<script type="module"[^>]*><\/script>/, (entry) => `${entry}${tag}`)
}
