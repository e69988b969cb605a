/**
 * Issue 16: the admin's forms say what is wrong at the field (marked invalid, the message read out
 * as the control's description) as well as in the spec's toast, at 375 and 1280 px, free of serious
 * accessibility violations: setup-admin, the product form (the server's own product rules), the
 * footer and the order notifications; a refusal from the server that names a field shows there too.
 */
import type { Browser, Page } from 'playwright-core'

import type { ApiClient } from '../support/apiClient'
import { setUpAdmin } from '../support/accounts'
import { seriousA11yViolations } from '../support/axe'
import { DESKTOP, launchBrowser, PHONE, screenshot } from '../support/browser'
import { startShop, type Shop } from '../support/shopProcess'
import { describedState, expectFieldError, expectFieldValid } from './field-support'
import { currentToast, expectToast, inPage, openPage, signedInPage } from './storefront-support'

const PRICE_MINIMUM = 'Price must be at least $0.50 (the smallest amount a card payment can take)'
const VIEWPORTS = [
  ['375', PHONE],
  ['1280', DESKTOP],
] as const

describe('admin form errors at the field', () => {
  let shop: Shop
  let browser: Browser
  let admin: (ApiClient & { username: string }) | undefined
  beforeAll(async () => {
    ;[shop, browser] = await Promise.all([startShop({ seed: 'demo', env: { AUTH_RATE_LIMIT_PER_USERNAME: '1000' } }), launchBrowser()])
  })
  afterAll(async () => {
    await browser?.close()
    await shop?.stop()
  })

  /** Signed in as an administrator (created once, after the setup-admin screen was tried). */
  async function asAdmin<T>(viewport: { width: number; height: number }, fn: (page: Page) => Promise<T>): Promise<T> {
    admin ??= await setUpAdmin(shop.url)
    return inPage(signedInPage(browser, shop.url, { username: admin.username }, viewport), fn)
  }

  /**
   * Closes the toast if it is still there: it also goes by itself after a few seconds, which a busy
   * machine's axe run and screenshot may outlast.
   */
  async function closeToast(page: Page): Promise<void> {
    const toast = currentToast(page)
    await toast
      .getByRole('button', { name: 'Close notification' })
      .click({ timeout: 2_000 })
      .catch(() => undefined)
    await toast.waitFor({ state: 'detached' })
  }

  const noA11yProblems = async (page: Page, label: string) => expect([label, await seriousA11yViolations(page)]).toEqual([label, []])

  it.each(VIEWPORTS)('setup-admin marks the empty fields, then the address and the password it refuses (%s px)', (width, viewport) =>
    inPage(openPage(browser, shop.url, viewport), async (page) => {
      await page.goto('/setup-admin')
      await page.getByRole('heading', { name: 'Set Up Admin Account' }).waitFor()
      const main = page.getByRole('main')
      const submit = page.getByRole('button', { name: 'Create Admin Account' })
      await submit.click()
      await expectToast(page, 'Validation error', 'All fields are required')
      for (const label of ['Username', 'Email', 'Password']) await expectFieldError(main, label, 'All fields are required')
      expect(await main.getByLabel('Username').evaluate((el) => el === document.activeElement)).toBe(true)
      await closeToast(page)

      await main.getByLabel('Username').fill('first-admin')
      await main.getByLabel('Email', { exact: true }).fill('admin@example')
      await main.getByLabel('Password').fill('short')
      await submit.click()
      await expectToast(page, 'Validation error', 'Invalid email')
      await expectFieldValid(main, 'Username')
      await expectFieldError(main, 'Email', 'Invalid email')
      await expectFieldError(main, 'Password', 'Password must be at least 8 characters long')
      await noA11yProblems(page, `setup-admin ${width}`)
      await screenshot(page, `admin-form-errors-setup-${width}`)
    }),
  )

  it.each(VIEWPORTS)('the product form says each rule at its field: required fields, the price, a size’s stock (%s px)', (width, viewport) =>
    asAdmin(viewport, async (page) => {
      await page.goto('/admin/products')
      await page.getByRole('button', { name: 'Add Product' }).click()
      await page.getByRole('heading', { name: 'Add New Product' }).waitFor()
      const form = page.locator('form').filter({ has: page.getByLabel('Product Name *') })
      const create = form.getByRole('button', { name: 'Create Product' })

      await create.click()
      await expectToast(page, 'Validation error', 'Please fill all required fields')
      await expectFieldError(form, 'Product Name *', 'Product name is required')
      await expectFieldError(form, 'Price ($) *', 'Price is required')
      expect((await describedState(form.getByRole('button', { name: 'Upload Image' }))).description).toBe('Product image is required')
      await form.getByText('Product image is required', { exact: true }).waitFor()
      expect(await form.getByLabel('Product Name *').evaluate((el) => el === document.activeElement)).toBe(true)
      await noA11yProblems(page, `product form ${width}`)
      await screenshot(page, `admin-form-errors-product-${width}`)
      await closeToast(page)

      await form.getByLabel('Product Name *').fill('Reef Tee')
      await expectFieldValid(form, 'Product Name *')
      await form.getByLabel('Price ($) *').fill('1.999')
      await form.getByLabel('M', { exact: true }).check()
      await form.getByLabel('Stock for size M').fill('2000000')
      await create.click()
      await expectToast(page, 'Validation error', 'Please fill all required fields')
      await expectFieldValid(form, 'Product Name *')
      await expectFieldError(form, 'Price ($) *', 'Price must be a non-negative amount with at most 2 decimals')
      await expectFieldError(form, 'Stock for size M', 'Stock must be at most 1,000,000')
      await noA11yProblems(page, `product form sizes ${width}`)
      await screenshot(page, `admin-form-errors-product-sizes-${width}`)
    }),
  )

  it('editing a product: the rules of a product that exists, the price minimum at the price (375 px)', () =>
    asAdmin(PHONE, async (page) => {
      await page.goto('/admin/products')
      await page.getByRole('article').first().getByRole('button', { name: 'Edit Product' }).click()
      await page.getByRole('heading', { name: 'Edit Product' }).waitFor()
      const form = page.locator('form').filter({ has: page.getByLabel('Product Name *') })
      await form.getByLabel('Price ($) *').fill('0.49')
      await form.getByRole('button', { name: 'Update Product' }).click()
      await expectToast(page, 'Validation error', PRICE_MINIMUM)
      await expectFieldError(form, 'Price ($) *', PRICE_MINIMUM)
      expect(await form.getByLabel('Price ($) *').evaluate((el) => el === document.activeElement)).toBe(true)
    }),
  )

  it.each(VIEWPORTS)('the footer says at the field which address it refuses, before sending and when the server refuses (%s px)', (width, viewport) =>
    asAdmin(viewport, async (page) => {
      await page.goto('/admin/footer')
      await page.getByRole('heading', { name: 'Edit Footer' }).waitFor()
      const main = page.getByRole('main')
      await main.getByLabel('Email', { exact: true }).fill('help-at-rescue')
      await main.getByLabel('Facebook URL').fill('javascript:alert(1)')
      const saves: string[] = []
      page.on('request', (request) => void (request.method() === 'PUT' && saves.push(request.url())))
      await page.getByRole('button', { name: 'Save Changes' }).click()
      await expectToast(page, 'Error updating footer settings', 'Contact email must be a valid email address')
      await expectFieldError(main, 'Email', 'Contact email must be a valid email address')
      await expectFieldError(main, 'Facebook URL', 'Facebook URL must start with https:// (or be empty)')
      expect(saves).toEqual([])
      await noA11yProblems(page, `footer ${width}`)
      await screenshot(page, `admin-form-errors-footer-${width}`)
      await closeToast(page)

      // A refusal the form could not foresee (here the request is changed on its way): the server's
      // field messages show at those fields, next to the spec's toast.
      await main.getByLabel('Email', { exact: true }).fill('help@rescue.org')
      await main.getByLabel('Facebook URL').fill('')
      await expectFieldValid(main, 'Email')
      await page.route('**/api/settings/footer', (route) =>
        route.request().method() === 'PUT'
          ? route.continue({ postData: JSON.stringify({ ...route.request().postDataJSON(), twitterUrl: 'ftp://x.example' }) })
          : route.continue(),
      )
      await page.getByRole('button', { name: 'Save Changes' }).click()
      await expectToast(page, 'Error updating footer settings', 'Twitter/X URL must start with https:// (or be empty)')
      await expectFieldError(main, 'Twitter/X URL', 'Twitter/X URL must start with https:// (or be empty)')
    }),
  )

  it('order notifications say at the field which line is not an address (375 px)', () =>
    asAdmin(PHONE, async (page) => {
      await page.goto('/admin/orders')
      await page.getByRole('heading', { name: 'Order notifications' }).waitFor()
      await page.getByLabel('Send new-order emails to').fill('orders@rescue.org\nnot-an-address')
      await page.getByRole('button', { name: 'Save Changes' }).click()
      await expectToast(page, 'Error updating notifications', 'Not an e-mail address: not-an-address')
      await expectFieldError(page, 'Send new-order emails to', 'Not an e-mail address: not-an-address')
      await noA11yProblems(page, 'order notifications 375')
      await screenshot(page, 'admin-form-errors-notifications-375')
    }),
  )
})
