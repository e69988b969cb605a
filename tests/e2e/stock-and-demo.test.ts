/**
 * Issue 10 in the browser: an admin screen opened before a sale and saved after it says so and
 * shows the stored counts instead of putting the sold unit back; a demo shop says it is one on
 * every page and marks its orders "Demo — not paid" where volunteers pack them.
 */
import type { Browser, Page } from 'playwright-core'

import { ApiClient } from '../support/apiClient'
import { setUpAdmin, signUpCustomer } from '../support/accounts'
import { a11yViolations } from '../support/axe'
import { DESKTOP, launchBrowser, PHONE, screenshot } from '../support/browser'
import { buyerOrderForm, buyInDemoMode, payInDemoMode } from '../support/checkout'
import { pngImage, productImage } from '../support/images'
import { startShop, type Shop } from '../support/shopProcess'
import { closeToast, expectToast, holdRequests, inPage, openPage, renderInBrowser, scrollWidth, signedInPage } from './storefront-support'

const BANNER = 'Demo shop — no payment is taken and nothing will be shipped'

describe('stock edits and demo mode in the browser', () => {
  let shop: Shop
  let browser: Browser
  let admin: ApiClient & { username: string }
  let image: string

  beforeAll(async () => {
    ;[shop, browser] = await Promise.all([startShop(), launchBrowser()])
    admin = await setUpAdmin(shop.url)
    image = await productImage(admin, await pngImage(600, 600, '#0e7490'))
  })
  afterAll(async () => {
    await browser?.close()
    await shop?.stop()
  })

  function asAdmin<T>(fn: (page: Page) => Promise<T>, viewport = DESKTOP): Promise<T> {
    return inPage(signedInPage(browser, shop.url, { username: admin.username }, viewport), fn)
  }

  async function tee(name: string) {
    const res = await admin.post('/api/products', { name, description: 'Soft cotton', price: '25', image, sizes: ['M', 'L'], sizeInventory: { M: 5, L: 3 } })
    expect(res.status).toBe(201)
    return res.body as { id: string }
  }

  async function stockOf(id: string) {
    return (await new ApiClient(shop.url).get('/api/products')).body.find((p: any) => p.id === id).sizeInventory
  }

  it('the inventory editor opened before a sale and saved after it: conflict toast, the changed count refreshed, the restock kept, nothing undone', async () => {
    const product = await tee('Harbour Tee')
    await asAdmin(async (page) => {
      await page.goto('/admin/products')
      const card = page.getByRole('article', { name: 'Harbour Tee' })
      await card.getByRole('button', { name: 'Update Inventory' }).click()
      expect(await card.getByLabel('Stock for size M').inputValue()).toBe('5')

      // A shopper buys an M while the editor is open; the volunteer counts M on the shelf (6) and restocks L.
      expect((await buyInDemoMode(shop.url, product.id, 'M')).status).toBe(201)
      await card.getByLabel('Stock for size M').fill('6')
      await card.getByLabel('Stock for size L').fill('10')
      await card.getByRole('button', { name: 'Save' }).click()
      await expectToast(page, 'Error updating inventory', /M is now 4; you started from 5/)
      await screenshot(page, 'stock-conflict-inventory-1280', { fullPage: false })
      // Checked once the toast has finished sliding in (a half-faded toast fails any contrast check).
      await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'))
      expect(['inventory conflict', await a11yViolations(page)]).toEqual(['inventory conflict', []])
      // The size the sale changed shows its stored count; the restock typed for L stays.
      expect(await card.getByLabel('Stock for size M').inputValue()).toBe('4')
      expect(await card.getByLabel('Stock for size L').inputValue()).toBe('10')
      expect(await stockOf(product.id)).toEqual({ M: 4, L: 3 })
      await closeToast(page)

      // From the refreshed counts, the volunteer's change saves.
      await card.getByLabel('Stock for size M').fill('6')
      await card.getByRole('button', { name: 'Save' }).click()
      await expectToast(page, 'Inventory updated', 'Stock for Harbour Tee has been saved.')
      await card.getByRole('button', { name: 'Update Inventory' }).waitFor()
      expect(await card.getByRole('definition').allTextContents()).toEqual(['6', '10'])
    })
    expect(await stockOf(product.id)).toEqual({ M: 6, L: 10 })
  })

  it('the product form opened before a sale: a typo fix keeps the sale; a changed count is refused with the stored counts shown', async () => {
    const product = await tee('Bay Tee')
    await asAdmin(async (page) => {
      await page.goto('/admin/products')
      const card = page.getByRole('article', { name: 'Bay Tee' })
      await card.getByRole('button', { name: 'Edit Product' }).click()
      const form = page.locator('form').filter({ has: page.getByLabel('Product Name *') })
      expect(await form.getByLabel('Stock for size M').inputValue()).toBe('5')

      expect((await buyInDemoMode(shop.url, product.id, 'M')).status).toBe(201)
      await form.getByLabel('Description').fill('Soft organic cotton')
      // While the save is on its way the text boxes are read-only: the form closes once it is saved,
      // and words typed meanwhile would look saved and be gone.
      const saving = await holdRequests(page, `**/api/products/${product.id}`, (route) => route.continue())
      await form.getByRole('button', { name: 'Update Product' }).click()
      await form.getByRole('button', { name: 'Saving...' }).waitFor()
      for (const label of ['Product Name *', 'Description', 'Stock for size M']) expect([label, await form.getByLabel(label).getAttribute('readonly')]).toEqual([label, ''])
      expect(await form.getByLabel('XL', { exact: true }).isDisabled()).toBe(true)
      saving.release()
      await expectToast(page, 'Product updated', 'Bay Tee has been saved.')
      await page.unroute(`**/api/products/${product.id}`)
      await closeToast(page)
      expect(await stockOf(product.id)).toEqual({ M: 4, L: 3 })

      await card.getByRole('button', { name: 'Edit Product' }).click()
      expect((await buyInDemoMode(shop.url, product.id, 'M')).status).toBe(201)
      await form.getByLabel('Stock for size M').fill('8')
      await form.getByRole('button', { name: 'Update Product' }).click()
      await expectToast(page, 'Error updating product', /M is now 3; you started from 4/)
      expect(await form.getByLabel('Stock for size M').inputValue()).toBe('3')
      await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'))
      expect(['product form conflict', await a11yViolations(page)]).toEqual(['product form conflict', []])
      expect(await stockOf(product.id)).toEqual({ M: 3, L: 3 })
    })
  })

  it('shows the demo banner on the home page (server-rendered and in the browser), at 375 and 1280 px', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      await inPage(openPage(browser, shop.url, viewport), async (page) => {
        const response = await page.goto('/')
        // The banner is in the server-rendered page, before any JavaScript runs.
        expect(await response!.text()).toContain(BANNER)
        const banner = page.getByRole('complementary', { name: 'Demo shop' })
        await banner.getByText(BANNER, { exact: true }).waitFor()
        await page.getByRole('heading', { name: 'Shop Our Collection' }).waitFor()
        expect([`home ${viewport.width}`, await a11yViolations(page)]).toEqual([`home ${viewport.width}`, []])
        if (viewport === PHONE) expect(await scrollWidth(page)).toBe(PHONE.width)
        await screenshot(page, `demo-banner-home-${viewport.width}`, { fullPage: false })
      })
    }
    // Every page, also those the browser renders itself.
    await inPage(openPage(browser, shop.url, PHONE), async (page) => {
      await renderInBrowser(page, shop.url)
      for (const path of ['/cart', '/about', '/admin/login']) {
        await page.goto(path)
        await page.getByText(BANNER, { exact: true }).waitFor()
        await page.getByRole('heading', { level: 1 }).first().waitFor()
        expect([`${path} with the banner`, await a11yViolations(page)]).toEqual([`${path} with the banner`, []])
      }
    })
  })

  it('marks demo orders "Demo — not paid" in /admin/orders and the account, at 375 and 1280 px', async () => {
    const product = await tee('Sunrise Tee')
    const customer = await signUpCustomer(shop.url)
    await customer.post('/api/cart', { productId: product.id, quantity: 1, size: 'L' })
    const { body: intent } = await customer.post('/api/checkout/payment-intent', { deliveryMethod: 'in-town' })
    await payInDemoMode(customer, intent)
    const order = (await customer.post('/api/orders', buyerOrderForm(intent))).body
    const number = String(order.id).slice(0, 8)

    for (const viewport of [PHONE, DESKTOP]) {
      await asAdmin(async (page) => {
        await page.goto('/admin/orders')
        const card = page.getByRole('article', { name: `Order #${number}` })
        await card.getByText('Demo — not paid', { exact: true }).waitFor()
        expect([`/admin/orders ${viewport.width}`, await a11yViolations(page)]).toEqual([`/admin/orders ${viewport.width}`, []])
        if (viewport === PHONE) expect(await scrollWidth(page)).toBe(PHONE.width)
        await card.scrollIntoViewIfNeeded()
        await screenshot(page, `demo-badge-admin-orders-${viewport.width}`, { fullPage: false })
      }, viewport)
    }
    await inPage(signedInPage(browser, shop.url, { username: customer.username }, PHONE), async (page) => {
      await page.goto('/account?tab=orders')
      await page.getByRole('tab', { name: 'Orders' }).click()
      await page.getByText(`Order #${number}`).waitFor()
      await page.getByText('Demo — not paid', { exact: true }).waitFor()
      expect(['account orders, demo', await a11yViolations(page)]).toEqual(['account orders, demo', []])
      await screenshot(page, 'demo-badge-account-375', { fullPage: false })
    })
  })
})
