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

/** Lighthouse's mobile performance score (0–1) for a page, offline, in Debian's Chromium. */
export async function lighthousePerformance(url: string): Promise<{ score: number; fcpMs: number; lcpMs: number; tbtMs: number; cls: number }> {
  const chrome = await launchLighthouseChrome()
  try {
    const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error', output: 'json' })
    const lhr = result!.lhr
    const score = lhr.categories.performance.score
    // A run Lighthouse could not finish (e.g. a trace it failed to read) is an error, not a zero.
    if (lhr.runtimeError || score === null) {
      throw new Error(`Lighthouse could not measure ${url}: ${lhr.runtimeError?.code ?? 'no score'} ${lhr.runtimeError?.message ?? ''}`.trim())
    }
    return {
      score,
      fcpMs: Math.round(lhr.audits['first-contentful-paint'].numericValue ?? 0),
      lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue ?? 0),
      tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue ?? 0),
      cls: Math.round((lhr.audits['cumulative-layout-shift'].numericValue ?? 0) * 1000) / 1000,
    }
  } finally {
    await chrome.kill()
  }
}
