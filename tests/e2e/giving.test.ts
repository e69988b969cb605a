/**
 * Issue 27, giving at checkout in the browser (demo payments): the gift card (a preset, an amount
 * of one's own, none), the optional fee's tick, the placed order's Donation line, and /admin/giving;
 * at 375 and 1280 px, axe-clean, with screenshots.
 */
import type { Browser, Locator, Page } from 'playwright-core'

import path from 'node:path'

import { createClient } from '@libsql/client'

import { setUpAdmin, signUpCustomer } from '../support/accounts'
import { ApiClient } from '../support/apiClient'
import { a11yViolations } from '../support/axe'
import { DESKTOP, launchBrowser, PHONE, screenshot } from '../support/browser'
import { buyerOrderForm, catalogue, payInDemoMode } from '../support/checkout'
import { startShop, type Shop } from '../support/shopProcess'
import { CAP, checkoutForm, fillContact, placeOrderButton, watchIntentRequests } from './checkout-support'
import { addToCart, expectToast, inPage, openPage, scrollWidth, signedInPage, summaryValue } from './storefront-support'

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`
const withFee = (charged: number) => Math.round((charged + 30) / 0.971)

describe('giving at checkout (browser, demo payments)', () => {
  let shop: Shop
  let browser: Browser
  let admin: ApiClient & { username: string }
  beforeAll(async () => {
    ;[shop, browser] = await Promise.all([startShop({ seed: 'demo' }), launchBrowser()])
    admin = await setUpAdmin(shop.url)
  })
  afterAll(async () => {
    await browser?.close()
    await shop?.stop()
  })

  async function toCheckout(page: Page) {
    await page.goto('/shop')
    await addToCart(page, CAP)
    await page.goto('/checkout')
    await page.getByRole('heading', { name: 'Add a gift to support our programs', level: 2 }).waitFor()
  }

  for (const viewport of [PHONE, DESKTOP]) {
    it(`a preset, an amount of one's own, none, and the optional fee unticked (${viewport.width} px)`, () =>
      inPage(openPage(browser, shop.url, viewport), async (page) => {
        expect((await admin.put('/api/settings/giving', { feeMode: 'optional', donationsEnabled: true, donationPresets: ['5.00', '10.00', '25.00'] })).status).toBe(200)
        const intents = watchIntentRequests(page)
        await toCheckout(page)
        const gift = page.getByRole('radiogroup', { name: 'Add a gift to support our programs' })
        // The cap is $20.00; in town; fee pre-ticked.
        await expectTotal(page, withFee(2000))
        expect(await summaryValue(page, 'Donation').count()).toBe(0)

        await gift.getByRole('radio', { name: '$10.00' }).click()
        await untilText(summaryValue(page, 'Donation'), '$10.00')
        await expectTotal(page, withFee(3000))
        expect(intents.at(-1)).toMatchObject({ donation: '10.00' })

        await gift.getByRole('radio', { name: 'Other amount' }).click()
        const other = page.getByLabel('Your gift ($)')
        await untilFocused(other)
        await other.fill('0.50')
        await other.press('Enter')
        await page.getByText('Donation must be from $1.00 to $10,000.00').waitFor()
        await other.fill('15')
        await other.press('Tab')
        await untilText(summaryValue(page, 'Donation'), '$15.00')
        await expectTotal(page, withFee(3500))

        // Keyboard: the fee's tick is reachable and labelled with its amount.
        const fee = page.getByRole('checkbox', { name: /^Help cover our card costs \(\$\d+\.\d{2}\)$/ })
        expect(await fee.isChecked()).toBe(true)
        await fee.focus()
        await page.keyboard.press('Space')
        await untilUnchecked(fee)
        await expectTotal(page, 3500)
        expect(intents.at(-1)).toMatchObject({ donation: '15.00', coverFees: false })

        expect(await scrollWidth(page)).toBeLessThanOrEqual(viewport.width)
        expect(await a11yViolations(page)).toEqual([])
        await screenshot(page, `giving-checkout-${viewport.width}`)

        await gift.getByRole('radio', { name: 'No gift' }).click()
        await expectTotal(page, 2000)
        await untilText(summaryValue(page, 'Donation'), null)
        if (viewport === PHONE) return

        // Place it with a preset gift and the fee covered: the order stores both.
        await gift.getByRole('radio', { name: '$5.00' }).click()
        await fee.check()
        await expectTotal(page, withFee(2500))
        await fillContact(page)
        await placeOrderButton(page).click()
        await expectToast(page, 'Order placed successfully!', /^Your order #\w{1,8} has been confirmed\.$/)
        const [order] = (await admin.get('/api/admin/orders')).body.orders
        expect(order).toMatchObject({ donation: '5.00', feeIsContribution: true, total: dollars(withFee(2500)).slice(1) })
      }))
  }

  for (const viewport of [PHONE, DESKTOP]) {
    it(`Place Order pressed straight after typing a gift of one's own pays once, with that gift (${viewport.width} px)`, () =>
      inPage(openPage(browser, shop.url, viewport), async (page) => {
        expect((await admin.put('/api/settings/giving', { feeMode: 'optional', donationsEnabled: true, donationPresets: ['5.00', '10.00', '25.00'] })).status).toBe(200)
        await toCheckout(page)
        await fillContact(page)
        await expectTotal(page, withFee(2000))
        await page.getByRole('radiogroup', { name: 'Add a gift to support our programs' }).getByRole('radio', { name: 'Other amount' }).click()
        const other = page.getByLabel('Your gift ($)')
        await untilFocused(other)
        // Leaving the field prices the gift anew: Place Order, under the finger by then, stays where it is.
        await other.fill('12')
        expect(await placeOrderShiftOnBlur(page)).toBe(0)
        await untilText(summaryValue(page, 'Donation'), '$12.00')
        await other.fill('15')
        await screenshot(page, `giving-typed-gift-${viewport.width}`)
        const sends: string[] = []
        page.on('request', (request) => request.method() === 'POST' && /\/api\/(checkout\/demo\/confirm|orders)$/.test(request.url()) && sends.push(new URL(request.url()).pathname))
        // The press leaves the field, which prices the gift anew: the press is neither lost nor paid at the old total.
        await placeOrderButton(page).click()
        await expectToast(page, 'Order placed successfully!', /^Your order #\w{1,8} has been confirmed\.$/)
        const [order] = (await admin.get('/api/admin/orders')).body.orders
        expect(order).toMatchObject({ donation: '15.00', feeIsContribution: true, total: dollars(withFee(3500)).slice(1) })
        expect(sends).toEqual(['/api/checkout/demo/confirm', '/api/orders'])
      }))
  }

  it('with donations off and the fee required, the checkout is the spec\'s: no gift card, a Processing fee line', () =>
    inPage(openPage(browser, shop.url, PHONE), async (page) => {
      expect((await admin.put('/api/settings/giving', { feeMode: 'required', donationsEnabled: false })).status).toBe(200)
      const intents = watchIntentRequests(page)
      await page.goto('/shop')
      await addToCart(page, CAP)
      await page.goto('/checkout')
      await page.getByRole('heading', { name: 'Order Summary' }).waitFor()
      await untilText(summaryValue(page, 'Processing fee'), dollars(withFee(2000) - 2000))
      expect(await page.getByRole('heading', { name: 'Add a gift to support our programs' }).count()).toBe(0)
      expect(Object.keys(intents[0])).toEqual(['deliveryMethod', 'cartItems'])
      expect(await checkoutForm(page).isVisible()).toBe(true)
    }))

  for (const viewport of [PHONE, DESKTOP]) {
    it(`/admin/giving: read, refused at the field, saved (${viewport.width} px)`, () =>
      inPage(signedInPage(browser, shop.url, admin, viewport), async (page) => {
        await page.goto('/admin/giving')
        await page.getByRole('heading', { name: 'Giving', level: 1 }).waitFor()
        const form = page.getByRole('form', { name: 'Giving settings' })
        await form.getByLabel('EIN').fill('12345')
        await form.getByRole('button', { name: /Save/ }).click()
        await page.getByText('EIN must look like 12-3456789 (or be left empty)').first().waitFor()
        await untilFocused(form.getByLabel('EIN'))
        await form.getByLabel('EIN').fill('66-0123456')
        await form.getByRole('radio', { name: /Optional \(recommended\)/ }).click()
        await form.getByRole('checkbox', { name: 'Offer a gift at checkout' }).check()
        await form.getByLabel('Gift amounts offered').fill('5, 20, 50.00')
        // Leaving with the changes unsaved asks first; Keep Editing keeps them (the phone run changes them; the wide run types them again).
        if (viewport === PHONE) {
          await page.getByRole('link', { name: 'Back to Products' }).click()
          await page.getByRole('alertdialog', { name: 'Discard unsaved changes?' }).getByRole('button', { name: 'Keep Editing' }).click()
          expect(await form.getByLabel('EIN').inputValue()).toBe('66-0123456')
        }
        expect(await a11yViolations(page)).toEqual([])
        expect(await scrollWidth(page)).toBeLessThanOrEqual(viewport.width)
        await screenshot(page, `giving-admin-${viewport.width}`)
        await form.getByRole('button', { name: /Save/ }).click()
        await page.getByText('Giving settings updated').first().waitFor()
        expect((await new ApiClient(shop.url).get('/api/settings/giving')).body).toMatchObject({
          ein: '66-0123456',
          feeMode: 'optional',
          donationsEnabled: true,
          donationPresets: ['5.00', '20.00', '50.00'],
        })

        // The product form's fair market value (issue 27): above the price refused at the field, then saved.
        await page.goto('/admin/products')
        const card = page.getByRole('article', { name: CAP })
        await card.getByRole('button', { name: 'Edit Product' }).click()
        await page.getByRole('heading', { name: 'Edit Product' }).waitFor()
        const product = page.locator('form').filter({ has: page.getByLabel('Product Name *') })
        const value = product.getByLabel('Fair market value ($)')
        // The phone run saves 12.50 and the desktop run (opened with it) clears it again.
        expect(await value.inputValue()).toBe(viewport === PHONE ? '' : '12.50')
        await value.fill('99')
        await product.getByRole('button', { name: 'Update Product' }).click()
        await product.getByText('Fair market value must not be above the price (leave it empty when the item sells at its value)').waitFor()
        await untilFocused(value)
        await value.fill(viewport === PHONE ? '12.50' : '')
        expect(await a11yViolations(page)).toEqual([])
        expect(await scrollWidth(page)).toBeLessThanOrEqual(viewport.width)
        await value.scrollIntoViewIfNeeded()
        await screenshot(page, `giving-product-form-${viewport.width}`, { fullPage: false })
        await product.getByRole('button', { name: 'Update Product' }).click()
        await expectToast(page, 'Product updated', `${CAP} has been saved.`)
        const saved = ((await admin.get('/api/admin/products')).body as { name: string; fairMarketValue: string | null }[]).find((p) => p.name === CAP)
        expect(saved?.fairMarketValue).toBe(viewport === PHONE ? '12.50' : null)
      }))
  }

  it("the buyer's receipt on the private order page and in the account, and the Giving tab's year-end statement (375 and 1280 px)", async () => {
    expect((await admin.put('/api/settings/giving', { organizationName: 'Community Rescue Inc.', ein: '66-0123456', feeMode: 'optional', donationsEnabled: true })).status).toBe(200)
    // A signed-in donor's order with a $25 gift and the fee covered. Demo orders took no money and
    // carry no receipt: this one is marked paid in the database, as a card payment's would be.
    const donor = await signUpCustomer(shop.url)
    const cap = (await catalogue(donor)).products.find((p: { name: string }) => p.name === CAP)
    expect((await donor.post('/api/cart', { productId: cap.id, quantity: 1 })).status).toBeLessThan(300)
    const intent = (await donor.post('/api/checkout/payment-intent', { deliveryMethod: 'in-town', donation: '25.00' })).body
    expect((await payInDemoMode(donor, intent)).status).toBe(200)
    const placed = await donor.post('/api/orders', buyerOrderForm(intent, { customerEmail: `${donor.username}@example.org` }))
    expect(placed.status).toBe(201)
    const db = createClient({ url: `file:${path.join(shop.dataDir, 'shop.db')}` })
    await db.execute({ sql: 'UPDATE orders SET demo = 0 WHERE id = ?', args: [placed.body.id] })
    db.close()
    const statement = (await donor.get('/api/account/giving')).body
    expect(statement.contributions).toEqual([expect.objectContaining({ orderId: placed.body.id })])
    const [gift] = statement.contributions
    const number = placed.body.id.slice(0, 8)

    for (const viewport of [PHONE, DESKTOP]) {
      await inPage(signedInPage(browser, shop.url, donor, viewport), async (page) => {
        // The Giving tab: the year's gift (date, order number, amount), the total, the disclosure.
        await page.goto('/account?tab=giving')
        await page.getByRole('heading', { name: `Your contributions in ${statement.year}` }).waitFor()
        const list = page.getByRole('listitem').filter({ hasText: `Order #${number}` })
        await list.getByText(`$${gift.amount}`).waitFor()
        await page.getByText(statement.disclosure).first().waitFor()
        expect(await scrollWidth(page)).toBeLessThanOrEqual(viewport.width)
        expect(await a11yViolations(page)).toEqual([])
        await screenshot(page, `giving-account-tab-${viewport.width}`)
        // Printed: the statement alone, with the organisation, its EIN, each gift and Publication 1771's words.
        expect(await page.getByRole('button', { name: 'Print Year-End Statement' }).isEnabled()).toBe(true)
        await page.emulateMedia({ media: 'print' })
        const printed = page.locator('[data-print-root]')
        await printed.getByRole('heading', { name: `Community Rescue Inc. — Year-end giving statement ${statement.year}` }).waitFor()
        for (const text of ['66-0123456', `#${number}`, `$${gift.payment}`, `$${gift.goodsAndServices}`, statement.disclosure]) await printed.getByText(text, { exact: false }).first().waitFor()
        expect(await page.getByRole('heading', { name: 'My Account' }).isVisible()).toBe(false)
        await screenshot(page, `giving-statement-print-${viewport.width}`)
        await page.emulateMedia({ media: 'screen' })

        // The account's order: the receipt's statement under its totals.
        await page.goto('/account?tab=orders')
        await page.getByRole('heading', { name: `Order #${number}` }).waitFor()
        await page.getByRole('button', { name: 'View Details' }).click()
        const receipt = page.getByRole('region', { name: 'Your contribution (tax receipt)' })
        await receipt.getByText('Organization', { exact: true }).waitFor()
        for (const text of ['Community Rescue Inc., a 501(c)(3) tax-exempt organization', '66-0123456', `$${gift.amount}`]) await receipt.getByText(text, { exact: false }).first().waitFor()
        expect(await a11yViolations(page)).toEqual([])
        await screenshot(page, `giving-account-order-${viewport.width}`)

        // The private order page: the same statement.
        await page.goto(placed.body.privatePath)
        await page.getByRole('heading', { name: 'Your contribution (tax receipt)', level: 2 }).waitFor()
        const privateReceipt = page.getByRole('region', { name: 'Your contribution (tax receipt)' })
        await privateReceipt.getByText(`EIN`, { exact: true }).waitFor()
        await privateReceipt.getByText('is limited to the excess of your payment', { exact: false }).waitFor()
        expect(await scrollWidth(page)).toBeLessThanOrEqual(viewport.width)
        expect(await a11yViolations(page)).toEqual([])
        await screenshot(page, `giving-order-page-${viewport.width}`)
      })
    }
  })
})

async function expectTotal(page: Page, cents: number) {
  await untilText(summaryValue(page, 'Total'), dollars(cents))
  await untilText(placeOrderButton(page), `Place Order - ${dollars(cents)}`)
}

/** Waits until the element says exactly `text`; null = until there is none. */
async function untilText(locator: Locator, text: string | null) {
  if (text === null) return locator.first().waitFor({ state: 'detached' })
  await locator.filter({ hasText: new RegExp(`^${text.replace(/[$.()]/g, '\\$&')}$`) }).first().waitFor()
}

async function untilFocused(locator: Locator) {
  await locator.page().waitForFunction((el) => el === document.activeElement, await locator.elementHandle())
}

async function untilUnchecked(locator: Locator) {
  await locator.page().waitForFunction((el) => !(el as HTMLInputElement).checked, await locator.elementHandle())
}

/** How far Place Order moves (px, on the page) in the frame after the focused field is left. */
function placeOrderShiftOnBlur(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const button = [...document.querySelectorAll('button')].find((b) => b.textContent?.startsWith('Place Order'))
    if (!button) throw new Error('no Place Order button')
    const top = () => button.getBoundingClientRect().top + window.scrollY
    const before = top()
    ;(document.activeElement as HTMLElement).blur()
    await new Promise((resolve) => requestAnimationFrame(resolve))
    return top() - before
  })
}
