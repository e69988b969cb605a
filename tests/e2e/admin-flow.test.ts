/**
 * Issue 5's browser acceptance on an empty shop, as a volunteer would do it: set up the first
 * admin, log in, add a product with an uploaded photo and sizes, see it in the shop with its
 * stock, change stock inline, edit a product, change the homepage, the footer and the About
 * page, and fulfil an order placed through the API.
 */
import type { Browser, Page } from 'playwright-core'

import { ApiClient } from '../support/apiClient'
import { TEST_PASSWORD } from '../support/accounts'
import { a11yViolations } from '../support/axe'
import { DESKTOP, launchBrowser, PHONE, screenshot } from '../support/browser'
import { buyerOrderForm, payInDemoMode } from '../support/checkout'
import { pngImage } from '../support/images'
import { startShop, type Shop } from '../support/shopProcess'
import { pickFile, tempFile, uploader } from './admin-support'
import { closePage, closeToast, expectToast, holdRequests, inPage, openPage, productCard, signedInPage } from './storefront-support'

const ADMIN = { username: 'volunteer_admin', email: 'admin@rescue.example.org', password: TEST_PASSWORD }
const TEE = 'Reef Rescue Tee'

describe('admin: from first setup to a fulfilled order', () => {
  let shop: Shop
  let browser: Browser
  beforeAll(async () => {
    ;[shop, browser] = await Promise.all([startShop(), launchBrowser()])
  })
  afterAll(async () => {
    await browser?.close()
    await shop?.stop()
  })

  function asAdmin<T>(fn: (page: Page) => Promise<T>, viewport = DESKTOP): Promise<T> {
    return inPage(signedInPage(browser, shop.url, ADMIN, viewport), fn)
  }

  it('sets up the first administrator, then the setup screen says one exists', async () => {
    const { context, page } = await openPage(browser, shop.url, PHONE)
    try {
      await page.goto('/setup-admin')
      await page.getByRole('heading', { name: 'Set Up Admin Account' }).waitFor()
      await page.getByText('Use at least 8 characters with a mix of letters and numbers').waitFor()
      expect(await page.getByRole('main').getByLabel('Email', { exact: true }).getAttribute('type')).toBe('email')
      expect(await page.getByLabel('Password').getAttribute('minlength')).toBe('8')

      await page.getByRole('button', { name: 'Create Admin Account' }).click()
      await expectToast(page, 'Validation error', 'All fields are required')
      await closeToast(page)

      await page.getByLabel('Username').fill(ADMIN.username)
      await page.getByRole('main').getByLabel('Email', { exact: true }).fill(ADMIN.email)
      await page.getByLabel('Password').fill(ADMIN.password)
      await page.getByRole('button', { name: 'Create Admin Account' }).click()
      await page.waitForURL('**/admin/login')
      await page.getByRole('heading', { name: 'Admin Portal' }).waitFor()
      // The new account is filled in: only its password is left to type (issue 29).
      await page.getByRole('status').filter({ hasText: `Your administrator account ${ADMIN.username} is ready` }).waitFor()
      expect(await page.getByLabel('Username or email').inputValue()).toBe(ADMIN.username)
      expect(await page.getByLabel('Password').evaluate((el) => el === document.activeElement)).toBe(true)
      expect(['login prefilled 375', await a11yViolations(page)]).toEqual(['login prefilled 375', []])
      await screenshot(page, 'issue29-admin-login-prefilled-375')

      await page.goto('/setup-admin')
      await page.getByRole('heading', { name: 'Admin Already Exists' }).waitFor()
      await page.getByText(/An admin account has already been created for this site/).waitFor()
      expect(await page.getByRole('link', { name: 'Go to Admin Login' }).getAttribute('href')).toBe('/admin/login')
      expect(await page.getByRole('main').getByRole('link', { name: 'Back to Store' }).getAttribute('href')).toBe('/')
    } finally {
      await closePage({ context, page })
    }
  })

  it('logs in on /admin (validation and wrong password first) and lands on Manage Products', async () => {
    const { context, page } = await openPage(browser, shop.url, DESKTOP)
    try {
      await page.goto('/admin')
      await page.getByRole('heading', { name: 'Admin Portal' }).waitFor()
      await page.getByText('Administrator Login').waitFor()
      await page.getByText('Only authorized administrators can access this portal.').waitFor()

      await page.getByRole('button', { name: 'Log In' }).click()
      await expectToast(page, 'Validation error', 'Please enter both username and password')
      await closeToast(page)

      await page.getByLabel('Username').fill(ADMIN.username)
      await page.getByLabel('Password').fill('not-the-password')
      await page.getByRole('button', { name: 'Log In' }).click()
      await expectToast(page, 'Login failed')
      await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'))
      expect(['login refused', await a11yViolations(page)]).toEqual(['login refused', []])
      await closeToast(page)

      // The e-mail address signs in as the username does, at desktop width too (issue 29).
      await page.getByLabel('Username or email').fill(ADMIN.email.toUpperCase())
      await page.getByLabel('Password').fill(ADMIN.password)
      await page.getByRole('button', { name: 'Log In' }).click()
      await page.waitForURL('**/admin/products')
      await page.getByRole('heading', { name: 'Manage Products', level: 1 }).waitFor()
      await expectToast(page, 'Login successful!')

      // Signed in, /admin/login sends an admin straight on.
      await page.goto('/admin/login')
      await page.waitForURL('**/admin/products')
      for (const [name, href] of [
        ['Edit Site Text', '/admin/text'],
        ['Edit Footer', '/admin/footer'],
        ['Edit About Page', '/admin/about'],
        ['Orders', '/admin/orders'],
      ]) {
        expect(await page.getByRole('main').getByRole('link', { name, exact: true }).getAttribute('href')).toBe(href)
      }
    } finally {
      await closePage({ context, page })
    }
  })

  it('adds a product with an uploaded image and sizes; the shop shows it with its stock', () =>
    asAdmin(async (page) => {
      const uploaderScripts: string[] = []
      page.on('request', (request) => /ImageUploaderModal/.test(request.url()) && uploaderScripts.push(request.url()))
      await page.goto('/admin/products')
      await page.getByText('No products yet. Use Add Product to put the first one in the shop.').waitFor()
      // The uploader (Uppy) is not part of the screen until it is wanted.
      expect(uploaderScripts).toEqual([])

      const add = page.getByRole('button', { name: 'Add Product' })
      await add.click()
      const form = page.locator('form').filter({ has: page.getByLabel('Product Name *') })
      await page.getByRole('heading', { name: 'Add New Product' }).waitFor()
      expect(await form.getByLabel('Price ($) *').inputValue()).toBe('')
      expect(await form.getByLabel('Price ($) *').getAttribute('step')).toBe('0.01')

      // Toggling Add Product closes the form; opening again starts afresh.
      await add.click()
      await page.getByRole('heading', { name: 'Add New Product' }).waitFor({ state: 'detached' })
      await add.click()

      await form.getByRole('button', { name: 'Create Product' }).click()
      await expectToast(page, 'Validation error', 'Please fill all required fields')
      await closeToast(page)

      await form.getByLabel('Product Name *').fill(TEE)
      await form.getByLabel('Description').fill('Soft organic cotton. Every tee funds a swim lesson.')
      await form.getByLabel('Price ($) *').fill('25')

      // Without an image the form still refuses.
      await form.getByRole('button', { name: 'Create Product' }).click()
      await expectToast(page, 'Validation error', 'Please fill all required fields')
      await closeToast(page)

      const photo = tempFile('reef-tee.png', await pngImage(800, 800, '#0e7490'))
      await pickFile(page, 'Upload Image', photo)
      // The uploader closes by itself once the file is stored; the form confirms it.
      await uploader(page).waitFor({ state: 'hidden' })
      await form.getByText('Image uploaded ✓').waitFor()
      expect(uploaderScripts.length).toBeGreaterThan(0)
      expect(await form.getByRole('img', { name: 'Product image preview' }).getAttribute('src')).toMatch(/^\/objects\//)

      // Sizes: ticking adds a stock input at 0, unticking removes it.
      for (const size of ['S', 'M', 'XL']) await form.getByRole('checkbox', { name: size, exact: true }).check()
      await form.getByRole('group', { name: 'Inventory by Size *' }).waitFor()
      expect(await form.getByLabel('Stock for size XL').inputValue()).toBe('0')
      await form.getByLabel('Stock for size XL').fill('9')
      await form.getByRole('checkbox', { name: 'XL', exact: true }).uncheck()
      expect(await form.getByLabel('Stock for size XL').count()).toBe(0)
      await form.getByLabel('Stock for size S').fill('5')
      // Negative counts become 0.
      await form.getByLabel('Stock for size M').fill('-4')
      await form.getByLabel('Stock for size M').blur()
      expect(await form.getByLabel('Stock for size M').inputValue()).toBe('0')

      await form.getByRole('button', { name: 'Create Product' }).click()
      await expectToast(page, 'Product created', `${TEE} is now in the shop.`)
      await page.getByRole('heading', { name: 'Add New Product' }).waitFor({ state: 'detached' })

      const card = page.getByRole('article', { name: TEE })
      await card.getByText('$25.00').waitFor()
      // The new product's card is shown and has the focus, wherever it is in the list.
      await page.waitForFunction((name) => document.activeElement?.hasAttribute('data-product-id') === true && document.activeElement.textContent?.includes(name) === true, TEE)
      await card.getByText('Soft organic cotton. Every tee funds a swim lesson.').waitFor()
      const stock = card.getByRole('definition')
      expect(await stock.allTextContents()).toEqual(['5', '0 (out of stock)'])
      expect(['products with an image', await a11yViolations(page)]).toEqual(['products with an image', []])
      await screenshot(page, 'admin-products-with-product-1280')

      await page.goto('/shop')
      const shopCard = productCard(page, TEE)
      await shopCard.getByText('$25.00').waitFor()
      expect(await shopCard.locator('img').getAttribute('srcset')).toMatch(/\.webp \d+w/)
      await shopCard.getByLabel('Size', { exact: true }).selectOption('S')
      await shopCard.getByText('5 in stock').waitFor()
      const options = await shopCard.getByLabel('Size', { exact: true }).evaluate((select: HTMLSelectElement) => [...select.options].map((o) => [o.text, o.disabled]))
      expect(options).toEqual([
        ['Select a size', false],
        ['S', false],
        ['M (Out of Stock)', true],
      ])
    }))

  it('updates inventory inline (Cancel keeps it, Save stores it) and edits the product', () =>
    asAdmin(async (page) => {
      await page.goto('/admin/products')
      const card = page.getByRole('article', { name: TEE })
      await card.getByRole('button', { name: 'Update Inventory' }).click()
      // The keyboard goes on to the first count, and comes back to the button afterwards.
      await page.waitForFunction(() => document.activeElement?.id.endsWith('-S') === true)
      expect(await card.getByLabel('Stock for size S').inputValue()).toBe('5')
      expect(await card.getByLabel('Stock for size M').getAttribute('min')).toBe('0')
      await card.getByLabel('Stock for size S').fill('1')
      await card.getByRole('button', { name: 'Cancel' }).click()
      expect(await card.getByRole('definition').allTextContents()).toEqual(['5', '0 (out of stock)'])
      await page.waitForFunction(() => document.activeElement?.textContent === 'Update Inventory')

      await card.getByRole('button', { name: 'Update Inventory' }).click()
      await card.getByLabel('Stock for size M').fill('7')
      await card.getByLabel('Stock for size S').fill('-2')
      await card.getByRole('button', { name: 'Save' }).click()
      await expectToast(page, 'Inventory updated', `Stock for ${TEE} has been saved.`)
      await card.getByRole('button', { name: 'Update Inventory' }).waitFor()
      expect(await card.getByRole('definition').allTextContents()).toEqual(['0 (out of stock)', '7'])
      await closeToast(page)

      // Edit: every field pre-filled, sizes and stock included.
      await card.getByRole('button', { name: 'Edit Product' }).click()
      await page.getByRole('heading', { name: 'Edit Product' }).waitFor()
      const form = page.locator('form').filter({ has: page.getByLabel('Product Name *') })
      expect(await form.getByLabel('Product Name *').inputValue()).toBe(TEE)
      expect(await form.getByLabel('Price ($) *').inputValue()).toBe('25.00')
      expect(await form.getByRole('checkbox', { name: 'M', exact: true }).isChecked()).toBe(true)
      expect(await form.getByLabel('Stock for size M').inputValue()).toBe('7')
      expect(await form.getByText('Image uploaded ✓').count()).toBe(0)
      await form.getByLabel('Price ($) *').fill('27.50')
      await form.getByRole('checkbox', { name: 'L', exact: true }).check()
      await form.getByLabel('Stock for size L').fill('3')
      await form.getByRole('button', { name: 'Update Product' }).click()
      await expectToast(page, 'Product updated', `${TEE} has been saved.`)
      await card.getByText('$27.50').waitFor()
      expect(await card.getByRole('definition').allTextContents()).toEqual(['0 (out of stock)', '7', '3 (low)'])

      await page.goto('/shop')
      const shopCard = productCard(page, TEE)
      await shopCard.getByText('$27.50').waitFor()
      await shopCard.getByLabel('Size', { exact: true }).selectOption('M')
      await shopCard.getByText('7 in stock').waitFor()
    }))

  it('uploads a hero image and edits the hero and impact texts; the home page shows them', () =>
    asAdmin(async (page) => {
      await page.goto('/admin/text')
      await page.getByRole('heading', { name: 'Edit Site Text', level: 1 }).waitFor()
      await page.getByText('Recommended size: 1920x600px. Max file size: 10MB.').first().waitFor()
      await page.getByText('Recommended size: 1200x800px. Max file size: 10MB.').first().waitFor()
      await page.getByRole('heading', { name: 'Tips' }).waitFor()

      const hero = tempFile('beach.png', await pngImage(1920, 600, '#f59e0b'))
      await pickFile(page, 'Upload Hero Image', hero)
      await expectToast(page, 'Hero image updated', 'The home page shows the new image.')
      await page.getByRole('img', { name: 'Current homepage hero image' }).waitFor()
      await closeToast(page)

      const heroForm = page.locator('form').filter({ has: page.getByLabel('Hero Title') })
      expect(await heroForm.getByLabel('Hero Title').inputValue()).toBe('Wear Your Support. Make a Difference.')
      await heroForm.getByLabel('Hero Title').fill('Swim Safe.\nShop Local.')
      await heroForm.getByLabel('Hero Subtitle').fill('Every shirt teaches a child to swim in St. John.')
      await heroForm.getByLabel('Hero Button Text').fill('See the Shirts')
      await heroForm.getByRole('button', { name: 'Save Changes' }).click()
      await expectToast(page, 'Site text updated', 'The home page shows your changes.')
      await closeToast(page)

      const impactForm = page.locator('form').filter({ has: page.getByLabel('Impact Title') })
      await impactForm.getByLabel('Impact Title').fill('What your tee did')
      await impactForm.getByLabel('Impact Text').fill('120 children learned to swim.\n\nThank you!')
      await impactForm.getByRole('button', { name: 'Save Changes' }).click()
      await expectToast(page, 'Impact section updated')

      await page.goto('/')
      const title = page.getByRole('heading', { level: 1 })
      await title.getByText('Swim Safe.', { exact: true }).waitFor()
      await title.getByText('Shop Local.', { exact: true }).waitFor()
      await page.getByText('Every shirt teaches a child to swim in St. John.').waitFor()
      await page.getByRole('button', { name: 'See the Shirts' }).waitFor()
      expect(await page.locator('section[aria-labelledby="hero-title"] img').getAttribute('src')).toMatch(/^\/objects\//)
      await page.getByRole('heading', { name: 'What your tee did' }).waitFor()
      await page.getByText('120 children learned to swim.').waitFor()
    }))

  it('saves the footer and the About page; Cancel and Preview lead where they say', () =>
    asAdmin(async (page) => {
      await page.goto('/admin/footer')
      const main = page.getByRole('main')
      await main.getByLabel('Email').waitFor()
      expect(await main.getByLabel('Email').getAttribute('type')).toBe('email')
      expect(await main.getByLabel('Phone').getAttribute('type')).toBe('tel')
      expect(await main.getByLabel('Facebook URL').getAttribute('type')).toBe('url')
      await main.getByLabel('Email').fill('swim@rescue.example.org')
      await main.getByLabel('Facebook URL').fill('https://facebook.com/reefrescue')
      await main.getByLabel('Copyright Text').fill('© 2025 Reef Rescue. A non-profit 501(c)(3) organization.')
      await main.getByRole('button', { name: 'Save Changes' }).click()
      await expectToast(page, 'Footer updated', 'Every page shows the new footer.')
      await page.locator('footer').getByText('swim@rescue.example.org').waitFor()
      await page.locator('footer').getByText('© 2025 Reef Rescue. A non-profit 501(c)(3) organization.').waitFor()
      await main.getByRole('link', { name: 'Cancel' }).click()
      await page.waitForURL('**/admin/products')

      await page.goto('/admin/about')
      await main.getByLabel('Mission Title').fill('Why We Swim')
      await main.getByLabel('Mission Text').fill('So that every child on the island can swim.')
      await main.getByRole('button', { name: 'Save Changes' }).click()
      await expectToast(page, 'About page updated', 'The About page shows your changes.')
      // Issue 17: Preview opens in a new tab, so an editor never leaves unsaved work behind.
      const [preview] = await Promise.all([page.context().waitForEvent('page'), main.getByRole('link', { name: 'Preview About Page' }).click()])
      await preview.waitForURL('**/about')
      await preview.getByRole('heading', { name: 'Why We Swim' }).waitFor()
      await preview.getByText('So that every child on the island can swim.').waitFor()
      await preview.close()
    }))

  it('ships an order placed through the API with its tracking, shows the buyer\'s note and the timeline with an internal note (issue 32)', async () => {
    const buyer = new ApiClient(shop.url)
    const products = (await buyer.get('/api/products')).body as { id: string; name: string }[]
    const tee = products.find((p) => p.name === TEE)!
    const { body: intent } = await buyer.post('/api/checkout/payment-intent', {
      deliveryMethod: 'out-of-town',
      cartItems: [{ productId: tee.id, quantity: 2, size: 'M' }],
    })
    const confirm = await payInDemoMode(buyer, intent)
    expect(confirm.status).toBe(200)
    const placed = await buyer.post('/api/orders', buyerOrderForm(intent, { deliveryMethod: 'out-of-town', shippingAddress: '12 Bay Road\nChristiansted, St. Croix', note: 'A gift: please leave the price out.' }))
    expect(placed.status).toBeLessThan(300)
    const number = String(placed.body.id).slice(0, 8)

    await asAdmin(async (page) => {
      await page.goto('/admin/orders')
      const order = page.getByRole('article', { name: `Order #${number}` })
      // A demo-mode order (this shop has no Stripe keys): never "Paid" (issue 10).
      await order.getByText('To fulfil', { exact: true }).waitFor()
      await order.getByText('Demo — not paid', { exact: true }).waitFor()
      await order.getByText('Maria Hodge').waitFor()
      await order.getByRole('link', { name: 'maria@example.org' }).waitFor()
      await order.getByRole('link', { name: '340-555-0199' }).waitFor()
      await order.getByText('Out of town (mail)').waitFor()
      await order.getByText(/12 Bay Road\s+Christiansted, St. Croix/).waitFor()
      await order.getByText(TEE).waitFor()
      await order.getByText('Size M').waitFor()
      await order.getByText('$27.50 each').waitFor()
      // A demo order took no payment: the card says so where a real one names its payment (issue 29).
      await order.getByText('Demo — no payment was taken').waitFor()
      expect(await order.getByText(intent.paymentIntentId).count()).toBe(0)
      await screenshot(page, 'admin-orders-375-before')

      // The buyer's note, on the card (issue 32).
      await order.getByText('A gift: please leave the price out.').waitFor()

      // On a phone, Cancel Order stays well apart from the main action (issue 29).
      const ship = (await order.getByRole('button', { name: 'Mark Shipped' }).boundingBox())!
      const cancel = (await order.getByRole('button', { name: 'Cancel Order' }).boundingBox())!
      expect(cancel.y - (ship.y + ship.height)).toBeGreaterThanOrEqual(40)
      expect(await order.getByRole('button', { name: 'Mark Fulfilled' }).count()).toBe(0)

      // The refund and cancel dialogs of a demo order never speak of the buyer's card.
      await order.getByRole('button', { name: 'Refund' }).click()
      const refund = page.getByRole('alertdialog', { name: `Refund order #${number}` })
      await refund.getByText(/^Demo — no payment was taken: a refund on this demo order moves no money\./).waitFor()
      await refund.getByRole('button', { name: 'Close' }).click()
      await order.getByRole('button', { name: 'Cancel Order' }).click()
      const cancelAsk = page.getByRole('alertdialog', { name: `Cancel order #${number}?` })
      await cancelAsk.getByText(/^Demo — no payment was taken: nothing goes back to a card\./).waitFor()
      await cancelAsk.getByRole('button', { name: 'Keep Order' }).click()

      // Mark Shipped: carrier and tracking number, both optional (issue 32).
      await order.getByRole('button', { name: 'Mark Shipped' }).click()
      const ask = page.getByRole('alertdialog', { name: `Mark order #${number} shipped?` })
      await ask.getByLabel('Carrier (optional)').selectOption('usps')
      await ask.getByLabel('Tracking number (optional)').fill('9400 1000 0000 0000 0000 00')
      expect(['mark shipped 375', await a11yViolations(page)]).toEqual(['mark shipped 375', []])
      await screenshot(page, 'issue32-mark-shipped-375', { fullPage: false })
      // This shop has no SMTP_URL: nobody is told, and the screens say so instead of promising an e-mail.
      await ask.getByText('E-mail is off, so', { exact: false }).waitFor()
      await ask.getByRole('button', { name: 'Yes, It Is Shipped' }).click()
      await expectToast(page, 'Order shipped', `Order #${number} is on its way. E-mail is off, so the buyer was not told.`)
      await page.getByText('Nothing to fulfil right now.').waitFor()
      await page.getByRole('button', { name: 'All Orders (1)' }).click()
      await order.getByText('Shipped', { exact: true }).waitFor()
      await order.getByRole('link', { name: '9400100000000000000000' }).waitFor()
      expect(await order.getByRole('button', { name: 'Cancel Order' }).count()).toBe(0)
      await closeToast(page)

      // The timeline, in order, and an internal note.
      await order.getByRole('button', { name: 'Timeline and notes' }).click()
      const timeline = order.getByRole('list', { name: 'Timeline' })
      await timeline.getByText('Marked shipped').waitFor()
      await timeline.getByText('USPS, tracking 9400100000000000000000').waitFor()
      await order.getByLabel('Internal note (only administrators see it)').fill('Called her: she is away until Friday')
      // A double-click adds it once: the second press finds the button busy (the first is held
      // until both clicks are in, however fast the shop answers).
      const notesSent = await holdRequests(page, '**/notes')
      await order.getByRole('button', { name: 'Add Note' }).dblclick()
      // While it is saved the box is read-only: it is emptied once saved, with anything typed meanwhile.
      expect(await order.getByLabel('Internal note (only administrators see it)').getAttribute('readonly')).toBe('')
      notesSent.release()
      await expectToast(page, 'Note added', 'Only administrators see it.')
      await timeline.getByText('Called her: she is away until Friday').waitFor()
      const kinds = await timeline.locator('[data-timeline-kind]').evaluateAll((items) => items.map((item) => item.getAttribute('data-timeline-kind')))
      expect(kinds.slice(0, 3)).toEqual(['paid', 'stock', 'buyer-note'])
      expect(kinds.filter((kind) => kind === 'note')).toEqual(['note'])
      expect(kinds.at(-1)).toBe('note')
      expect(notesSent.sent()).toBe(1)
      expect(['timeline 375', await a11yViolations(page)]).toEqual(['timeline 375', []])
      await screenshot(page, 'issue32-timeline-375')
    }, PHONE)

    const admin = new ApiClient(shop.url)
    await admin.post('/api/login', { username: ADMIN.username, password: ADMIN.password })
    const [listed] = (await admin.get('/api/admin/orders')).body.orders
    expect(listed).toMatchObject({ status: 'shipped', carrier: 'usps', trackingNumber: '9400100000000000000000', note: 'A gift: please leave the price out.' })

    // The wide screen: the shipped card with its timeline open.
    await asAdmin(async (page) => {
      await page.goto('/admin/orders')
      await page.getByRole('button', { name: 'All Orders (1)' }).click()
      const order = page.getByRole('article', { name: `Order #${number}` })
      await order.getByRole('button', { name: 'Timeline and notes' }).click()
      await order.getByText('Called her: she is away until Friday').waitFor()
      expect(['timeline 1280', await a11yViolations(page)]).toEqual(['timeline 1280', []])
      await screenshot(page, 'issue32-timeline-1280')
      await order.getByText(/· shipped /).waitFor()
    })
  })

  it('pages the order lists: "Show more" adds the next page, "To Fulfil" first (issue 30)', async () => {
    // Two more open orders beside the fulfilled one; pages of one order, so three orders make pages.
    const buyer = new ApiClient(shop.url)
    const tee = ((await buyer.get('/api/products')).body as { id: string; name: string }[]).find((p) => p.name === TEE)!
    for (let n = 0; n < 2; n += 1) {
      const { body: intent } = await buyer.post('/api/checkout/payment-intent', { deliveryMethod: 'in-town', cartItems: [{ productId: tee.id, quantity: 1, size: 'M' }] })
      expect((await payInDemoMode(buyer, intent)).status).toBe(200)
      expect((await buyer.post('/api/orders', buyerOrderForm(intent))).status).toBeLessThan(300)
    }
    await asAdmin(async (page) => {
      await page.route('**/api/admin/orders?*', (route) => {
        const url = new URL(route.request().url())
        if (url.pathname !== '/api/admin/orders') return route.continue()
        url.searchParams.set('limit', '1')
        return route.continue({ url: url.toString() })
      })
      await page.route('**/api/admin/orders', (route) => route.continue({ url: `${route.request().url()}?limit=1` }))
      await page.goto('/admin/orders')
      const cards = page.getByRole('article', { name: /^Order #/ })
      const more = page.getByRole('button', { name: 'Show more orders' })
      await page.getByRole('button', { name: 'To Fulfil (1+)', pressed: true }).waitFor()
      await page.getByRole('button', { name: 'All Orders (1+)' }).waitFor()
      expect(await cards.count()).toBe(1)
      await more.click()
      await page.getByRole('button', { name: 'To Fulfil (2)' }).waitFor()
      expect(await cards.count()).toBe(2)
      expect(await more.count()).toBe(0)
      await screenshot(page, 'issue30-to-fulfil-paged-1280')

      await page.evaluate(() => window.scrollTo(0, 0))
      await page.getByRole('button', { name: 'All Orders (1+)' }).click()
      expect(await cards.count()).toBe(1)
      await more.click()
      await page.getByRole('button', { name: /^All Orders \((2\+|3)\)$/ }).waitFor()
      // Scrolled down to the end of the list, the next page comes by itself.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
      await page.getByRole('button', { name: 'All Orders (3)' }).waitFor()
      expect(await cards.count()).toBe(3)
      expect(await more.count()).toBe(0)
      await cards.nth(2).getByText('Shipped', { exact: true }).waitFor()

      // Refunded in full afterwards, the shipped order still says when it was shipped (its card said
      // only when it was placed). Sent from this signed-in page: another sign-in would meet the limit.
      await page.unrouteAll()
      const shipped = await page.evaluate(async () => {
        const { orders } = await (await fetch('/api/admin/orders?status=shipped')).json()
        const [order] = orders as { id: string }[]
        const refund = await fetch(`/api/admin/orders/${order.id}/refund`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
          body: JSON.stringify({ reason: 'Lost in the mail' }),
        })
        return { id: order.id, status: refund.status }
      })
      expect(shipped.status).toBe(200)
      await page.reload()
      await page.getByRole('button', { name: 'All Orders (3)' }).click()
      const refunded = page.getByRole('article', { name: `Order #${shipped.id.slice(0, 8)}` })
      await refunded.getByText('Refunded', { exact: true }).waitFor()
      await refunded.getByText(/· shipped /).waitFor()

      // A shipped order that has arrived: Mark Delivered moves it to Fulfilled (decision 48), no e-mail.
      const { body: intent } = await buyer.post('/api/checkout/payment-intent', { deliveryMethod: 'out-of-town', cartItems: [{ productId: tee.id, quantity: 1, size: 'M' }] })
      expect((await payInDemoMode(buyer, intent)).status).toBe(200)
      const parcel = await buyer.post('/api/orders', buyerOrderForm(intent, { deliveryMethod: 'out-of-town', shippingAddress: 'PO Box 1\nChristiansted, St. Croix 00821' }))
      expect(parcel.status).toBeLessThan(300)
      const shippedNow = await page.evaluate(async (id) => {
        const answer = await fetch(`/api/admin/orders/${id}`, { method: 'PATCH', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ status: 'shipped' }) })
        return answer.status
      }, parcel.body.id)
      expect(shippedNow).toBe(200)
      await page.reload()
      await page.getByRole('button', { name: 'All Orders (4)' }).click()
      const arriving = page.getByRole('article', { name: `Order #${parcel.body.id.slice(0, 8)}` })
      await arriving.getByRole('button', { name: 'Mark Delivered' }).click()
      await screenshot(page, 'admin-mark-delivered-1280', { fullPage: false })
      await page.getByRole('alertdialog', { name: `Mark order #${parcel.body.id.slice(0, 8)} delivered?` }).getByRole('button', { name: 'Yes, It Arrived' }).click()
      await expectToast(page, 'Order fulfilled', `Order #${parcel.body.id.slice(0, 8)} is fulfilled. No e-mail was sent.`)
      await arriving.getByText('Fulfilled', { exact: true }).waitFor()
      expect(await arriving.getByRole('button', { name: 'Mark Delivered' }).count()).toBe(0)

      // A note half typed when the order is fulfilled: its card leaves "To Fulfil", the note is not lost.
      await page.getByRole('button', { name: /^To Fulfil/ }).click()
      const open = page.getByRole('article', { name: /^Order #/ }).first()
      const openName = (await open.getByRole('heading', { level: 3 }).textContent())!
      await open.getByRole('button', { name: 'Timeline and notes' }).click()
      await open.getByLabel('Internal note (only administrators see it)').fill('Picked up by her sister Joan')
      await open.getByRole('button', { name: 'Mark Fulfilled' }).click()
      await page.getByRole('alertdialog', { name: /^Mark order #\w+ fulfilled\?$/ }).getByRole('button', { name: 'Yes, Ready or Handed Over' }).click()
      await expectToast(page, 'Order fulfilled')
      // Its card left "To Fulfil": the keyboard's focus is on the next order, not back at the top of the page.
      await page.waitForFunction(() => document.activeElement?.hasAttribute('data-order-card') === true)
      await page.getByRole('button', { name: /^All Orders/ }).click()
      const fulfilled = page.getByRole('article', { name: openName })
      expect(await fulfilled.getByLabel('Internal note (only administrators see it)').inputValue()).toBe('Picked up by her sister Joan')
    })
  })
})
