/**
 * Issue 4, checkout signed in (demo payments): the server cart is priced by the server, the order
 * then shows under Account → Orders; and /order-confirmation, Stripe's return address after a
 * redirect, finishing the order from the form saved before paying.
 */
import type { Browser, Page } from 'playwright-core'

import { signUpCustomer } from '../support/accounts'
import { checkoutForm as orderBody, payInDemoMode } from '../support/checkout'
import { DESKTOP, launchBrowser } from '../support/browser'
import { startShop, type Shop } from '../support/shopProcess'
import { CAP, expectedSummary, fillContact, placeOrderButton, productByName, TEE, watchIntentRequests } from './checkout-support'
import { addToCart, expectToast, holdRequests, inPage, isFocused, signedInPage } from './storefront-support'

describe('checkout signed in (demo payments)', () => {
  let shop: Shop
  let browser: Browser
  beforeAll(async () => {
    ;[shop, browser] = await Promise.all([startShop({ seed: 'demo' }), launchBrowser()])
  })
  afterAll(async () => {
    await browser?.close()
    await shop?.stop()
  })

  async function asNewCustomer<T>(fn: (page: Page, me: Awaited<ReturnType<typeof signUpCustomer>>) => Promise<T>): Promise<T> {
    const me = await signUpCustomer(shop.url)
    return inPage(signedInPage(browser, shop.url, me, DESKTOP), (page) => fn(page, me))
  }

  it('places the order, empties the server cart and shows the order under Account → Orders', () =>
    asNewCustomer(async (page, me) => {
      const intents = watchIntentRequests(page)
      // The orders list is loaded (empty) first: after the purchase it must be fetched again.
      await page.goto('/account?tab=orders')
      await page.getByText('No Orders Yet').waitFor()

      await page.locator('header').getByRole('link', { name: 'Shop', exact: true }).first().click()
      await addToCart(page, CAP)
      await page.getByRole('link', { name: 'Cart, 1 item' }).click()
      await page.getByRole('link', { name: 'Proceed to Checkout' }).click()
      await placeOrderButton(page).filter({ hasText: expectedSummary(2000, 'in-town').total }).waitFor()
      // Signed in, the server prices the server cart: the browser sends only the delivery method.
      expect(intents).toEqual([{ deliveryMethod: 'in-town' }])

      await fillContact(page)
      // Hold the order request to see the busy state: 'Processing...', unavailable, and still
      // focused for a keyboard user, whose second Enter places nothing more.
      const orderRequests = await holdRequests(page, '**/api/orders')
      await placeOrderButton(page).focus()
      await page.keyboard.press('Enter')
      const busy = page.getByRole('button', { name: 'Processing...' })
      await busy.waitFor()
      expect(await busy.isDisabled()).toBe(true)
      await page.keyboard.press('Enter')
      expect(await isFocused(busy)).toBe(true)
      orderRequests.release()
      const toast = await expectToast(page, 'Order placed successfully!', /^Your order #\w{1,8} has been confirmed\.$/)
      const number = /#(\w+)/.exec((await toast.textContent()) ?? '')![1]
      await page.waitForURL((url) => url.pathname === '/account' && url.search === '?tab=orders')
      expect(await page.getByRole('tab', { name: 'Orders' }).getAttribute('aria-selected')).toBe('true')
      await page.getByRole('heading', { name: `Order #${number}` }).waitFor()
      await page.getByRole('link', { name: 'Cart', exact: true }).waitFor()

      const orders = (await me.get('/api/account/orders')).body.orders
      expect(orders).toHaveLength(1)
      expect(orderRequests.sent()).toBe(1)
      expect(orders[0].id.slice(0, 8)).toBe(number)
      expect(orders[0]).toMatchObject({ customerName: 'Maria Hodge', deliveryMethod: 'in-town', total: expectedSummary(2000, 'in-town').total.slice(1) })
      expect((await me.get('/api/cart')).body).toEqual([])
    }))

  it('a line added in another tab while the checkout is open is listed before it is paid for, not called "Some prices changed"', () =>
    asNewCustomer(async (page, me) => {
      const tee = await productByName(me, TEE)
      await page.goto('/shop')
      await addToCart(page, CAP)
      await page.goto('/checkout')
      await placeOrderButton(page).filter({ hasText: expectedSummary(2000, 'in-town').total }).waitFor()

      // The same account adds a tee in another tab; this one then changes the delivery method.
      expect((await me.post('/api/cart', { productId: tee.id, quantity: 1, size: 'M' })).status).toBe(201)
      await page.getByRole('radio', { name: /Out of Town/ }).click()
      // The server prices its cart (both lines): the list shows both, and no price changed.
      await placeOrderButton(page).filter({ hasText: expectedSummary(4500, 'out-of-town').total }).waitFor()
      await page.getByRole('list', { name: 'Items in your order' }).getByText(TEE).waitFor()
      expect(await page.getByText('Some prices changed since these items were added.', { exact: false }).count()).toBe(0)
    }))

  it('/order-confirmation places the order from the form saved before a payment redirect', () =>
    asNewCustomer(async (page, me) => {
      const cap = await productByName(me, CAP)
      await me.post('/api/cart', { productId: cap.id, quantity: 1 })
      const { body: intent } = await me.post('/api/checkout/payment-intent', { deliveryMethod: 'out-of-town' })
      // What the bank's page and Stripe do before sending the buyer back.
      const paid = await payInDemoMode(me, intent, 'PO Box 1, St. Croix')
      expect(paid.status).toBe(200)

      await page.goto('/')
      const saved = orderBody(intent.paymentIntentId, { deliveryMethod: 'out-of-town', shippingAddress: 'PO Box 1, St. Croix' })
      await page.evaluate((form) => sessionStorage.setItem('pending_checkout', JSON.stringify(form)), saved)
      await page.goto(`/order-confirmation?payment_intent=${intent.paymentIntentId}&payment_intent_client_secret=${intent.clientSecret}&redirect_status=succeeded`)
      await expectToast(page, 'Order placed successfully!', /^Your order #\w{1,8} has been confirmed\.$/)
      await page.waitForURL((url) => url.pathname === '/account' && url.search === '?tab=orders')
      const orders = (await me.get('/api/account/orders')).body.orders
      expect(orders).toHaveLength(1)
      expect(orders[0]).toMatchObject({ deliveryMethod: 'out-of-town', shippingAddress: 'PO Box 1, St. Croix' })
      await page.getByRole('heading', { name: `Order #${orders[0].id.slice(0, 8)}` }).waitFor()
      expect(await page.evaluate(() => sessionStorage.getItem('pending_checkout'))).toBeNull()
    }))

  it('/order-confirmation explains a failed payment, and a payment without a saved form', () =>
    asNewCustomer(async (page) => {
      await page.goto('/order-confirmation?payment_intent=pi_demo_0&payment_intent_client_secret=x&redirect_status=failed')
      await page.getByRole('heading', { name: 'Payment failed' }).waitFor()
      await page.getByText(/no order was placed/).waitFor()
      await page.getByRole('link', { name: 'Back to Checkout' }).waitFor()

      await page.goto('/order-confirmation?payment_intent=pi_demo_1&payment_intent_client_secret=x&redirect_status=succeeded')
      await page.getByRole('heading', { name: 'Payment received' }).waitFor()
      await page.getByText('Thank you! Your payment was received and your order will appear shortly.').waitFor()
      await page.getByRole('link', { name: 'View My Orders' }).click()
      await page.waitForURL((url) => url.pathname === '/account' && url.search === '?tab=orders')
    }))
})
