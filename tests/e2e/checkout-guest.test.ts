/**
 * Issue 4, checkout as a guest in demo payment mode (no Stripe keys): the whole purchase on a
 * phone, validation, delivery methods and their intents, the fee module's totals, an item
 * selling out while paying, keyboard-only use, the empty cart, axe and screenshots.
 */
import type { Browser, Page } from 'playwright-core'

import { setUpAdmin } from '../support/accounts'
import { ApiClient } from '../support/apiClient'
import { a11yViolations } from '../support/axe'
import { DESKTOP, launchBrowser, PHONE, screenshot } from '../support/browser'
import { startShop, type Shop } from '../support/shopProcess'
import {
  CAP,
  checkoutForm,
  CUSTOMER,
  expectedSummary,
  fillContact,
  placeOrderButton,
  productByName,
  readSummary,
  tabTo,
  TEE,
  watchIntentRequests,
} from './checkout-support'
import { addToCart, closeToast, expectToast, guestCart, holdRequests, inPage, openPage, scrollWidth } from './storefront-support'

/** Lighthouse's phone: taller than PHONE, so more of a short page's footer is in view. */
const TALL_PHONE = { width: 412, height: 823 }

describe('checkout as a guest (demo payments)', () => {
  let shop: Shop
  let browser: Browser
  beforeAll(async () => {
    ;[shop, browser] = await Promise.all([startShop({ seed: 'demo' }), launchBrowser()])
  })
  afterAll(async () => {
    await browser?.close()
    await shop?.stop()
  })

  function withPage<T>(fn: (page: Page) => Promise<T>, viewport = DESKTOP): Promise<T> {
    return inPage(openPage(browser, shop.url, viewport), fn)
  }

  it('buys on a phone: validation, out-of-town shipping and fee, a new intent per delivery method, success', () =>
    withPage(async (page) => {
      const api = new ApiClient(shop.url)
      const tee = await productByName(api, TEE)
      const cap = await productByName(api, CAP)
      const intents = watchIntentRequests(page)

      await page.goto('/shop')
      await addToCart(page, TEE, 'M')
      await addToCart(page, CAP)
      await page.goto('/cart')
      await page.getByRole('link', { name: 'Proceed to Checkout' }).click()
      await page.waitForURL('**/checkout')
      await page.getByRole('heading', { name: 'Checkout', level: 1 }).waitFor()
      for (const card of ['Contact Information', 'Delivery Method', 'Payment Method', 'Order Summary']) {
        await page.getByRole('heading', { name: card, level: 2 }).waitFor()
      }
      await page.getByText('Demo mode — no card is charged').waitFor()

      // One intent, made for what is in the guest cart, in town by default.
      expect(intents).toEqual([
        {
          deliveryMethod: 'in-town',
          cartItems: [
            { productId: tee.id, quantity: 1, size: 'M' },
            { productId: cap.id, quantity: 1, size: null },
          ],
        },
      ])
      const inTown = expectedSummary(4500, 'in-town')
      expect(await readSummary(page)).toEqual(inTown)
      await placeOrderButton(page).filter({ hasText: `Place Order - ${inTown.total}` }).waitFor()
      await page.getByRole('list', { name: 'Items in your order' }).getByText(TEE).waitFor()

      // Nothing filled in: every rule's message inline, the first in the toast.
      await placeOrderButton(page).click()
      await expectToast(page, 'Validation error', 'Name is required')
      for (const message of ['Name is required', 'Invalid email', 'Phone number is required']) await checkoutForm(page).getByText(message, { exact: true }).waitFor()
      expect(await checkoutForm(page).getByLabel('Full Name').evaluate((el) => el === document.activeElement)).toBe(true)
      await closeToast(page)

      // Out of town: a new intent, the mailing address field, $15.00 shipping and a new fee.
      await page.getByRole('radio', { name: /Out of Town/ }).click()
      await page.getByLabel('Mailing Address').waitFor()
      const outOfTown = expectedSummary(4500, 'out-of-town')
      await placeOrderButton(page).filter({ hasText: `Place Order - ${outOfTown.total}` }).waitFor()
      expect(await readSummary(page)).toEqual(outOfTown)
      expect(outOfTown.shipping).toBe('$15.00')
      await page.getByText('Demo mode — no card is charged').waitFor()
      expect(intents.map((body) => body.deliveryMethod)).toEqual(['in-town', 'out-of-town'])

      await fillContact(page, { name: CUSTOMER.name, email: 'maria@example', phone: CUSTOMER.phone })
      await placeOrderButton(page).click()
      await expectToast(page, 'Validation error', 'Invalid email')
      await closeToast(page)
      await fillContact(page, { email: CUSTOMER.email })
      await placeOrderButton(page).click()
      await expectToast(page, 'Validation error', 'Mailing address is required for out of town delivery')
      await closeToast(page)
      await page.getByLabel('Mailing Address').fill(CUSTOMER.address)
      expect(await checkoutForm(page).getByText('Invalid email').count()).toBe(0)

      expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width)
      expect(['checkout filled 375', await a11yViolations(page)]).toEqual(['checkout filled 375', []])
      await screenshot(page, 'checkout-demo-out-of-town-375')
      await page.getByText('Demo mode — no card is charged').scrollIntoViewIfNeeded()
      await screenshot(page, 'checkout-demo-out-of-town-375-payment', { fullPage: false })

      // A double tap pays once and places one order: the second press finds the button busy (the
      // payment is held until both presses are in, however fast the shop answers).
      const sends: string[] = []
      page.on('request', (request) => request.method() === 'POST' && /\/api\/(checkout\/demo\/confirm|orders)$/.test(request.url()) && sends.push(new URL(request.url()).pathname))
      const confirms = await holdRequests(page, '**/api/checkout/demo/confirm')
      await placeOrderButton(page).dblclick()
      confirms.release()
      await expectToast(page, 'Order placed successfully!', /^Your order #\w{1,8} has been confirmed\.$/)
      await page.waitForURL((url) => url.pathname === '/')
      expect(await guestCart(page)).toBeNull()
      await page.getByRole('link', { name: 'Cart', exact: true }).waitFor()
      expect(sends).toEqual(['/api/checkout/demo/confirm', '/api/orders'])
      // E-mail is off here: no receipt, so the panel offers the private link and no lookup, which could e-mail nothing.
      const panel = page.getByRole('region', { name: 'Thank you! Your order is confirmed' })
      await panel.getByText('Keep the link below: it shows your order and its status at any time.').waitFor()
      expect(await panel.getByRole('link', { name: 'Find your order' }).count()).toBe(0)
      await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'))
      expect(['order placed 375', await a11yViolations(page)]).toEqual(['order placed 375', []])
      await screenshot(page, 'checkout-demo-success-375', { fullPage: false })

      // The server took the stock for the tee (sized products only).
      expect((await productByName(api, TEE)).sizeInventory.M).toBe(tee.sizeInventory.M - 1)
      // Only the two delivery methods were ever asked for.
      expect(intents).toHaveLength(2)
    }, PHONE))

  it('buys with the keyboard only (Tab, Enter, Space)', () =>
    withPage(async (page) => {
      const cap = await productByName(new ApiClient(shop.url), CAP)
      await page.goto('/cart')
      await page.evaluate((id) => localStorage.setItem('guest_cart', JSON.stringify([{ productId: id, quantity: 2, size: null }])), cap.id)
      await page.reload()
      await page.getByRole('link', { name: 'Proceed to Checkout' }).waitFor()

      await tabTo(page, 'link', 'Proceed to Checkout')
      await page.keyboard.press('Enter')
      await page.getByText('Demo mode — no card is charged').waitFor()
      await tabTo(page, 'textbox', 'Full Name')
      await page.keyboard.type(CUSTOMER.name)
      await page.keyboard.press('Tab')
      await page.keyboard.type(CUSTOMER.email)
      await page.keyboard.press('Tab')
      await page.keyboard.type(CUSTOMER.phone)
      // Into the delivery choices: the checked one takes focus; Space keeps it chosen.
      await page.keyboard.press('Tab')
      const inTown = page.getByRole('radio', { name: /In Town/ })
      expect(await inTown.evaluate((el) => el === document.activeElement)).toBe(true)
      await page.keyboard.press('Space')
      expect(await inTown.getAttribute('aria-checked')).toBe('true')

      const total = expectedSummary(4000, 'in-town').total
      await tabTo(page, 'button', `Place Order - ${total}`, 5)
      await page.keyboard.press('Enter')
      await expectToast(page, 'Order placed successfully!', /^Your order #\w{1,8} has been confirmed\.$/)
      await page.waitForURL((url) => url.pathname === '/')
      expect(await guestCart(page)).toBeNull()
    }))

  it('tells the buyer when an item sold out while paying, and that the payment was refunded', () =>
    withPage(async (page) => {
      const admin = await setUpAdmin(shop.url)
      const tee = await productByName(admin, TEE)
      expect(tee.sizeInventory.XL).toBeGreaterThan(0)
      const intents = watchIntentRequests(page)
      await page.goto('/shop')
      await addToCart(page, TEE, 'XL')
      await page.goto('/checkout')
      await placeOrderButton(page).waitFor()
      await fillContact(page)
      expect(intents).toHaveLength(1)

      // Someone else buys the last one between the intent and the order.
      const sold = await admin.patch(`/api/products/${tee.id}/inventory`, { sizeInventory: { XL: 0 } })
      expect(sold.status).toBe(200)

      await placeOrderButton(page).click()
      await expectToast(page, 'Payment failed', `${TEE} (XL) sold out while you were paying. Your payment has been refunded.`)
      // That intent is spent; the new one cannot be made for a sold-out size, and the page says why.
      await page.getByText('Failed to initialize payment. Please try again.').waitFor()
      await page.getByRole('button', { name: 'Retry' }).waitFor()
      await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'))
      expect(['sold out while paying', await a11yViolations(page)]).toEqual(['sold out while paying', []])
      await screenshot(page, 'checkout-demo-sold-out-1280', { fullPage: false })
      expect(intents.length).toBeGreaterThanOrEqual(2)
      expect(await guestCart(page)).toEqual([{ productId: tee.id, quantity: 1, size: 'XL' }])
    }))

  it('Place Order pressed while the price could not be made (the network dropped) asks for it again and pays it, instead of "not initialized"', () =>
    withPage(async (page) => {
      let offline = false
      await page.route('**/api/checkout/payment-intent', (route) => (offline ? route.abort('internetdisconnected') : route.continue()))
      const orders: { deliveryMethod: string; total: string }[] = []
      page.on('response', async (response) => {
        if (response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/orders' && response.ok()) orders.push(await response.json())
      })
      await page.goto('/shop')
      await addToCart(page, CAP)
      await page.goto('/checkout')
      await placeOrderButton(page).waitFor()
      await fillContact(page)

      // Out of Town while the phone is offline: the card says so, with Retry; the total is the estimate.
      offline = true
      await page.getByRole('radio', { name: /Out of Town/ }).click()
      await page.getByLabel('Mailing Address').fill(CUSTOMER.address)
      await page.getByText('Failed to initialize payment. Please try again.').waitFor()
      const outOfTown = expectedSummary(2000, 'out-of-town')
      await placeOrderButton(page).filter({ hasText: `Place Order - ${outOfTown.total}` }).waitFor()

      // Still offline: the press says the price could not be made, where the finger is; nothing is paid.
      await placeOrderButton(page).click()
      await expectToast(page, 'Failed to initialize payment. Please try again.')
      await closeToast(page)
      expect(orders).toEqual([])

      // Back online: the press prices the order and places it at the total shown.
      offline = false
      await placeOrderButton(page).click()
      await expectToast(page, 'Order placed successfully!', /^Your order #\w{1,8} has been confirmed\.$/)
      expect(orders).toEqual([expect.objectContaining({ deliveryMethod: 'out-of-town', total: outOfTown.total.slice(1) })])
      await screenshot(page, 'checkout-demo-priced-on-press-375', { fullPage: false })
    }, PHONE))

  it('back pressed while the order is being placed: the order placed is still confirmed and the cart emptied', () =>
    withPage(async (page) => {
      await page.goto('/shop')
      await addToCart(page, CAP)
      await page.goto('/cart')
      await page.getByRole('link', { name: 'Proceed to Checkout' }).click()
      await placeOrderButton(page).waitFor()
      await fillContact(page)
      const orders = await holdRequests(page, '**/api/orders')
      const ordered = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/orders')
      await placeOrderButton(page).click()
      await ordered
      // The shopper taps back (to the cart) while the order is on its way; it is placed meanwhile.
      await page.goBack()
      await page.waitForURL('**/cart')
      orders.release()
      await expectToast(page, 'Order placed successfully!', /^Your order #\w{1,8} has been confirmed\.$/)
      await page.waitForURL((url) => url.pathname === '/')
      await page.getByRole('region', { name: 'Thank you! Your order is confirmed' }).waitFor()
      expect(await guestCart(page)).toBeNull()
    }, PHONE))

  it('sends nothing unchecked: when the form\'s checks cannot be downloaded, Place Order says so and asks for a reload, after which it works', () =>
    withPage(async (page) => {
      // The checks are a chunk of their own (loadCheckoutChecks), asked for once the form shows.
      let offline = true
      await page.route(/\/assets\/validateCheckoutForm-[\w-]+\.js$/, (route) => (offline ? route.abort('internetdisconnected') : route.continue()))
      const orders: string[] = []
      page.on('request', (request) => request.url().endsWith('/api/orders') && request.method() === 'POST' && orders.push(request.url()))
      await page.goto('/shop')
      await addToCart(page, CAP)
      await page.goto('/checkout')
      await placeOrderButton(page).waitFor()
      await fillContact(page)
      for (let press = 0; press < 2; press += 1) {
        await placeOrderButton(page).click()
        await expectToast(page, 'Could not check the form', 'Check your connection, then reload this page and place your order again.')
        await closeToast(page)
      }
      expect(orders).toEqual([])
      offline = false
      await page.reload()
      await placeOrderButton(page).waitFor()
      await fillContact(page)
      await placeOrderButton(page).click()
      await expectToast(page, 'Order placed successfully!', /^Your order #\w{1,8} has been confirmed\.$/)
      expect(orders).toHaveLength(1)
    }))

  it('a reload of /checkout or /cart with an item moves nothing on a phone\'s screen while the page fills in (layout shifts)', () =>
    withPage(async (page) => {
      await page.goto('/shop')
      await addToCart(page, TEE, 'M')
      const painted = () => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
      // The one thing below the loading page that can be in view: the footer (the header and title stay put).
      const footerTop = async () => {
        await painted()
        return page.locator('footer').evaluate((footer) => Math.round(footer.getBoundingClientRect().top))
      }
      const movedInView = (before: number, after: number) => before < TALL_PHONE.height && after !== before

      // The checkout form comes with its payment: held, and the loading page painted meanwhile.
      const payment = await holdRequests(page, '**/api/checkout/payment-intent')
      await page.goto('/checkout', { waitUntil: 'commit' })
      await page.getByText('Loading checkout...').waitFor({ state: 'attached' })
      const whileLoading = await footerTop()
      payment.release()
      await placeOrderButton(page).waitFor()
      // It stood in view under the spinner (597 px down), and the form pushed it away: 0.27 of the screen (CLS).
      const filledIn = await footerTop()
      expect({ footerTop: [whileLoading, filledIn], movedInView: movedInView(whileLoading, filledIn) }).toMatchObject({ movedInView: false })
      await page.unrouteAll({ behavior: 'ignoreErrors' })

      // The cart's lines come with the app: its script held, and the server's page painted meanwhile.
      const app = await holdRequests(page, /\/assets\/index-[^/]*\.js$/)
      await page.goto('/cart', { waitUntil: 'commit' })
      await page.getByRole('status', { name: 'Loading cart' }).waitFor()
      const cartLoading = await footerTop()
      app.release()
      await page.getByRole('link', { name: 'Proceed to Checkout' }).waitFor()
      const cartShown = await footerTop()
      expect({ footerTop: [cartLoading, cartShown], movedInView: movedInView(cartLoading, cartShown) }).toMatchObject({ movedInView: false })
    }, TALL_PHONE))

  it('a checkout whose payment cannot be made for a cart with an item says so without a screen of blank space under it', () =>
    withPage(async (page) => {
      await page.goto('/shop')
      await addToCart(page, TEE, 'M')
      await page.route('**/api/checkout/payment-intent', (route) => route.abort('internetdisconnected'))
      await page.goto('/checkout')
      await page.getByText('Failed to initialize payment. Please try again.').waitFor()
      await page.getByRole('button', { name: 'Retry' }).waitFor()
      // The room held for the form to come is not kept for the message that came instead: the footer stands under it, in view.
      const footerTop = await page.locator('footer').evaluate((footer) => Math.round(footer.getBoundingClientRect().top))
      expect({ footerTop, inView: footerTop < TALL_PHONE.height }).toMatchObject({ inView: true })
    }, TALL_PHONE))

  it('shows the empty cart state and asks for no payment', () =>
    withPage(async (page) => {
      const intents = watchIntentRequests(page)
      await page.goto('/checkout')
      await page.getByRole('heading', { name: 'Checkout', level: 1 }).waitFor()
      await page.getByRole('heading', { name: 'Your cart is empty' }).waitFor()
      await page.getByText('Add some products to checkout!').waitFor()
      expect(await a11yViolations(page)).toEqual([])
      await page.getByRole('link', { name: 'Continue Shopping' }).click()
      await page.waitForURL('**/shop')
      expect(intents).toEqual([])
    }))

  it('has no axe violation of any impact, with or without errors shown; desktop screenshot', () =>
    withPage(async (page) => {
      await page.goto('/shop')
      await addToCart(page, TEE, 'S')
      await addToCart(page, CAP)
      await page.goto('/checkout')
      await placeOrderButton(page).waitFor()
      expect(await a11yViolations(page)).toEqual([])

      await page.getByRole('radio', { name: /Out of Town/ }).click()
      await placeOrderButton(page).click()
      await expectToast(page, 'Validation error', 'Name is required')
      await checkoutForm(page).getByText('Mailing address is required for out of town delivery').waitFor()
      expect(await page.getByLabel('Mailing Address').getAttribute('aria-invalid')).toBe('true')
      expect(await a11yViolations(page)).toEqual([])
      await closeToast(page)

      await fillContact(page)
      await page.getByLabel('Mailing Address').fill(CUSTOMER.address)
      await placeOrderButton(page).filter({ hasText: expectedSummary(4500, 'out-of-town').total }).waitFor()
      await screenshot(page, 'checkout-demo-out-of-town-1280')
    }))
})
