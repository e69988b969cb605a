/**
 * Issue 13 and issue 17's volunteer items in the browser, at 375 and 1280 px: the Refund and Cancel
 * dialogs, search and Download CSV, the packing slip's print view, the Stock input of a product
 * without sizes, hide/delete with confirmation, and the warning before unsaved edits are lost.
 * Issue 29: after a partial refund with restock and a cancel, the card, the packing slip, the
 * buyer's page and the e-mails all say what happened to the goods and the money.
 */
import type { Browser, Page } from 'playwright-core'

import { ApiClient } from '../support/apiClient'
import { setUpAdmin, signUpCustomer, uniqueName } from '../support/accounts'
import { a11yViolations } from '../support/axe'
import { DESKTOP, launchBrowser, PHONE, screenshot } from '../support/browser'
import { catalogue } from '../support/checkout'
import { type FakeStripe, startFakeStripe } from '../support/fakeStripe'
import { type MailServer, startMailServer } from '../support/mailServer'
import { startShop, type Shop } from '../support/shopProcess'
import { parseCsv } from '../support/spreadsheet'
import { closeToast, expectToast, inPage, openPage, scrollWidth, signedInPage } from './storefront-support'

describe('volunteers at /admin: refunds, cancel, search, CSV, slips, product stock and rules', () => {
  let shop: Shop
  let stripe: FakeStripe
  let mail: MailServer
  let browser: Browser
  let admin: ApiClient & { username: string }

  beforeAll(async () => {
    stripe = await startFakeStripe()
    mail = await startMailServer()
    ;[shop, browser] = await Promise.all([startShop({ seed: 'demo', env: { ...stripe.env(), ...mail.env(), PUBLIC_URL: 'http://shop.test' } }), launchBrowser()])
    admin = await setUpAdmin(shop.url)
  })
  afterAll(async () => {
    await browser?.close()
    await shop?.stop()
    await stripe?.stop()
    await mail?.stop()
  })

  const asAdmin = <T,>(fn: (page: Page) => Promise<T>, viewport = DESKTOP) => inPage(signedInPage(browser, shop.url, { username: admin.username }, viewport), fn)

  /** A guest pays with the fake Stripe; or, given one, a signed-in customer from their server cart. */
  async function placeOrder(name: string, quantity = 2, customer?: ApiClient & { username: string }) {
    const guest = customer ?? new ApiClient(shop.url)
    const { product, size } = (await catalogue(guest)).sizedWithStock(quantity)
    const line = { productId: product.id, quantity, size }
    if (customer) expect((await customer.post('/api/cart', line)).status).toBeLessThan(300)
    const intent = (await guest.post('/api/checkout/payment-intent', { deliveryMethod: 'out-of-town', ...(customer ? {} : { cartItems: [line] }) })).body
    stripe.pay(intent.paymentIntentId)
    const email = customer ? `${customer.username}@example.org` : `${uniqueName('buyer')}@example.org`
    const order = await guest.post('/api/orders', {
      customerName: name,
      customerEmail: email,
      customerPhone: '340-555-0199',
      deliveryMethod: 'out-of-town',
      shippingAddress: '12 Bay Road\nChristiansted, VI 00820',
      paymentIntentId: intent.paymentIntentId,
      clientSecret: intent.clientSecret,
    })
    expect(order.status).toBe(201)
    return { order: order.body, product, size, number: String(order.body.id).slice(0, 8), email, buyer: name, paymentIntentId: intent.paymentIntentId as string }
  }

  it('/admin/orders opened straight away asks for its orders once; opened again from Products it asks anew and shows an order placed meanwhile', () =>
    asAdmin(async (page) => {
      const first = await placeOrder('Opening Buyer')
      const asked: string[] = []
      page.on('request', (request) => {
        const url = new URL(request.url())
        if (/^\/api\/admin\/orders(\/summary)?$/.test(url.pathname)) asked.push(url.pathname + url.search)
      })
      await page.goto('/admin/orders')
      await page.getByRole('article', { name: `Order #${first.number}` }).waitFor()
      await page.getByRole('button', { name: 'Refresh', exact: true }).waitFor()
      // The page's preloads, taken by the app as it starts: not asked for a second time by the screen.
      expect(asked.sort()).toEqual(['/api/admin/orders', '/api/admin/orders/summary', '/api/admin/orders?show=to-fulfil'])

      const second = await placeOrder('Later Buyer')
      await page.getByRole('link', { name: 'Back to Products' }).click()
      await page.getByRole('heading', { name: 'Manage Products', level: 1 }).waitFor()
      await page.getByRole('link', { name: 'Orders' }).click()
      await page.getByRole('article', { name: `Order #${second.number}` }).waitFor()
      expect(asked.filter((url) => url === '/api/admin/orders?show=to-fulfil')).toHaveLength(2)
    }))

  // Every impact, minor and moderate too (issue 29).
  const noA11yProblems = async (page: Page, label: string) => expect([label, await a11yViolations(page)]).toEqual([label, []])

  for (const [label, viewport] of [
    ['375', PHONE],
    ['1280', DESKTOP],
  ] as const) {
    it(`a partial refund with restock, then a cancel: the card, the packing slip, the buyer's page and the e-mails say what happened (${label} px)`, async () => {
      const partial = await placeOrder(`Refund ${label} Buyer`)
      // The cancelled order's buyer has an account: its Orders tab tells the same story.
      const customer = await signUpCustomer(shop.url)
      const cancelled = await placeOrder(`Cancel ${label} Buyer`, 2, customer)
      const { price, name } = partial.product
      const note = `1 of 2 refunded · $${price} back · 1 back on sale · Wrong size`
      await asAdmin(async (page) => {
        await page.goto('/admin/orders')
        await page.getByRole('heading', { name: 'Orders', level: 1 }).waitFor()
        await page.getByText('Sales').first().waitFor()
        const card = page.getByRole('article', { name: `Order #${partial.number}` })
        await card.getByRole('button', { name: 'Refund' }).click()
        const dialog = page.getByRole('alertdialog', { name: `Refund order #${partial.number}` })
        await dialog.getByText('Stripe keeps its processing fee').waitFor()
        await dialog.getByLabel('An amount').click()
        await dialog.getByLabel('Amount ($)').fill('999')
        await dialog.getByRole('button', { name: /^Refund/ }).click()
        await dialog.getByRole('alert').getByText(/is left to refund on this order/).waitFor()
        // One of the two shirts comes back: ticked, one unit, back on sale; the amount is what it cost.
        await dialog.getByLabel(new RegExp(`^2 × ${name} \\(${partial.size}\\)`)).check()
        await dialog.getByLabel('Units').fill('1')
        await dialog.getByLabel('Put back on sale').check()
        await dialog.getByLabel(/^The items ticked/).click()
        await dialog.getByLabel('Reason (optional, the buyer sees it)').fill('Wrong size')
        await noA11yProblems(page, `refund dialog ${label}`)
        await screenshot(page, `admin-refund-dialog-${label}`, { fullPage: false })
        await dialog.getByRole('button', { name: `Refund $${price}` }).click()
        await expectToast(page, 'Refund sent')
        await closeToast(page)
        // The card: the refunded unit struck off with its amount and reason; one shirt is still to send.
        await card.getByText(note).waitFor()
        await card.getByText('Paid · to fulfil', { exact: true }).waitFor()
        await card.getByText(`Refunded $${price}`).first().waitFor()
        expect(await page.getByRole('button', { name: /^To Fulfil/ }).getAttribute('aria-pressed')).toBe('true')
        await noA11yProblems(page, `/admin/orders after a refund ${label}`)
        await screenshot(card, `issue29-refunded-card-${label}`)

        // The packing slip: the shop and its return address, the buyer, only what is left to send, no prices.
        await page.emulateMedia({ media: 'print' })
        const slip = page.getByRole('region', { name: `Packing slip for order #${partial.number}` })
        await slip.getByRole('heading', { name: 'Packing slip' }).waitFor()
        for (const text of ['Community Rescue Shop', 'Return address: St. John, US Virgin Islands', `Order #${partial.number}`, partial.buyer, '12 Bay Road']) {
          await slip.getByText(text, { exact: false }).first().waitFor()
        }
        expect(await slip.getByRole('row').filter({ hasText: name }).textContent()).toBe(`${name}${partial.size}1☐`)
        expect(await slip.textContent()).not.toContain('$')
        expect(await page.getByRole('heading', { name: 'Orders', level: 1 }).isVisible()).toBe(false)
        await screenshot(page, `issue29-packing-slip-${label}`)
        await page.emulateMedia({ media: 'screen' })
        // Prices only when a volunteer asks for them.
        await page.getByLabel('Show prices on packing slips').check()
        await page.emulateMedia({ media: 'print' })
        await slip.getByText(`$${price} each`).waitFor()
        await page.emulateMedia({ media: 'screen' })

        // A cancel with a reason: every line struck off, no slip offered any more.
        const other = page.getByRole('article', { name: `Order #${cancelled.number}` })
        await other.getByRole('button', { name: 'Cancel Order' }).click()
        const confirm = page.getByRole('alertdialog', { name: `Cancel order #${cancelled.number}?` })
        await confirm.getByText(/goes back to the buyer's card, every item not refunded yet goes back in stock/).waitFor()
        await confirm.getByLabel('Reason (optional, the buyer sees it)').fill('Buyer asked')
        await noA11yProblems(page, `cancel dialog ${label}`)
        await screenshot(page, `admin-cancel-dialog-${label}`, { fullPage: false })
        await confirm.getByRole('button', { name: 'Cancel and Refund' }).click()
        await expectToast(page, 'Order cancelled')
        await page.getByRole('button', { name: /All Orders/ }).click()
        await other.getByText('Cancelled', { exact: true }).waitFor()
        await other.getByText(`Refunded $${cancelled.order.total}`).waitFor()
        await other.getByText(/^Cancelled · \$\d+\.\d{2} back · back on sale · Buyer asked$/).waitFor()
        expect(await other.getByRole('button', { name: 'Print Packing Slip' }).count()).toBe(0)
      }, viewport)

      // The buyer's page, from the receipt's private link.
      await inPage(openPage(browser, shop.url, viewport), async (page) => {
        await page.goto(partial.order.privatePath)
        await page.getByRole('heading', { name: `Order #${partial.number}` }).waitFor()
        await page.getByText('Paid · part refunded', { exact: true }).waitFor()
        await page.getByText(`We have your payment and are preparing the rest of your order. $${price} was refunded to your card.`).waitFor()
        await page.getByText(`1 of 2 refunded · $${price} back · Wrong size`).waitFor()
        await page.locator('dl div').filter({ hasText: /^Total after refunds/ }).waitFor()
        await noA11yProblems(page, `buyer's order page ${label}`)
        if (label === '375') expect(await scrollWidth(page)).toBe(PHONE.width)
        await screenshot(page, `issue29-buyer-order-refunded-${label}`)
      })

      // The buyer's account: the cancelled order says what went back, and why.
      await inPage(signedInPage(browser, shop.url, { username: customer.username }, viewport), async (page) => {
        await page.goto('/account?tab=orders')
        await page.getByText(`Order #${cancelled.number}`).waitFor()
        await page.getByText(`Refunded $${cancelled.order.total}`).waitFor()
        await page.getByText(`This order has been cancelled: Buyer asked. $${cancelled.order.total} was refunded to your card.`).waitFor()
        await page.getByRole('button', { name: 'View Details' }).click()
        await page.getByText(/^Cancelled · \$\d+\.\d{2} back · Buyer asked$/).waitFor()
        await noA11yProblems(page, `account orders ${label}`)
        await screenshot(page, `issue29-account-cancelled-${label}`)
      })

      // The e-mails, as a mail app shows them.
      const refundMail = await mail.waitFor(partial.email, new RegExp(`of your order #${partial.number} has been refunded`))
      expect(refundMail.text).toContain(`For: 1 × ${name} (${partial.size}): $${price}`)
      expect(refundMail.text).toContain('Reason: Wrong size')
      const cancelMail = await mail.waitFor(cancelled.email, new RegExp(`#${cancelled.number} has been cancelled`))
      expect(cancelMail.text).toContain('Your order has been cancelled. Reason: Buyer asked.')
      await inPage(openPage(browser, shop.url, viewport), async (page) => {
        for (const [kind, received] of [
          ['refund', refundMail],
          ['cancel', cancelMail],
        ] as const) {
          await page.setContent(String(received.html))
          if (label === '375') expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width)
          await screenshot(page, `issue29-${kind}-email-${label}`)
        }
      })

      const listed = (await admin.get('/api/admin/orders')).body.orders as any[]
      expect(listed.find((o) => o.id === partial.order.id)).toMatchObject({ refunded: price, items: [expect.objectContaining({ restocked: 1 })] })
      expect(listed.find((o) => o.id === cancelled.order.id)).toMatchObject({ status: 'cancelled', refunded: cancelled.order.total })
    })

    if (viewport === DESKTOP) {
      it('a cancel whose refund the bank refused afterwards is finished from its card: Finish Cancelling gives the money back (1280 px)', async () => {
        const failed = await placeOrder('Refused Refund Buyer', 1)
        expect((await admin.post(`/api/admin/orders/${failed.order.id}/cancel`)).status).toBe(200)
        const refund = stripe.failRefund(stripe.refundsFor(failed.paymentIntentId)[0].id)
        const event = stripe.webhook('refund.failed', refund)
        const delivered = await fetch(`${shop.url}/api/stripe/webhooks`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': event.header }, body: event.payload })
        expect(delivered.status).toBe(200)
        await asAdmin(async (page) => {
          await page.goto('/admin/orders')
          await page.getByRole('button', { name: /All Orders/ }).click()
          const card = page.getByRole('article', { name: `Order #${failed.number}` })
          await card.getByRole('button', { name: 'Finish Cancelling' }).waitFor()
          await screenshot(card, 'finish-cancelling-card-1280')
          await card.getByRole('button', { name: 'Finish Cancelling' }).click()
          const confirm = page.getByRole('alertdialog', { name: `Finish cancelling order #${failed.number}?` })
          await confirm.getByText(`$${failed.order.total} goes back to the buyer's card`, { exact: false }).waitFor()
          await confirm.getByRole('button', { name: 'Cancel and Refund' }).click()
          await expectToast(page, 'Order cancelled')
          await card.getByText(`Refunded $${failed.order.total}`).waitFor()
          expect(await card.getByRole('button', { name: 'Finish Cancelling' }).count()).toBe(0)
        }, viewport)
        const back = stripe.refundsFor(failed.paymentIntentId).filter((r) => r.status !== 'failed').reduce((sum, r) => sum + r.amount, 0)
        expect(back).toBe(Math.round(Number(failed.order.total) * 100))
      })
    }

    if (viewport === PHONE) {
      it('a refund refused because another volunteer cancelled the order meanwhile says so, and the list then shows the order as it is (375 px)', async () => {
        const stale = await placeOrder('Stale Card Buyer')
        await asAdmin(async (page) => {
          await page.goto('/admin/orders')
          const card = page.getByRole('article', { name: `Order #${stale.number}` })
          await card.getByRole('button', { name: 'Refund' }).waitFor()
          // Another volunteer, on another screen, cancels it.
          expect((await admin.post(`/api/admin/orders/${stale.order.id}/cancel`, { reason: 'Buyer asked' })).status).toBe(200)
          await card.getByRole('button', { name: 'Refund' }).click()
          await page.getByRole('alertdialog', { name: `Refund order #${stale.number}` }).getByRole('button', { name: /^Refund \$/ }).click()
          await expectToast(page, 'Refund failed', 'This order has been cancelled (its money went back then): nothing is left to refund.')
          // No longer to fulfil: it leaves the list without a reload.
          await card.waitFor({ state: 'detached' })
        }, PHONE)
      })
    }

    it(`searches orders, downloads the CSV of what is found, and prints a packing slip (${label} px)`, async () => {
      const name = `Slip ${label} ${uniqueName('B')}`
      const { number } = await placeOrder(name, 1)
      await asAdmin(async (page) => {
        await page.goto('/admin/orders')
        const search = page.getByRole('search', { name: 'Find orders' })
        // A range that ends before it starts is said at the field; the orders shown stay (it replaced them with "Could not load the orders").
        await page.getByRole('article').first().waitFor()
        await search.getByLabel('From').fill('2026-11-28')
        await search.getByLabel('To').fill('2026-11-20')
        await search.getByRole('button', { name: 'Search' }).click()
        await search.getByText('The start date is after the end date').waitFor()
        expect(await search.getByLabel('To').getAttribute('aria-invalid')).toBe('true')
        expect(await page.getByText('Could not load the orders').count()).toBe(0)
        expect(await page.getByRole('article').count()).toBeGreaterThan(0)
        await search.getByLabel('From').fill('')
        await search.getByLabel('To').fill('')
        await search.getByLabel('Search').fill(name)
        await search.getByRole('button', { name: 'Search' }).click()
        await page.getByRole('article').first().waitFor()
        await page.waitForFunction((count) => document.querySelectorAll('article').length === count, 1)
        await page.getByRole('article', { name: `Order #${number}` }).waitFor()
        await noA11yProblems(page, `orders search ${label}`)
        await screenshot(page, `admin-orders-search-${label}`)

        const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download CSV' }).click()])
        expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/)
        const csv = await (await download.createReadStream()).toArray()
        const text = Buffer.concat(csv).toString('utf8')
        // A BOM so spreadsheets read names in UTF-8, then the quoted header row.
        expect(text.split(/\r?\n/)[0]).toMatch(/^\uFEFF"Date","Order number","Buyer","Email"/)
        expect(text).toContain(name)
        expect(parseCsv(text)).toHaveLength(2)

        // Printing the page prints the packing slips of the orders shown, without buttons, navigation or the search.
        await page.emulateMedia({ media: 'print' })
        expect(await page.getByRole('button', { name: 'Print Packing Slip' }).isVisible()).toBe(false)
        expect(await page.getByRole('search').isVisible()).toBe(false)
        await page.getByRole('region', { name: `Packing slip for order #${number}` }).getByText('12 Bay Road').waitFor()
        await page.emulateMedia({ media: 'screen' })

        // The search cleared: back to the orders to fulfil, as the page opened.
        await search.getByLabel('Search').fill('')
        await search.getByRole('button', { name: 'Search' }).click()
        await page.getByRole('button', { name: /^To Fulfil/, pressed: true }).waitFor()
      }, viewport)
    })
  }

  it('a product without sizes gets a Stock input (empty = not counted), low counts stand out, hide and delete ask first', async () => {
    const name = uniqueName('Enamel Mug')
    for (const [label, viewport] of [
      ['375', PHONE],
      ['1280', DESKTOP],
    ] as const) {
      await asAdmin(async (page) => {
        await page.goto('/admin/products')
        await page.getByRole('button', { name: 'Add Product' }).click()
        const form = page.locator('form').filter({ has: page.getByLabel('Product Name *') })
        await form.getByLabel('Stock', { exact: true }).waitFor()
        expect(await form.getByLabel('Stock', { exact: true }).getAttribute('placeholder')).toBe('Not counted')
        // A size ticked: the count is per size instead.
        await form.getByLabel('M', { exact: true }).check()
        expect(await form.getByLabel('Stock', { exact: true }).count()).toBe(0)
        await form.getByLabel('M', { exact: true }).uncheck()
        await noA11yProblems(page, `product form ${label}`)
        await screenshot(page, `admin-product-stock-input-${label}`)
        await form.getByRole('button', { name: 'Cancel' }).click()
      }, viewport)
    }

    // Created through the API with an image the shop already has; the screen shows its count as low.
    const image = (await catalogue(new ApiClient(shop.url))).unsized.image
    const created = (await admin.post('/api/products', { name, description: 'Enamel', price: '12.00', image, sizes: [], sizeInventory: {}, stock: 2 })).body
    await asAdmin(async (page) => {
      // Reached in the app (from Orders), so back is a move inside the app the warning must hold.
      await page.goto('/admin/orders')
      await page.getByRole('link', { name: 'Back to Products' }).click()
      const card = page.getByRole('article', { name })
      await card.getByText('Stock: 2 (low)').waitFor()

      // The price minimum: '0' is refused before sending, with the server's message.
      await card.getByRole('button', { name: 'Edit Product' }).click()
      const form = page.locator('form').filter({ has: page.getByLabel('Product Name *') })
      expect(await form.getByLabel('Stock', { exact: true }).inputValue()).toBe('2')
      await form.getByLabel('Price ($) *').fill('0')
      await form.getByRole('button', { name: 'Update Product' }).click()
      await expectToast(page, 'Validation error', 'Price must be at least $0.50 (the smallest amount a card payment can take)')
      await closeToast(page)

      // Unsaved edits: switching to another product asks first; staying keeps them.
      const other = page.getByRole('article').filter({ hasNot: page.getByText(name) }).first()
      await other.getByRole('button', { name: 'Edit Product' }).click()
      const ask = page.getByRole('alertdialog', { name: 'Discard unsaved changes?' })
      await ask.waitFor()
      await noA11yProblems(page, 'unsaved changes dialog')
      await screenshot(page, 'admin-unsaved-changes-1280', { fullPage: false })
      await ask.getByRole('button', { name: 'Keep Editing' }).click()
      expect(await form.getByLabel('Price ($) *').inputValue()).toBe('0')
      // Leaving for another admin screen asks too.
      await page.getByRole('link', { name: 'Orders' }).click()
      await ask.getByRole('button', { name: 'Keep Editing' }).click()
      expect(new URL(page.url()).pathname).toBe('/admin/products')
      // So does the browser's back button: staying puts the address back and keeps the edits.
      await page.evaluate(() => window.history.back())
      await ask.getByRole('button', { name: 'Keep Editing' }).click()
      await page.waitForURL((url) => url.pathname === '/admin/products')
      expect(await form.getByLabel('Price ($) *').inputValue()).toBe('0')
      // Discarding goes where the editor was heading.
      await page.getByRole('link', { name: 'Orders' }).click()
      await ask.getByRole('button', { name: 'Discard Changes' }).click()
      await page.waitForURL((url) => url.pathname === '/admin/orders')
      await page.getByRole('link', { name: 'Back to Products' }).click()
      await card.getByText('Stock: 2 (low)').waitFor()
      expect(await form.count()).toBe(0)

      await card.getByRole('button', { name: 'Hide' }).click()
      await expectToast(page, 'Product hidden')
      await card.getByText('Hidden from the shop').waitFor()
      await closeToast(page)
      await card.getByRole('button', { name: 'Delete' }).click()
      const confirm = page.getByRole('alertdialog', { name: `Delete ${name}?` })
      await confirm.getByText('past orders keep their own copy').waitFor()
      await screenshot(page, 'admin-delete-product-1280', { fullPage: false })
      await confirm.getByRole('button', { name: 'Keep Product' }).click()
      await card.getByRole('button', { name: 'Delete' }).click()
      await confirm.getByRole('button', { name: 'Delete Product' }).click()
      await expectToast(page, 'Product deleted')
      await card.waitFor({ state: 'detached' })
      // The keyboard's focus goes to the card now in its place, not back to the top of the page.
      await page.waitForFunction(() => document.activeElement?.hasAttribute('data-product-id') === true)
    })
    expect(((await admin.get('/api/admin/products')).body as any[]).some((p) => p.id === created.id)).toBe(false)
  })
})
