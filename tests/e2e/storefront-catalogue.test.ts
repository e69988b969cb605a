/**
 * A long catalogue: the server renders the first dozen cards into the page, the browser adds the
 * rest a dozen at a time after hydrating, so every product ends up on home and shop.
 */
import type { Browser } from 'playwright-core'

import { setUpAdmin } from '../support/accounts'
import { launchBrowser, PHONE } from '../support/browser'
import { productImage } from '../support/images'
import { startShop, type Shop } from '../support/shopProcess'
import { openPage, productCard } from './storefront-support'

const PRODUCTS = 30

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

  it('renders the first dozen cards on the server, then every product in the browser', async () => {
    for (const path of ['/', '/shop']) {
      const html = await (await fetch(`${shop.url}${path}`)).text()
      expect(html.match(/<article /g)).toHaveLength(12)
      expect(html).toContain('Catalogue item 12<')
      expect(html).not.toContain('Catalogue item 13<')

      const { context, page } = await openPage(browser, shop.url, PHONE)
      try {
        await page.goto(path)
        await productCard(page, `Catalogue item ${PRODUCTS}`).waitFor()
        expect(await page.getByRole('article').count()).toBe(PRODUCTS)
        // Cards keep their order as they arrive.
        const names = await page.getByRole('article').getByRole('heading').allTextContents()
        expect(names).toEqual(Array.from({ length: PRODUCTS }, (_, i) => `Catalogue item ${i + 1}`))
      } finally {
        await context.close()
      }
    }
  })
})
