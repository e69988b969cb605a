/**
 * Site texts and product names are stored exactly as typed. `$'`, `` $` ``, `$&`, `$$` and `$1`
 * are replacement patterns for String.replace: placed into the server-rendered page that way, they
 * used to break its embedded data, so the page never hydrated and Add to Cart did nothing.
 */
import type { Browser } from 'playwright-core'

import { setUpAdmin } from '../support/accounts'
import { DESKTOP, launchBrowser } from '../support/browser'
import { productImage } from '../support/images'
import { startShop, type Shop } from '../support/shopProcess'
import { addToCart, badgeCount, inPage, openPage } from './storefront-support'

const PATTERNS = "$' $` $& $$ $1 $<name> $"

describe('texts with $ replacement patterns', () => {
  let shop: Shop
  let browser: Browser
  let browserReady: Promise<Browser> | undefined
  const productName = `Tee ${PATTERNS}`
  const subtitle = `Every purchase ${PATTERNS} helps`

  beforeAll(async () => {
    browserReady = launchBrowser()
    ;[shop, browser] = await Promise.all([startShop(), browserReady])
    const admin = await setUpAdmin(shop.url)
    const image = await productImage(admin)
    const created = await admin.post('/api/products', { name: productName, description: `About ${PATTERNS}`, price: 20, image, sizes: [], sizeInventory: {} })
    if (created.status !== 201 && created.status !== 200) throw new Error(`product: ${created.status} ${created.text}`)
    const saved = await admin.put('/api/settings/text', { heroTitle: `Title ${PATTERNS}`, heroSubtitle: subtitle, heroButtonText: `Shop ${PATTERNS}` })
    if (saved.status !== 200) throw new Error(`text: ${saved.status} ${saved.text}`)
  })
  afterAll(async () => {
    await (await browserReady?.catch(() => undefined))?.close()
    await shop?.stop()
  })

  for (const path of ['/', '/shop']) {
    it(`${path} shows them as typed, hydrates, and Add to Cart works`, () =>
      inPage(openPage(browser, shop.url, DESKTOP), async (page) => {
        const errors: string[] = []
        page.on('pageerror', (err) => errors.push(err.message))
        await page.goto(path)
        if (path === '/') await page.getByText(subtitle, { exact: true }).waitFor()
        await page.getByRole('heading', { name: productName }).waitFor()
        // Hydrated: React has taken over the server's markup of the card's button.
        const button = page.getByRole('article', { name: productName }).getByRole('button', { name: 'Add to Cart' })
        await page.waitForFunction(
          (name) => {
            const card = [...document.querySelectorAll('article')].find((a) => a.getAttribute('aria-label') === name || a.textContent?.includes(name))
            const buttonEl = card?.querySelector('button')
            return Boolean(buttonEl && Object.keys(buttonEl).some((key) => key.startsWith('__reactProps')))
          },
          productName,
          { timeout: 15_000 },
        )
        await button.waitFor()
        await addToCart(page, productName)
        expect(await badgeCount(page)).toBe(1)
        expect(errors).toEqual([])
      }))
  }
})
