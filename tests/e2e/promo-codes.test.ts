/**
 * Issue 31, promo codes in the browser: a guest applies, is refused (the reason at the field) and
 * removes a code on /cart and /checkout at 375 px; an administrator's /admin/promotions at 1280 px
 * (and 375). Axe on each screen; screenshots under test-results/screenshots.
 */
import { computeTotals, formatCents } from '@shared/money'
import type { Browser, Locator, Page } from 'playwright-core'

import { setUpAdmin } from '../support/accounts'
import { ApiClient } from '../support/apiClient'
import { a11yViolations } from '../support/axe'
import { DESKTOP, launchBrowser, PHONE, screenshot } from '../support/browser'
import { startShop, type Shop } from '../support/shopProcess'
import { buyerOrderForm, payInDemoMode } from '../support/checkout'
import { CAP, checkoutForm, fillContact, productByName, watchIntentRequests } from './checkout-support'
import { addToCart, expectToast, holdRequests, inPage, isFocused, openPage, signedInPage } from './storefront-support'

describe('promo codes in the browser', () => {
  let shop: Shop
  let browser: Browser
  let admin: ApiClient & { username: string }
  beforeAll(async () => {
    ;[shop, browser] = await Promise.all([startShop({ seed: 'demo' }), launchBrowser()])
    admin = await setUpAdmin(shop.url)
    for (const code of [
      { code: 'RESCUE10', kind: 'percent', value: 10 },
      { code: 'BIG-SPENDER', kind: 'fixed', value: '5.00', minSubtotal: '100' },
      { code: 'ONCE-EACH', kind: 'percent', value: 10, perEmailLimit: 1 },
    ]) {
      const res = await admin.post('/api/admin/promotions', code)
      if (res.status !== 201) throw new Error(`promotion not created: ${res.status} ${res.text}`)
    }
  })
  afterAll(async () => {
    await browser?.close()
    await shop?.stop()
  })

  const field = (page: Page) => page.getByLabel('Promo code')
  const apply = async (page: Page, code: string) => {
    await field(page).fill(code)
    await page.getByRole('button', { name: 'Apply' }).click()
  }

  /** A guest with the $20.00 cap at the checkout, the contact filled in; the payments and orders the page sends from now on. */
  const capAtCheckout = async (page: Page) => {
    const sends: string[] = []
    page.on('request', (request) => request.method() === 'POST' && /\/api\/(checkout\/demo\/confirm|orders)$/.test(request.url()) && sends.push(new URL(request.url()).pathname))
    await page.goto('/shop')
    await addToCart(page, CAP)
    await page.goto('/checkout')
    await fillContact(page)
    return sends
  }

  it('a guest on a phone: refused with why at the field, applied (Discount line with the code), carried to the checkout, removed', () =>
    inPage(openPage(browser, shop.url, PHONE), async (page) => {
      await page.goto('/shop')
      await addToCart(page, CAP)
      await page.goto('/cart')
      await page.getByRole('heading', { name: 'Order Summary' }).waitFor()

      await apply(page, 'nope-code')
      await page.getByRole('alert').filter({ hasText: 'This code does not exist' }).waitFor()
      expect(await field(page).getAttribute('aria-invalid')).toBe('true')
      await apply(page, 'big-spender')
      await page.getByRole('alert').filter({ hasText: 'This code needs a subtotal of $100.00' }).waitFor()
      expect(['cart, code refused 375', await a11yViolations(page)]).toEqual(['cart, code refused 375', []])
      await screenshot(page, 'promo-cart-refused-375')

      await apply(page, 'rescue10')
      await page.getByText('Promo code RESCUE10').waitFor()
      await page.getByText('10% off merchandise').waitFor()
      // The $20.00 cap: $2.00 off, total $18.00.
      await page.getByText('Discount (RESCUE10)').waitFor()
      await page.getByText('−$2.00').waitFor()
      expect(['cart, code applied 375', await a11yViolations(page)]).toEqual(['cart, code applied 375', []])
      await screenshot(page, 'promo-cart-applied-375')

      await page.getByRole('link', { name: 'Proceed to Checkout' }).click()
      await page.waitForURL('**/checkout')
      const summary = page.getByRole('definition').filter({ hasText: '−$2.00' })
      await summary.waitFor()
      await page.getByText('Discount (RESCUE10)').waitFor()
      // The payment is priced with the code: its total is on the button ($18.00 + fee).
      await page.getByRole('button', { name: 'Place Order - $18.85' }).waitFor()
      expect(['checkout, code applied 375', await a11yViolations(page)]).toEqual(['checkout, code applied 375', []])
      await screenshot(page, 'promo-checkout-applied-375')

      // Removed: a new payment without the code ($20.00 + fee).
      await page.getByRole('button', { name: 'Remove' }).click()
      await field(page).waitFor()
      await page.getByRole('button', { name: 'Place Order - $20.91' }).waitFor()
      await page.getByText('Discount (RESCUE10)').waitFor({ state: 'detached' })
      await page.waitForFunction(() => !document.body.textContent?.includes('−$2.00'))
    }))

  it('a code limited per buyer e-mail is refused for the e-mail typed at the checkout before anything is paid, and the payment intent carries that e-mail', async () => {
    // The buyer used the code once already, as a guest.
    const USED = 'used.once@example.org'
    const earlier = new ApiClient(shop.url)
    const cap = await productByName(earlier, CAP)
    const { body: intent } = await earlier.post('/api/checkout/payment-intent', { deliveryMethod: 'in-town', cartItems: [{ productId: cap.id, quantity: 1, size: null }], promoCode: 'ONCE-EACH' })
    expect(intent.promotion?.code).toBe('ONCE-EACH')
    expect((await payInDemoMode(earlier, intent)).status).toBe(200)
    expect((await earlier.post('/api/orders', buyerOrderForm(intent, { customerEmail: USED }))).body.promoCode).toBe('ONCE-EACH')

    await inPage(openPage(browser, shop.url, PHONE), async (page) => {
      const intents = watchIntentRequests(page) as Record<string, unknown>[]
      const payments: string[] = []
      page.on('request', (request) => void (/\/api\/checkout\/demo\/confirm$/.test(request.url()) && payments.push(request.url())))
      await page.goto('/shop')
      await addToCart(page, CAP)
      await page.goto('/cart')
      // On the cart nobody knows the e-mail yet: the code applies.
      await apply(page, 'once-each')
      await page.getByText('Discount (ONCE-EACH)').waitFor()
      await page.getByRole('link', { name: 'Proceed to Checkout' }).click()
      await page.getByRole('button', { name: 'Place Order - $18.85' }).waitFor()
      await fillContact(page, { name: 'Maria Hodge', email: USED.toUpperCase(), phone: '340-555-0199' })
      await page.getByRole('button', { name: 'Place Order - $18.85' }).click()
      // Checked with the e-mail before paying: refused at the field, priced again without it, nothing paid.
      await page.getByRole('alert').filter({ hasText: 'You have already used this code' }).waitFor()
      await page.getByRole('button', { name: 'Place Order - $20.91' }).waitFor()
      expect(payments).toEqual([])
      expect(await field(page).getAttribute('aria-invalid')).toBe('true')
      expect(['checkout, code used by this e-mail 375', await a11yViolations(page)]).toEqual(['checkout, code used by this e-mail 375', []])
      await screenshot(page, 'promo-checkout-used-by-email-375')

      // Applied again on the checkout: the payment intent now carries the e-mail typed, and the server refuses it there.
      await apply(page, 'ONCE-EACH')
      await page.getByRole('alert').filter({ hasText: 'You have already used this code' }).waitFor()
      expect(intents).toContainEqual(expect.objectContaining({ promoCode: 'ONCE-EACH', customerEmail: USED }))
      await page.getByRole('button', { name: 'Place Order - $20.91' }).waitFor()
      expect(payments).toEqual([])
      expect(await checkoutForm(page).getByLabel('Email', { exact: true }).inputValue()).toBe(USED.toUpperCase())
      await page.setViewportSize(DESKTOP)
      await field(page).scrollIntoViewIfNeeded()
      expect(['checkout, code used by this e-mail 1280', await a11yViolations(page)]).toEqual(['checkout, code used by this e-mail 1280', []])
      await screenshot(page, 'promo-checkout-used-by-email-1280', { fullPage: false })
    })
  })

  it('Place Order pressed while a code is being applied waits for it: a refused code pays nothing, an accepted one pays once with its discount', () =>
    inPage(openPage(browser, shop.url, DESKTOP), async (page) => {
      const sends = await capAtCheckout(page)
      const placeOrder = page.getByRole('button', { name: 'Place Order - $20.91' })
      await placeOrder.waitFor()

      // The shop is slow to answer Apply; the buyer presses Place Order meanwhile.
      let checks = await holdRequests(page, '**/api/checkout/promotion')
      await apply(page, 'nope-code')
      await placeOrder.click()
      checks.release()
      await page.getByRole('alert').filter({ hasText: 'This code does not exist' }).waitFor()
      await page.getByRole('button', { name: 'Place Order - $20.91' }).waitFor()
      expect(sends).toEqual([])
      // Nothing was placed: the details can be corrected again.
      expect(await page.getByRole('textbox', { name: 'Email', exact: true }).getAttribute('readonly')).toBeNull()

      await page.unroute('**/api/checkout/promotion')
      checks = await holdRequests(page, '**/api/checkout/promotion')
      const confirms = await holdRequests(page, '**/api/checkout/demo/confirm')
      await apply(page, 'rescue10')
      await placeOrder.click()
      checks.release()
      // While that order is being paid, the code cannot be removed (the payment would no longer be the one pressed for).
      const remove = page.getByRole('button', { name: 'Remove' })
      await page.waitForFunction(() => [...document.querySelectorAll('button')].some((b) => b.textContent === 'Remove' && b.matches(':disabled')))
      expect(await remove.isDisabled()).toBe(true)
      // Nor can the details it goes with change: what is on screen is what the order records.
      for (const name of ['Full Name', 'Email', 'Phone Number', 'Note for the shop (optional)']) {
        expect(await page.getByRole('textbox', { name, exact: true }).getAttribute('readonly')).not.toBeNull()
      }
      confirms.release()
      await page.getByText('Order placed successfully!', { exact: true }).waitFor()
      expect(sends).toEqual(['/api/checkout/demo/confirm', '/api/orders'])
      const [order] = (await admin.get('/api/admin/orders')).body.orders
      expect(order).toMatchObject({ promoCode: 'RESCUE10', discount: '2.00', total: '18.85' })
    }))

  it('a code typed and not applied is not dropped without a word: Place Order says so and pays nothing; one the shop refused does not hold the order', () =>
    inPage(openPage(browser, shop.url, PHONE), async (page) => {
      const sends = await capAtCheckout(page)
      await field(page).fill('rescue10')
      const placeOrder = page.getByRole('button', { name: 'Place Order - $20.91' })
      await placeOrder.click()
      await expectToast(page, 'Promo code not applied', 'rescue10 is typed in Promo code but not applied: press Apply to use it, or clear the field.')
      expect(await isFocused(field(page))).toBe(true)
      expect(sends).toEqual([])

      // Refused, and left in the field: the shopper has read why, and the order goes ahead without it.
      await apply(page, 'nope-code')
      await page.getByRole('alert').filter({ hasText: 'This code does not exist' }).waitFor()
      await placeOrder.click()
      await page.getByText('Order placed successfully!', { exact: true }).waitFor()
      expect(sends).toEqual(['/api/checkout/demo/confirm', '/api/orders'])
      const [order] = (await admin.get('/api/admin/orders')).body.orders
      expect(order).toMatchObject({ promoCode: null, total: '20.91' })
    }))

  it('while a new price is on its way, the total shown keeps the code\'s discount, and that total is paid (outside review 11)', () =>
    inPage(openPage(browser, shop.url, DESKTOP), async (page) => {
      await page.goto('/shop')
      await addToCart(page, CAP)
      await page.goto('/cart')
      await apply(page, 'rescue10')
      await page.getByText('Promo code RESCUE10').waitFor()
      await page.goto('/checkout')
      await fillContact(page)
      await page.getByRole('button', { name: 'Place Order - $18.85' }).waitFor()

      const prices = await holdRequests(page, '**/api/checkout/payment-intent')
      await page.getByRole('radiogroup', { name: 'Add a gift to support our programs' }).getByRole('radio', { name: '$10.00' }).click()
      // $20.00 less 10 %, a $10.00 gift, the fee on the whole: what the server will charge, shown before it answers.
      const withGift = formatCents(computeTotals(2000, 'in-town', { donationCents: 1000, discount: { merchandiseCents: 200, shippingCents: 0 } }).totalCents)
      const button = page.getByRole('button', { name: `Place Order - ${withGift}` })
      await button.waitFor()
      prices.release()
      await page.getByRole('status').filter({ hasText: 'Updating the amount...' }).waitFor({ state: 'detached' })
      await button.click()
      await page.getByText('Order placed successfully!', { exact: true }).waitFor()
      const [order] = (await admin.get('/api/admin/orders')).body.orders
      expect(order).toMatchObject({ promoCode: 'RESCUE10', discount: '2.00', donation: '10.00', total: withGift.slice(1) })
    }))

  it('/admin/promotions at 1280 and 375: list with uses / limit and state, errors at the field, create, switch off', () =>
    inPage(signedInPage(browser, shop.url, admin, DESKTOP), async (page) => {
      await page.goto('/admin/promotions')
      await page.getByRole('heading', { name: 'Promo codes', level: 1 }).waitFor()
      const list = page.getByRole('list', { name: 'Promo codes' })
      await list.getByText('RESCUE10').waitFor()
      await list.getByText('Uses: 0 / no limit').first().waitFor()

      await page.getByRole('button', { name: 'New promo code' }).click()
      // The form takes the keyboard's focus, and typed work is not lost by leaving: the screen asks first.
      await untilFocused(page.getByRole('textbox', { name: 'Code' }))
      await page.getByRole('textbox', { name: 'Code' }).fill('no')
      await page.getByRole('link', { name: 'Back to Manage Products' }).click()
      const leave = page.getByRole('alertdialog', { name: 'Discard unsaved changes?' })
      await leave.getByText('The new promo code has changes that are not saved yet.').waitFor()
      await leave.getByRole('button', { name: 'Keep Editing' }).click()
      expect(await page.getByRole('textbox', { name: 'Code' }).inputValue()).toBe('no')
      // The focus is back where it was (the link), not at the top of the page.
      await untilFocused(page.getByRole('link', { name: 'Back to Manage Products' }))
      await page.getByLabel('Percent (1–100)').fill('150')
      await page.getByRole('button', { name: 'Create' }).click()
      await page.getByText('A code is 3–32 letters, digits or -').waitFor()
      expect(await page.getByRole('textbox', { name: 'Code' }).getAttribute('aria-invalid')).toBe('true')
      await page.getByRole('textbox', { name: 'Code' }).fill('Beach-Day')
      await page.getByRole('button', { name: 'Create' }).click()
      await page.getByText('Percent must be a whole number from 1 to 100').waitFor()
      await page.getByLabel('Percent (1–100)').fill('15')
      await page.getByLabel('Orders in all (optional)').fill('5')
      expect(['promotions form 1280', await a11yViolations(page)]).toEqual(['promotions form 1280', []])
      await screenshot(page, 'promo-admin-form-1280')
      // A double-click creates it once, and no "This code exists already" for the volunteer.
      const creates: string[] = []
      page.on('request', (request) => request.method() === 'POST' && request.url().endsWith('/api/admin/promotions') && creates.push(request.url()))
      // The first create is held until both clicks are in, however fast the shop answers.
      const held = await holdRequests(page, /\/api\/admin\/promotions$/)
      await page.getByRole('button', { name: 'Create' }).dblclick()
      held.release()
      await list.getByText('Beach-Day').waitFor()
      await list.getByText('Uses: 0 / 5').waitFor()
      expect(creates).toHaveLength(1)
      expect(await page.getByText('This code exists already').count()).toBe(0)

      await page.getByRole('button', { name: 'Switch off Beach-Day' }).click()
      await list.locator('li', { hasText: 'Beach-Day' }).getByText('off', { exact: true }).waitFor()
      // Delete asks first; "Cancel" keeps the code.
      await page.getByRole('button', { name: 'Delete Beach-Day' }).click()
      const ask = page.getByRole('alertdialog', { name: 'Delete promo code Beach-Day?' })
      await screenshot(page, 'promo-delete-ask-1280', { fullPage: false })
      await ask.getByRole('button', { name: 'Cancel' }).click()
      await list.getByText('Beach-Day').waitFor()
      const made = await admin.post('/api/admin/promotions', { code: 'GONE-SOON', kind: 'percent', value: 5 })
      expect(made.status).toBe(201)
      await page.reload()
      await page.getByRole('button', { name: 'Delete GONE-SOON' }).click()
      await page.getByRole('alertdialog', { name: 'Delete promo code GONE-SOON?' }).getByRole('button', { name: 'Delete' }).click()
      await page.getByText('Promo code deleted', { exact: true }).waitFor()
      await list.getByText('GONE-SOON').waitFor({ state: 'detached' })
      // Deleted again from a screen that still showed it: said in the volunteer's words.
      expect((await admin.delete(`/api/admin/promotions/${made.body.id}`)).body.message).toBe('This promo code no longer exists: it was deleted, perhaps on another screen.')
      expect(['promotions 1280', await a11yViolations(page)]).toEqual(['promotions 1280', []])
      await screenshot(page, 'promo-admin-list-1280')
      await page.setViewportSize(PHONE)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
      expect(['promotions 375', await a11yViolations(page)]).toEqual(['promotions 375', []])
      await screenshot(page, 'promo-admin-list-375')
    }))
})

async function untilFocused(locator: Locator) {
  await locator.page().waitForFunction((element) => element === document.activeElement, await locator.elementHandle())
}
