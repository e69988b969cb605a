/**
 * Issue 5, every admin screen: who may see it (signed out → login, customers → Access Denied),
 * the setup screen when another admin wins the race, the uploader's refusals and failures, and
 * axe plus screenshots at 375 px and 1280 px with no sideways scrolling on a phone; issue 29: the
 * settings editors guard unsaved edits like the product form.
 */
import type { Browser, Page } from 'playwright-core'

import { ApiClient } from '../support/apiClient'
import { setUpAdmin, signUpCustomer, TEST_PASSWORD, uniqueName } from '../support/accounts'
import { a11yViolations } from '../support/axe'
import { DESKTOP, launchBrowser, PHONE, screenshot } from '../support/browser'
import { buyerOrderForm } from '../support/checkout'
import { pngImage, productImage } from '../support/images'
import { startShop, type Shop } from '../support/shopProcess'
import { pickFile, tempFile, uploader } from './admin-support'
import { closePage, closeToast, expectToast, openPage, scrollWidth, signedInPage } from './storefront-support'

const ADMIN_SCREENS = [
  { path: '/admin/products', heading: 'Manage Products', name: 'products' },
  { path: '/admin/orders', heading: 'Orders', name: 'orders' },
  { path: '/admin/text', heading: 'Edit Site Text', name: 'text' },
  { path: '/admin/footer', heading: 'Edit Footer', name: 'footer' },
  { path: '/admin/about', heading: 'Edit About Page', name: 'about' },
]

describe('admin screens', () => {
  let shop: Shop
  let browser: Browser
  let admin: ApiClient & { username: string }
  let customer: ApiClient & { username: string }

  beforeAll(async () => {
    ;[shop, browser] = await Promise.all([startShop(), launchBrowser()])
  })
  afterAll(async () => {
    await browser?.close()
    await shop?.stop()
  })

  async function check(page: Page, label: string, viewport: { width: number }) {
    // Every impact, minor and moderate too (issue 29).
    expect([label, await a11yViolations(page)]).toEqual([label, []])
    if (viewport.width === PHONE.width) expect([label, await scrollWidth(page)]).toEqual([label, PHONE.width])
    await screenshot(page, `admin-${label}-${viewport.width}`)
  }

  it('setup: when another admin is created first, the form shows the server refusal', async () => {
    const { context, page } = await openPage(browser, shop.url, PHONE)
    try {
      await page.goto('/setup-admin')
      await page.getByRole('heading', { name: 'Set Up Admin Account' }).waitFor()
      await check(page, 'setup-form', PHONE)
      await page.getByLabel('Username').fill(uniqueName('late'))
      await page.getByRole('main').getByLabel('Email', { exact: true }).fill('late@example.org')
      await page.getByLabel('Password').fill(TEST_PASSWORD)

      admin = await setUpAdmin(shop.url)
      await page.getByRole('button', { name: 'Create Admin Account' }).click()
      await expectToast(page, 'Error creating admin', 'An admin account already exists')
      expect(page.url()).toBe(`${shop.url}/setup-admin`)
      await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'))
      expect(['setup refused', await a11yViolations(page)]).toEqual(['setup refused', []])
    } finally {
      await closePage({ context, page })
    }
    customer = await signUpCustomer(shop.url)
    // Something to show: a product, and an order to fulfil.
    const image = await productImage(admin, await pngImage(600, 600, '#b91c1c'))
    const product = (await admin.post('/api/products', { name: 'Volunteer Hoodie', description: 'Warm, for night rescues.', price: '45', image, sizes: ['M', 'L'], sizeInventory: { M: 0, L: 4 } })).body
    await admin.post('/api/products', { name: 'Sunrise Sticker', price: 3, image })
    const buyer = new ApiClient(shop.url)
    const { body: intent } = await buyer.post('/api/checkout/payment-intent', { deliveryMethod: 'in-town', cartItems: [{ productId: product.id, quantity: 1, size: 'L' }] })
    await buyer.post('/api/checkout/demo/confirm', {
      paymentIntentId: intent.paymentIntentId,
      clientSecret: intent.clientSecret,
      billingDetails: { name: 'Ana Smith', email: 'ana@example.org', phone: '340-555-0000' },
    })
    expect((await buyer.post('/api/orders', buyerOrderForm(intent, { customerName: 'Ana Smith' }))).status).toBeLessThan(300)
  })

  it('signed out, every admin screen leads to the login, and back to the screen after it', async () => {
    const { context, page } = await openPage(browser, shop.url, DESKTOP)
    try {
      for (const { path } of ADMIN_SCREENS) {
        await page.goto(path)
        await page.waitForURL((url) => url.pathname === '/admin/login' && url.searchParams.get('redirect') === path)
        await page.getByRole('heading', { name: 'Admin Portal' }).waitFor()
      }
      await page.getByLabel('Username').fill(admin.username)
      await page.getByLabel('Password').fill(TEST_PASSWORD)
      await page.getByRole('button', { name: 'Log In' }).click()
      await page.waitForURL('**/admin/about')
      await page.getByRole('heading', { name: 'Edit About Page', level: 1 }).waitFor()
    } finally {
      await closePage({ context, page })
    }
  })

  it('a signed-in customer sees Access Denied on every admin screen, and the API refuses them', async () => {
    const { context, page } = await signedInPage(browser, shop.url, { username: customer.username }, PHONE)
    try {
      for (const path of ['/admin', '/admin/login', ...ADMIN_SCREENS.map((s) => s.path)]) {
        await page.goto(path)
        await page.getByRole('heading', { name: 'Access Denied' }).waitFor()
        await page.getByText(/don't have admin privileges.*contact a site administrator/).waitFor()
        expect(await page.getByRole('main').getByRole('link', { name: 'Back to Store' }).getAttribute('href')).toBe('/')
        expect(await page.getByRole('main').getByRole('textbox').count()).toBe(0)
      }
      await check(page, 'access-denied', PHONE)
      const refused = await context.request.get('/api/admin/orders')
      expect(refused.status()).toBe(403)
    } finally {
      await closePage({ context, page })
    }
  })

  it('the uploader refuses what the spec refuses and reports a failed upload', async () => {
    const { context, page } = await signedInPage(browser, shop.url, admin, DESKTOP)
    try {
      await page.goto('/admin/products')
      await page.getByRole('button', { name: 'Add Product' }).click()

      // Too big for a product image (5 MB), checked before anything is sent.
      await pickFile(page, 'Upload Image', tempFile('huge.png', Buffer.alloc(5 * 1024 * 1024 + 10)))
      await uploader(page).getByText(/huge\.png exceeds maximum allowed size of 5 MB/).first().waitFor()
      // Not an image type.
      const [chooser] = await Promise.all([page.waitForEvent('filechooser'), uploader(page).getByRole('button', { name: 'browse files' }).click()])
      await chooser.setFiles(tempFile('notes.txt', 'hello'))
      await uploader(page).getByText('You can only upload: JPEG, PNG, WebP, GIF or AVIF images').first().waitFor()
      await screenshot(page, 'admin-uploader-open-1280')
      expect(['uploader refusing', await a11yViolations(page)]).toEqual(['uploader refusing', []])

      // A text file dressed as a PNG passes the browser's check; the server refuses its bytes.
      const [again] = await Promise.all([page.waitForEvent('filechooser'), uploader(page).getByRole('button', { name: 'browse files' }).click()])
      await again.setFiles(tempFile('fake.png', 'this is not an image'))
      await uploader(page).getByText('Upload failed').waitFor()
      await uploader(page).getByRole('button', { name: /^Retry/ }).first().waitFor()
      await screenshot(page, 'admin-uploader-failed-1280')
      expect(['upload failed', await a11yViolations(page)]).toEqual(['upload failed', []])
      // The error details come as an alert (Uppy's).
      let details = ''
      page.once('dialog', (alert) => {
        details = alert.message()
        void alert.dismiss()
      })
      await uploader(page).getByRole('button', { name: 'Show error details' }).click()
      expect(details).toMatch(/Upload failed[\s\S]*Only JPEG, PNG, WebP, GIF or AVIF images can be uploaded/)

      // Closing on request drops the failed file; the form never got an image.
      await uploader(page).getByRole('button', { name: 'Close Modal' }).click()
      await uploader(page).waitFor({ state: 'hidden' })
      expect(await page.getByText('Image uploaded ✓').count()).toBe(0)
      await page.getByRole('button', { name: 'Upload Image' }).click()
      await uploader(page).getByRole('button', { name: 'browse files' }).waitFor()
      expect(await uploader(page).getByText('fake.png').count()).toBe(0)
    } finally {
      await closePage({ context, page })
    }
  })

  for (const viewport of [PHONE, DESKTOP]) {
    it(`every admin screen at ${viewport.width} px: axe finds nothing of any impact, nothing scrolls sideways`, async () => {
      {
        const { context, page } = await openPage(browser, shop.url, viewport)
        try {
          await page.goto('/admin/login')
          await page.getByRole('heading', { name: 'Admin Portal' }).waitFor()
          await check(page, 'login', viewport)
          await page.goto('/setup-admin')
          await page.getByRole('heading', { name: 'Admin Already Exists' }).waitFor()
          await check(page, 'setup-exists', viewport)
        } finally {
          await closePage({ context, page })
        }
      }
      const { context, page } = await signedInPage(browser, shop.url, admin, viewport)
      try {
        for (const screen of ADMIN_SCREENS) {
          await page.goto(screen.path)
          await page.getByRole('heading', { name: screen.heading, level: 1 }).waitFor()
          // Wait for the screen's data, not just its frame.
          if (screen.name === 'products') await page.getByRole('article', { name: 'Volunteer Hoodie' }).waitFor()
          if (screen.name === 'orders') await page.getByRole('article', { name: /^Order #/ }).waitFor()
          if (screen.name !== 'products' && screen.name !== 'orders') await page.getByRole('button', { name: 'Save Changes' }).first().waitFor()
          await check(page, screen.name, viewport)
        }

        await page.goto('/admin/products')
        const hoodie = page.getByRole('article', { name: 'Volunteer Hoodie' })
        await page.getByRole('article', { name: 'Sunrise Sticker' }).getByText('No size options').waitFor()
        await hoodie.getByRole('button', { name: 'Update Inventory' }).click()
        await hoodie.getByLabel('Stock for size L').waitFor()
        await hoodie.getByRole('button', { name: 'Edit Product' }).click()
        await page.getByRole('heading', { name: 'Edit Product' }).waitFor()
        await check(page, 'product-form', viewport)
        await page.locator('form').filter({ has: page.getByLabel('Product Name *') }).getByRole('button', { name: 'Cancel' }).click()
        await page.getByRole('heading', { name: 'Edit Product' }).waitFor({ state: 'detached' })
      } finally {
        await closePage({ context, page })
      }
    })
  }

  // Issue 29: /admin/text, /admin/footer and /admin/about ask before unsaved edits are thrown away.
  const EDITORS = [
    { path: '/admin/text', link: 'Edit Site Text', field: 'Hero Subtitle', what: 'The hero text' },
    { path: '/admin/footer', link: 'Edit Footer', field: 'Location', what: 'The footer' },
    { path: '/admin/about', link: 'Edit About Page', field: 'Vision Title', what: 'The About page' },
  ]
  for (const viewport of [PHONE, DESKTOP]) {
    it(`every settings editor keeps unsaved edits until the editor says to discard them (${viewport.width} px)`, async () => {
      const { context, page } = await signedInPage(browser, shop.url, admin, viewport)
      try {
        const ask = page.getByRole('alertdialog', { name: 'Discard unsaved changes?' })
        // Moves inside the app (back included) are the ones the screen can hold; a tab close gets the browser's own question.
        await page.goto('/admin/products')
        for (const editor of EDITORS) {
          await page.getByRole('main').getByRole('link', { name: editor.link, exact: true }).click()
          await page.waitForURL((url) => url.pathname === editor.path)
          const field = page.getByRole('main').getByLabel(editor.field, { exact: true })
          await field.fill('Words not saved yet')
          // A link away asks first; staying keeps the words.
          await page.getByRole('link', { name: 'Back to Products' }).click()
          await ask.getByText(`${editor.what} has changes that are not saved yet. Leave this page and they are lost.`).waitFor()
          if (editor.path === '/admin/text') {
            expect([`unsaved ${viewport.width}`, await a11yViolations(page)]).toEqual([`unsaved ${viewport.width}`, []])
            await screenshot(page, `issue29-unsaved-settings-${viewport.width}`, { fullPage: false })
          }
          await ask.getByRole('button', { name: 'Keep Editing' }).click()
          expect(new URL(page.url()).pathname).toBe(editor.path)
          expect(await field.inputValue()).toBe('Words not saved yet')
          // So does the browser's back button.
          await page.evaluate(() => window.history.back())
          await ask.getByRole('button', { name: 'Keep Editing' }).click()
          await page.waitForURL((url) => url.pathname === editor.path)
          expect(await field.inputValue()).toBe('Words not saved yet')
          // Discarding goes where the editor was heading.
          await page.getByRole('link', { name: 'Back to Products' }).click()
          await ask.getByRole('button', { name: 'Discard Changes' }).click()
          await page.waitForURL('**/admin/products')
        }
        // Saved edits are not unsaved: leaving asks nothing.
        await page.goto('/admin/footer')
        await page.getByRole('main').getByLabel('Location', { exact: true }).fill(`St. John, US Virgin Islands ${viewport.width}`)
        await page.getByRole('button', { name: 'Save Changes' }).click()
        await expectToast(page, 'Footer updated')
        await page.getByRole('link', { name: 'Back to Products' }).click()
        await page.waitForURL('**/admin/products')
        expect(await ask.count()).toBe(0)
      } finally {
        await closePage({ context, page })
      }
    })
  }

  it('a stale session mid-edit gets the server message, not a silent failure', async () => {
    const { context, page } = await signedInPage(browser, shop.url, admin, DESKTOP)
    try {
      await page.goto('/admin/about')
      await page.getByLabel('Vision Title').fill('Our Horizon')
      await context.clearCookies()
      await page.getByRole('button', { name: 'Save Changes' }).click()
      await expectToast(page, 'Error updating about settings')
      await closeToast(page)
    } finally {
      await closePage({ context, page })
    }
  })
})
