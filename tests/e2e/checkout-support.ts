/**
 * Helpers for the checkout browser tests (tests/e2e/checkout-*.test.ts). Selectors go by role,
 * label and visible text, the way a shopper finds things.
 */
import fs from 'node:fs'
import path from 'node:path'

import type { Browser, BrowserContext, Locator, Page } from 'playwright-core'

import { computeTotals, type DeliveryMethod, formatCents } from '../../shared/money'
import type { ApiClient } from '../support/apiClient'
import { DESKTOP } from '../support/browser'

/** Demo catalogue products used here. */
export const TEE = 'Rescue Team T-Shirt' // $25.00; S 5, M 8, L 0, XL 3
export const CAP = 'St. John Sunrise Cap' // $20.00; no sizes

export const CUSTOMER = { name: 'Maria Hodge', email: 'maria@example.org', phone: '340-555-0199', address: 'PO Box 1\nChristiansted, St. Croix 00821' }

/**
 * A fresh visitor, under the shop's real Content Security Policy. Requests to Stripe are answered
 * at once with an error, as in tests/support/browser.ts: js.stripe.com is out of reach here.
 */
export async function openPage(browser: Browser, baseURL: string, viewport = DESKTOP) {
  const context = await browser.newContext({ baseURL, viewport, isMobile: viewport.width < 500, hasTouch: viewport.width < 500 })
  await context.route(/^https:\/\/([a-z0-9-]+\.)*stripe\.(com|network)\//, (route) => route.abort())
  const page = await context.newPage()
  page.setDefaultTimeout(10_000)
  return { context, page }
}

/** Signs the browser in as the API client's user (its session cookie). */
export async function signInAs(context: BrowserContext, client: ApiClient, baseURL: string): Promise<void> {
  const cookies = client
    .cookieHeader()
    .split('; ')
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf('=')
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url: baseURL }
    })
  await context.addCookies(cookies)
}

/** The toast currently shown (spec §9: at most one). */
export function currentToast(page: Page): Locator {
  return page.getByRole('region', { name: /Notifications/ }).locator('li')
}

/** Waits for a toast with this title (and description: exact text or a pattern). */
export async function expectToast(page: Page, title: string, description?: string | RegExp): Promise<Locator> {
  const toast = currentToast(page).filter({ has: page.getByText(title, { exact: true }) })
  await toast.waitFor()
  if (description !== undefined) {
    await toast.getByText(description, typeof description === 'string' ? { exact: true } : undefined).waitFor()
  }
  return toast
}

export async function closeToast(page: Page): Promise<void> {
  const toast = currentToast(page)
  if ((await toast.count()) === 0) return
  await toast.getByRole('button', { name: 'Close notification' }).click()
  await toast.waitFor({ state: 'detached' })
}

/** Adds one of a product from its card on /shop, choosing the size when given. */
export async function addToCart(page: Page, name: string, size?: string): Promise<void> {
  const card = page.getByRole('article', { name })
  if (size) await card.getByLabel('Size').selectOption(size)
  await card.getByRole('button', { name: 'Add to Cart' }).click()
  await expectToast(page, 'Added to cart')
  await closeToast(page)
}

/** The value of a row in the Order Summary card (Subtotal, Shipping, Processing fee, Total). */
export function summaryValue(page: Page, term: string): Locator {
  return page.locator('dl div').filter({ has: page.locator('dt', { hasText: new RegExp(`^${term}$`) }) }).locator('dd')
}

/** What the summary must show, straight from the shared fee module. */
export function expectedSummary(subtotalCents: number, deliveryMethod: DeliveryMethod) {
  const totals = computeTotals(subtotalCents, deliveryMethod)
  return {
    subtotal: formatCents(totals.subtotalCents),
    shipping: totals.shippingCents === 0 ? 'Free' : formatCents(totals.shippingCents),
    fee: formatCents(totals.feeCents),
    total: formatCents(totals.totalCents),
  }
}

export async function readSummary(page: Page) {
  return {
    subtotal: await summaryValue(page, 'Subtotal').textContent(),
    shipping: await summaryValue(page, 'Shipping').textContent(),
    fee: await summaryValue(page, 'Processing fee').textContent(),
    total: await summaryValue(page, 'Total').textContent(),
  }
}

export function placeOrderButton(page: Page): Locator {
  return page.getByRole('button', { name: /^Place Order - \$\d+\.\d{2}$/ })
}

/** Records the bodies of POST /api/checkout/payment-intent as the page sends them. */
export function watchIntentRequests(page: Page): { deliveryMethod: string; cartItems?: unknown[] }[] {
  const bodies: { deliveryMethod: string; cartItems?: unknown[] }[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/checkout/payment-intent') bodies.push(request.postDataJSON())
  })
  return bodies
}

/** The checkout form (not the footer's newsletter field, nor the toast). */
export function checkoutForm(page: Page): Locator {
  return page.getByRole('form', { name: 'Checkout' })
}

export async function fillContact(page: Page, contact: Partial<typeof CUSTOMER> = CUSTOMER): Promise<void> {
  const form = checkoutForm(page)
  if (contact.name !== undefined) await form.getByLabel('Full Name', { exact: true }).fill(contact.name)
  if (contact.email !== undefined) await form.getByLabel('Email', { exact: true }).fill(contact.email)
  if (contact.phone !== undefined) await form.getByLabel('Phone Number', { exact: true }).fill(contact.phone)
}

/** Presses Tab until the focused element has this accessible role and name (keyboard-only journeys). */
export async function tabTo(page: Page, role: 'button' | 'link' | 'textbox' | 'radio', name: string | RegExp, maxTabs = 60): Promise<void> {
  const target = page.getByRole(role, { name, exact: typeof name === 'string' }).first()
  for (let i = 0; i < maxTabs; i++) {
    await page.keyboard.press('Tab')
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return
  }
  throw new Error(`Tab never reached ${role} "${name}"`)
}

export async function scrollWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth)
}

export function guestCart(page: Page): Promise<unknown> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('guest_cart') ?? 'null'))
}

export async function productByName(api: ApiClient, name: string): Promise<any> {
  const products: any[] = (await api.get('/api/products')).body
  const product = products.find((p) => p.name === name)
  if (!product) throw new Error(`no product ${name}`)
  return product
}

/** What the screen shows right now (not the whole page), next to tests/support/browser.ts's full-page screenshots. */
export async function viewportScreenshot(page: Page, name: string): Promise<void> {
  const dir = path.resolve(__dirname, '../../test-results/screenshots')
  fs.mkdirSync(dir, { recursive: true })
  await page.screenshot({ path: path.join(dir, `${name}.png`) })
}
