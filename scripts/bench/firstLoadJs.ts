import { gzipSync } from 'node:zlib'

import { launchBrowser, newPage, PHONE } from '../../tests/support/browser'

export type FirstLoadJs = {
  /** Everything the page downloads and runs, in KB after gzip: the goal's yardstick (the server sends the build's Brotli copies, about 13 % fewer bytes). */
  kb: number
  files: number
  /** Until the app listens (#root loses aria-busy): the scripts asked for before, and the page's inline script. */
  untilListeningKb: number
  /** Asked for once the app listens: the toast's code, so the answer to a first tap shows at once (decision 35). */
  afterListeningKb: number
}

/** The JavaScript a phone downloads to show a page and answer its first tap. */
export async function firstLoadJsKb(baseUrl: string, path: string): Promise<FirstLoadJs> {
  const browser = await launchBrowser({ full: true })
  try {
    const { page } = await newPage(browser, baseUrl, PHONE)
    // The moment main.tsx takes the mark off #root, on the page's clock.
    await page.addInitScript(`new MutationObserver((records, observer) => {
      const root = document.getElementById('root')
      if (root && !root.hasAttribute('aria-busy') && root.firstChild) { window.__listening = performance.now(); observer.disconnect() }
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-busy'] })`)
    const scripts = new Set<string>()
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script' && response.url().startsWith(baseUrl)) scripts.add(response.url())
    })
    const html = await (await page.goto(path, { waitUntil: 'networkidle' }))!.text()
    const started = await page.evaluate(() => ({
      listening: (window as unknown as { __listening?: number }).__listening ?? Infinity,
      requests: performance.getEntriesByType('resource').map((entry) => [entry.name, entry.startTime] as const),
    }))
    const startedAt = new Map(started.requests)
    const gzipKb = (bytes: Buffer) => gzipSync(bytes).length / 1024
    let until = [...html.matchAll(/<script>([^<]*)<\/script>/g)].reduce((sum, [, inline]) => sum + gzipKb(Buffer.from(inline)), 0)
    let after = 0
    for (const url of scripts) {
      const kb = gzipKb(Buffer.from(await (await fetch(url)).arrayBuffer()))
      if ((startedAt.get(url) ?? 0) < started.listening) until += kb
      else after += kb
    }
    const round = (kb: number) => Math.round(kb * 10) / 10
    return { kb: round(until + after), files: scripts.size, untilListeningKb: round(until), afterListeningKb: round(after) }
  } finally {
    await browser.close()
  }
}
