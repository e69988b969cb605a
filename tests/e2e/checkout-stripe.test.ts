/**
 * Issue 4, checkout in Stripe mode (the fake Stripe server of tests/support/fakeStripe.ts behind
 * the shop; in the browser either no Stripe.js at all, as here where js.stripe.com is out of
 * reach, or the stand-in of checkout-fake-stripe-js.ts). Also: the home page loads neither
 * Stripe.js nor the checkout's code.
 */
import type { Browser, Locator, Page } from 'playwright-core'

import { ApiClient } from '../support/apiClient'
import { DESKTOP, launchBrowser, PHONE, screenshot } from '../support/browser'
import { FakeStripe } from '../support/fakeStripe'
import { startShop, type Shop } from '../support/shopProcess'
import { type Confirmation, useFakeStripeJs } from './checkout-fake-stripe-js'
import { CAP, CUSTOMER, expectedSummary, fillContact, placeOrderButton, TEE } from './checkout-support'
import { addToCart, expectToast, guestCart, inPage, openPage } from './storefront-support'

describe('checkout with Stripe', () => {
  let fake: FakeStripe
  let shop: Shop
  let browser: Browser
  beforeAll(async () => {
    fake = await new FakeStripe().start()
    ;[shop, browser] = await Promise.all([startShop({ seed: 'demo', env: fake.env() }), launchBrowser()])
  })
  afterAll(async () => {
    await browser?.close()
    await shop?.stop()
    await fake?.stop()
  })

  function withPage<T>(fn: (page: Page) => Promise<T>, viewport = DESKTOP): Promise<T> {
    return inPage(openPage(browser, shop.url, viewport), fn)
  }

  /** A guest with a tee (M) in the cart on /checkout, the contact filled, paying through the fake Stripe.js. */
  async function teeAtCheckout(page: Page): Promise<Confirmation[]> {
    const confirmations = await useFakeStripeJs(page, fake)
    await page.goto('/shop')
    await addToCart(page, TEE, 'M')
    await page.goto('/checkout')
    await fillContact(page)
    return confirmations
  }

  /** The payment intent the buyer's first confirmation paid, at the fake Stripe. */
  const paidIntent = (confirmations: Confirmation[]) => fake.intents.get(confirmations[0].clientSecret.split('_secret_')[0])!

  /**
   * A slow line to the shop's prices: every payment-intent request waits until `release()`
   * (`oneHeld` once the first is waiting); the requests numbered in `failing` are answered 503.
   */
  async function holdPrices(page: Page, { failing = [] as number[] } = {}) {
    const waiting: (() => void)[] = []
    let released = false
    let seen = 0
    let firstHeld: () => void = () => {}
    const oneHeld = new Promise<void>((resolve) => (firstHeld = resolve))
    await page.route('**/api/checkout/payment-intent', async (route) => {
      seen += 1
      if (failing.includes(seen)) return route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"Payments are unavailable right now"}' })
      if (!released) {
        await new Promise<void>((resolve) => {
          waiting.push(resolve)
          firstHeld()
        })
      }
      await route.continue()
    })
    return {
      oneHeld,
      release() {
        released = true
        for (const resume of waiting) resume()
      },
    }
  }

  /**
   * teeAtCheckout with a $10.00 gift settled (its price in, the button no longer at the no-gift total):
   * where the tests of a buyer changing their mind about the gift start.
   */
  async function tenDollarGiftSettled(page: Page) {
    const confirmations = await teeAtCheckout(page)
    const gifts = page.getByRole('radiogroup', { name: 'Add a gift to support our programs' })
    const noGift = expectedSummary(2500, 'in-town').total
    await placeOrderButton(page).filter({ hasText: noGift }).waitFor()
    await gifts.getByRole('radio', { name: '$10.00' }).click()
    await page.getByRole('status').filter({ hasText: 'Updating the amount...' }).waitFor({ state: 'detached' })
    await placeOrderButton(page).filter({ hasNotText: noGift }).waitFor()
    return { confirmations, gifts, noGift }
  }

  /** No gift, $10.00, No gift while the prices are held, then the held prices let through. */
  async function changeMindTwice(gifts: Locator, prices: Awaited<ReturnType<typeof holdPrices>>) {
    await gifts.getByRole('radio', { name: 'No gift' }).click()
    await gifts.getByRole('radio', { name: '$10.00' }).click()
    await gifts.getByRole('radio', { name: 'No gift' }).click()
    await prices.oneHeld
    prices.release()
  }

  /** Script, stylesheet and Stripe requests the page makes. */
  function watchScripts(page: Page): { scripts: string[]; stylesheets: string[]; stripe: string[] } {
    const seen = { scripts: [] as string[], stylesheets: [] as string[], stripe: [] as string[] }
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (/stripe\.(com|network)$/.test(url.hostname)) seen.stripe.push(url.href)
      else if (url.pathname.endsWith('.js')) seen.scripts.push(url.pathname)
      else if (url.pathname.endsWith('.css')) seen.stylesheets.push(url.pathname)
    })
    return seen
  }

  it('keeps Stripe.js and the checkout code off the home page; without Stripe.js a payment is refused clearly', () =>
    withPage(async (page) => {
      expect((await new ApiClient(shop.url).get('/api/checkout/config')).body).toEqual({ mode: 'stripe', publishableKey: fake.env().STRIPE_PUBLISHABLE_KEY })
      const seen = watchScripts(page)
      await page.goto('/')
      await page.getByRole('article', { name: CAP }).waitFor()
      await page.waitForLoadState('networkidle')
      expect(seen.stripe).toEqual([])
      expect(seen.scripts.filter((path) => /Checkout|Stripe/i.test(path))).toEqual([])

      await addToCart(page, CAP)
      await page.getByRole('link', { name: 'Cart, 1 item' }).click()
      await page.getByRole('link', { name: 'Proceed to Checkout' }).click()
      // js.stripe.com does not answer here: the card form says so and offers another try.
      await page.getByText('The secure card form could not be loaded.').waitFor()
      // The card form's chunk lists the app's stylesheet as its own: the server-rendered page carried
      // it inline, and its link (of a type browsers do not fetch) keeps the chunk from fetching it again.
      expect(seen.stylesheets.filter((path) => /^\/assets\/index-[^/]+\.css$/.test(path))).toEqual([])
      expect(seen.stripe.some((url) => url.startsWith('https://js.stripe.com/'))).toBe(true)
      expect(seen.scripts.some((path) => /StripePaymentPanel/.test(path))).toBe(true)
      await fillContact(page)
      await placeOrderButton(page).click()
      await expectToast(page, 'Payment failed', 'The card payment provider is not initialized. Please wait a moment and try again.')
      await page.getByText('The secure card form could not be loaded.').scrollIntoViewIfNeeded()
      await screenshot(page, 'checkout-stripe-unavailable-375', { fullPage: false })
      expect(await guestCart(page)).not.toBeNull()
    }, PHONE))

  it('pays through the Payment Element with the billing details and mailing address, then places the order', () =>
    withPage(async (page) => {
      const confirmations = await useFakeStripeJs(page, fake)
      await page.goto('/shop')
      await addToCart(page, TEE, 'M')
      await page.goto('/checkout')
      await page.getByText('Test card (fake Stripe.js)').waitFor()
      await page.getByRole('radio', { name: /Out of Town/ }).click()
      await page.getByLabel('Mailing Address').fill(CUSTOMER.address)
      await fillContact(page)
      const total = expectedSummary(2500, 'out-of-town').total
      await placeOrderButton(page).filter({ hasText: total }).click()
      await expectToast(page, 'Order placed successfully!', /^Your order #\w{1,8} has been confirmed\.$/)
      await page.waitForURL((url) => url.pathname === '/')
      expect(await guestCart(page)).toBeNull()

      expect(confirmations).toHaveLength(1)
      const [{ clientSecret, confirmParams, redirect }] = confirmations
      expect(redirect).toBe('if_required')
      expect(confirmParams).toEqual({
        return_url: `${shop.url}/order-confirmation`,
        payment_method_data: { billing_details: { name: CUSTOMER.name, email: CUSTOMER.email, phone: CUSTOMER.phone } },
        shipping: { name: CUSTOMER.name, phone: CUSTOMER.phone, address: { line1: CUSTOMER.address } },
      })
      // The intent paid is the out-of-town one, for the total the button showed.
      const intent = fake.intents.get(clientSecret.split('_secret_')[0])!
      expect([intent.status, intent.amount]).toEqual(['succeeded', Math.round(Number(total.slice(1)) * 100)])
    }))

  it('keeps the card form as typed while the delivery method and the gift change the total, and pays the last total (decision 77)', () =>
    withPage(async (page) => {
      const confirmations = await useFakeStripeJs(page, fake)
      await page.goto('/shop')
      await addToCart(page, TEE, 'M')
      const intentsBefore = fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents').length
      await page.goto('/checkout')
      const cardNumber = page.getByLabel('Card number (fake Stripe.js)')
      await cardNumber.fill('4242 4242 4242 4242')
      const firstTotal = expectedSummary(2500, 'in-town').total
      await placeOrderButton(page).filter({ hasText: firstTotal }).waitFor()

      await page.getByRole('radio', { name: /Out of Town/ }).click()
      await page.getByRole('radiogroup', { name: 'Add a gift to support our programs' }).getByRole('radio', { name: '$10.00' }).click()
      await page.getByLabel('Mailing Address').fill(CUSTOMER.address)
      await fillContact(page)
      const button = placeOrderButton(page).filter({ hasNotText: firstTotal })
      await button.waitFor()
      await page.getByRole('status').filter({ hasText: 'Updating the amount...' }).waitFor({ state: 'detached' })
      // The card form was never torn down: what was typed is still there, and it was told of the new amount.
      expect(await cardNumber.inputValue()).toBe('4242 4242 4242 4242')
      const counts = await page.evaluate(() => (window as any).__fakeStripeCounts)
      expect(counts.mounts).toBe(1)
      expect(counts.fetchUpdates).toBeGreaterThanOrEqual(1)
      const shownTotal = (await button.textContent())!.replace('Place Order - ', '')
      await button.click()
      await expectToast(page, 'Order placed successfully!', /^Your order #\w{1,8} has been confirmed\.$/)

      expect(confirmations).toHaveLength(1)
      const intent = paidIntent(confirmations)
      expect([intent.status, intent.amount]).toEqual(['succeeded', Math.round(Number(shownTotal.slice(1)) * 100)])
      expect(intent.metadata).toMatchObject({ deliveryMethod: 'out-of-town', donationCents: '1000' })
      expect(fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents')).toHaveLength(intentsBefore + 1)
    }))

  it('a gift changed and changed back while the prices are on their way: the payment is what the screen shows at the end (decision 77)', () =>
    withPage(async (page) => {
      const { confirmations, gifts, noGift } = await tenDollarGiftSettled(page)

      // A slow line to Stripe: every price is held until the buyer has changed their mind twice.
      const prices = await holdPrices(page)
      await changeMindTwice(gifts, prices)

      await placeOrderButton(page).filter({ hasText: noGift }).waitFor()
      await placeOrderButton(page).click()
      await expectToast(page, 'Order placed successfully!', /^Your order #\w{1,8} has been confirmed\.$/)
      const paid = paidIntent(confirmations)
      expect([paid.amount, paid.metadata.donationCents]).toEqual([Math.round(Number(noGift.slice(1)) * 100), '0'])
    }))

  it('a new price with the same total (In Town with a $15 gift after Out of Town) is waited for, not refused (decision 77)', () =>
    withPage(async (page) => {
      const confirmations = await teeAtCheckout(page)
      await page.getByRole('radio', { name: /Out of Town/ }).click()
      await page.getByLabel('Mailing Address').fill(CUSTOMER.address)
      const total = expectedSummary(2500, 'out-of-town').total
      await placeOrderButton(page).filter({ hasText: total }).waitFor()
      await page.getByRole('status').filter({ hasText: 'Updating the amount...' }).waitFor({ state: 'detached' })

      const prices = await holdPrices(page)
      await page.getByRole('radio', { name: /In Town/ }).click()
      await page.getByRole('radiogroup', { name: 'Add a gift to support our programs' }).getByRole('radio', { name: 'Other amount' }).click()
      await page.getByLabel('Your gift ($)').fill('15.00')
      await page.getByLabel('Your gift ($)').press('Tab')
      // The same total: $25.00 and $15.00 of shipping, or $25.00 and a $15.00 gift.
      await placeOrderButton(page).filter({ hasText: total }).click()
      prices.release()
      await expectToast(page, 'Order placed successfully!', /^Your order #\w{1,8} has been confirmed\.$/)
      const paid = paidIntent(confirmations)
      expect(paid.metadata).toMatchObject({ deliveryMethod: 'in-town', donationCents: '1500' })
      expect(paid.amount).toBe(Math.round(Number(total.slice(1)) * 100))
    }))

  it('a new price that cannot be made keeps the form and the card typed; Try Again makes it, and that total is paid (decision 77)', () =>
    withPage(async (page) => {
      const confirmations = await teeAtCheckout(page)
      const cardNumber = page.getByLabel('Card number (fake Stripe.js)')
      await cardNumber.fill('4242 4242 4242 4242')
      await placeOrderButton(page).filter({ hasText: expectedSummary(2500, 'in-town').total }).waitFor()

      let failing = true
      await page.route('**/api/checkout/payment-intent', (route) => (failing ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Something went wrong"}' }) : route.continue()))
      await page.getByRole('radiogroup', { name: 'Add a gift to support our programs' }).getByRole('radio', { name: '$10.00' }).click()
      const problem = page.getByText('Failed to initialize payment. Please try again.')
      await problem.waitFor()
      expect(await cardNumber.inputValue()).toBe('4242 4242 4242 4242')
      failing = false
      await page.getByRole('button', { name: 'Retry' }).click()
      await problem.waitFor({ state: 'detached' })
      await page.getByRole('status').filter({ hasText: 'Updating the amount...' }).waitFor({ state: 'detached' })
      expect(await cardNumber.inputValue()).toBe('4242 4242 4242 4242')
      const shown = (await placeOrderButton(page).textContent())!.replace('Place Order - ', '')
      await placeOrderButton(page).click()
      await expectToast(page, 'Order placed successfully!', /^Your order #\w{1,8} has been confirmed\.$/)
      const paid = paidIntent(confirmations)
      expect([paid.amount, paid.metadata.donationCents]).toEqual([Math.round(Number(shown.slice(1)) * 100), '1000'])
    }))

  it('the price asked for again after a change and back fails: Retry is offered (not "Retrying..." for ever) and makes it (outside review 11)', () =>
    withPage(async (page) => {
      const { confirmations, gifts, noGift } = await tenDollarGiftSettled(page)

      // The first price waits until the buyer has changed their mind twice; the one asked for again, and its retry, fail.
      const prices = await holdPrices(page, { failing: [3, 4] })
      await changeMindTwice(gifts, prices)

      const retry = page.getByRole('button', { name: 'Retry' })
      await retry.waitFor()
      expect(await retry.isDisabled()).toBe(false)
      await retry.click()
      await page.getByText('Failed to initialize payment. Please try again.').waitFor({ state: 'detached' })
      await page.getByRole('status').filter({ hasText: 'Updating the amount...' }).waitFor({ state: 'detached' })
      await placeOrderButton(page).filter({ hasText: noGift }).click()
      await expectToast(page, 'Order placed successfully!', /^Your order #\w{1,8} has been confirmed\.$/)
      const paid = paidIntent(confirmations)
      expect([paid.amount, paid.metadata.donationCents]).toEqual([Math.round(Number(noGift.slice(1)) * 100), '0'])
    }))

  it('after a 3-D Secure redirect, /order-confirmation places the order from the saved form', () =>
    withPage(async (page) => {
      const confirmations = await useFakeStripeJs(page, fake, { threeDSecure: true })
      const visited: string[] = []
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname)
      })
      await page.goto('/shop')
      await addToCart(page, CAP)
      await page.goto('/checkout')
      await page.getByText('Test card (fake Stripe.js)').waitFor()
      await fillContact(page)
      await placeOrderButton(page).click()
      await expectToast(page, 'Order placed successfully!', /^Your order #\w{1,8} has been confirmed\.$/)
      await page.waitForURL((url) => url.pathname === '/')
      expect(confirmations).toHaveLength(1)
      expect(await guestCart(page)).toBeNull()
      expect(await page.evaluate(() => sessionStorage.getItem('pending_checkout'))).toBeNull()
      // The bank's page sent the browser to Stripe's return address, which finished the order.
      expect(visited).toContain('/order-confirmation')
      const orderFor = paidIntent(confirmations)
      expect(orderFor.status).toBe('succeeded')
    }))
})
