/**
 * Helpers for the checkout browser tests (tests/e2e/checkout-*.test.ts), next to the shared ones in
 * storefront-support.ts. Selectors go by role, label and visible text, the way a shopper finds things.
 */
import type { Locator, Page } from 'playwright-core'

import { computeTotals, type DeliveryMethod, formatCents } from '@shared/money'
import type { ApiClient } from '../support/apiClient'
import { summaryValue } from './storefront-support'

/** Demo catalogue products used here. */
export const TEE = 'Rescue Team T-Shirt' // $25.00; S 5, M 8, L 0, XL 3
export const CAP = 'St. John Sunrise Cap' // $20.00; no sizes

export const CUSTOMER = { name: 'Maria Hodge', email: 'maria@example.org', phone: '340-555-0199', address: 'PO Box 1\nChristiansted, St. Croix 00821' }

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

export async function productByName(api: ApiClient, name: string): Promise<any> {
  const products: any[] = (await api.get('/api/products')).body
  const product = products.find((p) => p.name === name)
  if (!product) throw new Error(`no product ${name}`)
  return product
}
