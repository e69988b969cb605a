import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

/** Debian's Chromium as Lighthouse runs it; with `guestCart` (the guest cart's JSON), the shop at `url` holds that cart first. */
export async function launchLighthouseChrome(url?: string, guestCart?: string | null): Promise<chromeLauncher.LaunchedChrome> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  })
  if (url && guestCart) {
    const { default: puppeteer } = await import('puppeteer-core')
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` })
    const page = await browser.newPage()
    await page.goto(new URL('/favicon.svg', url).href)
    await page.evaluate((raw) => localStorage.setItem('guest_cart', raw), guestCart)
    await page.close()
    await browser.disconnect()
  }
  return chrome
}

export type LighthouseResult = { score: number; fcpMs: number; lcpMs: number; siMs: number; tbtMs: number; cls: number }

/**
 * Lighthouse's mobile performance score (0–1) for a page, offline, in Debian's Chromium. With
 * `guestCart`, the page is measured as a shopper with that cart sees it: Lighthouse otherwise
 * clears the site's storage first, and `/cart` and `/checkout` would be measured empty.
 */
export async function lighthousePerformance(url: string, { guestCart = null }: { guestCart?: string | null } = {}): Promise<LighthouseResult> {
  const chrome = await launchLighthouseChrome(url, guestCart)
  try {
    const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error', output: 'json', disableStorageReset: Boolean(guestCart) })
    const lhr = result!.lhr
    const score = lhr.categories.performance.score
    // A run Lighthouse could not finish (e.g. a trace it failed to read) is an error, not a zero.
    if (lhr.runtimeError || score === null) {
      throw new Error(`Lighthouse could not measure ${url}: ${lhr.runtimeError?.code ?? 'no score'} ${lhr.runtimeError?.message ?? ''}`.trim())
    }
    const ms = (audit: string) => Math.round(lhr.audits[audit].numericValue ?? 0)
    return {
      score,
      fcpMs: ms('first-contentful-paint'),
      lcpMs: ms('largest-contentful-paint'),
      siMs: ms('speed-index'),
      tbtMs: ms('total-blocking-time'),
      cls: Math.round((lhr.audits['cumulative-layout-shift'].numericValue ?? 0) * 1000) / 1000,
    }
  } finally {
    await chrome.kill()
  }
}

/** The guest cart (its localStorage JSON) holding one unit of a product: what `/cart` and `/checkout` are measured with. */
export function oneItemGuestCart(product: { id: string; sizes: string[] }): string {
  return JSON.stringify([{ productId: product.id, quantity: 1, size: product.sizes[0] ?? null }])
}
