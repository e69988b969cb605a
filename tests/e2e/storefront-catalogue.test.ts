/**
 * A long catalogue: the server renders the first cards into the page, the browser adds as many
 * again whenever the shopper nears the end of the list, so every product can be reached on
 * home and shop without a phone rendering all of them up front.
 */
import type { Browser } from 'playwright-core'

import { setUpAdmin } from '../support/accounts'
import { launchBrowser, PHONE } from '../support/browser'
import { productImage } from '../support/images'
import { startShop, type Shop } from '../support/shopProcess'
import { closePage, openPage, productCard } from './storefront-support'

const PRODUCTS = 30
/** Cards in the server-rendered page (FIRST_CARDS in storefront/src/features/products/lib/useCardsAsScrolled.ts). */
const FIRST_CARDS = 8

type IntersectionReports = { intersectionReports: boolean[] }

/** In the page, before its scripts: records whether each IntersectionObserver report saw its target near (the list's end watcher is the page's only observer). */
function recordIntersectionReports() {
  const reports: boolean[] = []
  ;(window as unknown as IntersectionReports).intersectionReports = reports
  const Native = window.IntersectionObserver
  window.IntersectionObserver = class extends Native {
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      super((entries, observer) => {
        reports.push(entries.some((entry) => entry.isIntersecting))
        callback(entries, observer)
      }, options)
    }
  }
}

describe('a long catalogue', () => {
  let shop: Shop
  let browser: Browser
  beforeAll(async () => {
    ;[shop, browser] = await Promise.all([startShop(), launchBrowser()])
    const admin = await setUpAdmin(shop.url)
    const image = await productImage(admin)
    for (let i = 1; i <= PRODUCTS; i += 1) {
      const res = await admin.post('/api/products', { name: `Catalogue item ${i}`, price: 10 + i, image })
      if (res.status !== 201) throw new Error(`product ${i}: ${res.status} ${res.text}`)
    }
  })
  afterAll(async () => {
    await browser?.close()
    await shop?.stop()
  })

  it('renders the first cards on the server, then more as the shopper scrolls, until every product is shown', async () => {
    for (const path of ['/', '/shop']) {
      const html = await (await fetch(`${shop.url}${path}`)).text()
      expect(html.match(/<article /g)).toHaveLength(FIRST_CARDS)
      expect(html).toContain(`Catalogue item ${FIRST_CARDS}<`)
      expect(html).not.toContain(`Catalogue item ${FIRST_CARDS + 1}<`)

      const { context, page } = await openPage(browser, shop.url, PHONE)
      try {
        await page.addInitScript(recordIntersectionReports)
        await page.goto(path)
        // Hydrated, not yet scrolled: the list's end is reported far from the viewport, so the phone
        // keeps only the first cards (waiting for that report, not for a fixed time).
        await page.waitForFunction(() => (window as unknown as IntersectionReports).intersectionReports.length > 0)
        expect(await page.evaluate(() => (window as unknown as IntersectionReports).intersectionReports)).not.toContain(true)
        expect(await page.getByRole('article').count()).toBe(FIRST_CARDS)

        // Each scroll to the end of the page brings the next batch.
        for (let shown = FIRST_CARDS; shown < PRODUCTS; shown = await page.getByRole('article').count()) {
          await page.mouse.wheel(0, await page.evaluate(() => document.documentElement.scrollHeight))
          await page.waitForFunction((before) => document.querySelectorAll('article').length > before, shown)
        }
        expect(await page.getByRole('article').count()).toBe(PRODUCTS)
        await productCard(page, `Catalogue item ${PRODUCTS}`).waitFor()
        // Cards keep their order as they arrive.
        const names = await page.getByRole('article').getByRole('heading').allTextContents()
        expect(names).toEqual(Array.from({ length: PRODUCTS }, (_, i) => `Catalogue item ${i + 1}`))
      } finally {
        await closePage({ context, page })
      }
    }
  })
  it('keeps a shopper who scrolled before the JavaScript ran where they are, and fills in the list they jumped past', async () => {
    const { context, page } = await openPage(browser, shop.url, PHONE)
    try {
      // Hold the app's code back until the shopper has scrolled the server-rendered page.
      let releaseScript = () => {}
      const scriptHeld = new Promise<void>((resolve) => (releaseScript = resolve))
      await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
        await scriptHeld
        await route.continue()
      })
      await page.goto('/', { waitUntil: 'commit' })
      await productCard(page, `Catalogue item ${FIRST_CARDS}`).waitFor()
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
      expect(await page.getByRole('article').count()).toBe(FIRST_CARDS)

      releaseScript()
      await productCard(page, `Catalogue item ${PRODUCTS}`).waitFor({ state: 'attached' })
      expect(await page.getByRole('article').count()).toBe(PRODUCTS)
      // Hydration did not jump back to the top: the footer the shopper scrolled to is still in view.
      const footer = await page.getByRole('contentinfo').boundingBox()
      expect(footer!.y).toBeLessThan(PHONE.height)
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
    } finally {
      await closePage({ context, page })
    }
  })
})
