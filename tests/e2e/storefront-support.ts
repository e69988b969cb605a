/**
 * Helpers shared by the browser tests (tests/e2e/*.test.ts): fresh and signed-in pages, toasts,
 * the cart. Selectors go by role, label and visible text, the way a shopper finds things.
 */
import type { Browser, Locator, Page, Route } from 'playwright-core'

import { TEST_PASSWORD } from '../support/accounts'
import { DESKTOP, newPage } from '../support/browser'
import { keepable, type OpenedPage, releasePage, takeKeptPage } from './keptPages'

/**
 * A fresh visitor, under the shop's real Content Security Policy: no cookies, no storage, in a tab
 * an earlier test of this file may have used and emptied (keptPages.ts).
 */
export async function openPage(browser: Browser, baseURL: string, viewport = DESKTOP): Promise<OpenedPage> {
  let opened = takeKeptPage(browser, baseURL, viewport)
  if (!opened) {
    opened = await newPage(browser, baseURL, viewport)
    returnOnceTheAppListens(opened.page)
    keepable(browser, opened, baseURL, viewport)
  }
  // A generous deadline for every wait: a busy machine (CI, 2 cores, several files at once) can take
  // seconds to hydrate a page.
  opened.page.setDefaultTimeout(30_000)
  return opened
}

/** Ends a test's use of a page from openPage or signedInPage (its tab may serve the next test). */
export const closePage = releasePage

/**
 * A server-rendered page asks for the app after its first paint, so its `load` event can come
 * before the app listens; until then #root is aria-busy (decision 17, eighth round). Here `goto`,
 * `reload`, `goBack` and `goForward` return once the app listens, the moment a visitor's tap is
 * answered. Given a `waitUntil`, they keep Playwright's own meaning (tests of a page before its app).
 */
function returnOnceTheAppListens(page: Page): void {
  const goto = page.goto.bind(page)
  page.goto = async (url, options) => {
    const response = await goto(url, options)
    if (!options?.waitUntil) await appListens(page)
    return response
  }
  for (const method of ['reload', 'goBack', 'goForward'] as const) {
    const navigate = page[method].bind(page)
    page[method] = async (options) => {
      const response = await navigate(options)
      if (!options?.waitUntil) await appListens(page)
      return response
    }
  }
}

/** Waits until the page's app listens (after a navigation the helpers above do not make). */
export async function appListens(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('#root[aria-busy="true"]'))
}

export type Credentials = { username: string; password?: string }

/** A fresh visitor signed in through POST /api/login (the cookie lands in the context). */
export async function signedInPage(browser: Browser, baseURL: string, who: Credentials, viewport = DESKTOP): Promise<OpenedPage> {
  const opened = await openPage(browser, baseURL, viewport)
  const res = await opened.context.request.post('/api/login', { data: { username: who.username, password: who.password ?? TEST_PASSWORD } })
  if (!res.ok()) throw new Error(`login failed: ${res.status()} ${await res.text()}`)
  return opened
}

/** Runs `fn` on a page being opened (openPage, signedInPage), then closes it whatever happens. */
export async function inPage<T>(opening: Promise<OpenedPage>, fn: (page: Page) => Promise<T>): Promise<T> {
  const opened = await opening
  try {
    return await fn(opened.page)
  } finally {
    await closePage(opened)
  }
}

/** The toast currently shown (at most one). */
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

/** Closes the toast, so the next one cannot be confused with it. */
export async function closeToast(page: Page): Promise<void> {
  const toast = currentToast(page)
  if ((await toast.count()) === 0) return
  // A toast closes itself after 5 s: on a busy machine that can happen before the click lands, and
  // then the click would wait for a button that is gone. Either way the toast is gone.
  const clicked = toast.getByRole('button', { name: 'Close notification' }).click().then(() => null, (err: Error) => err)
  const closedItself = toast.waitFor({ state: 'detached' }).then(() => null, () => null)
  const failure = await Promise.race([clicked, closedItself])
  if (failure && (await toast.count()) > 0) throw failure
  await toast.waitFor({ state: 'detached' })
}

export function productCard(page: Page, name: string): Locator {
  return page.getByRole('article', { name })
}

/** Adds one of a product from its card (on / or /shop), choosing the size when given; checks the toast's wording. */
export async function addToCart(page: Page, name: string, size?: string): Promise<void> {
  const card = productCard(page, name)
  if (size) await card.getByLabel('Size', { exact: true }).selectOption(size)
  await card.getByRole('button', { name: 'Add to Cart' }).click()
  await expectToast(page, 'Added to cart', size ? `${name} (${size}) has been added to your cart` : `${name} has been added to your cart`)
  await closeToast(page)
}

/**
 * Which of `texts` appear on the page from now on, in the order they first appear (read after the
 * action): whether a tap is answered at once, and by what.
 */
export async function recordAnswers(page: Page, texts: string[]): Promise<() => Promise<string[]>> {
  await page.evaluate((watched) => {
    const seen: string[] = []
    ;(window as unknown as { __answers: string[] }).__answers = seen
    new MutationObserver(() => {
      const now = document.body.textContent ?? ''
      for (const text of watched) if (!seen.includes(text) && now.includes(text)) seen.push(text)
    }).observe(document.body, { subtree: true, childList: true, characterData: true })
  }, texts)
  return () => page.evaluate(() => (window as unknown as { __answers: string[] }).__answers)
}

/** The header badge's number; 0 when the badge is hidden. */
export async function badgeCount(page: Page): Promise<number> {
  const badge = page.getByTestId('cart-badge')
  if ((await badge.count()) === 0) return 0
  return Number(await badge.textContent())
}

export async function waitForBadge(page: Page, count: number): Promise<void> {
  if (count === 0) {
    await page.getByTestId('cart-badge').waitFor({ state: 'detached' })
    return
  }
  await page
    .getByTestId('cart-badge')
    .filter({ hasText: new RegExp(`^${count}$`) })
    .waitFor()
}

export async function scrollWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth)
}

/** Elements sticking out past the right edge of the viewport, to say what breaks a phone layout. */
export async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth
    return [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > width + 0.5 && el.getClientRects().length > 0)
      .slice(0, 5)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}.${String(el.getAttribute('class') ?? '')
            .split(' ')
            .slice(0, 4)
            .join('.')} → ${Math.round(el.getBoundingClientRect().right)}`,
      )
  })
}

export function guestCart(page: Page): Promise<unknown> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('guest_cart') ?? 'null'))
}

/** Quantity shown on a cart line, found by its label ("Rescue Team T-Shirt (M)"). */
export async function lineQuantity(page: Page, label: string): Promise<number> {
  return Number(await page.getByRole('status', { name: `Quantity of ${label}` }).textContent())
}

/** The value of a row in the cart's or the checkout's summary (Subtotal, Shipping, Processing fee, Total). */
export function summaryValue(page: Page, term: string): Locator {
  return page
    .locator('dl div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${term}$`) }) })
    .locator('dd')
}

/**
 * Public pages are server-rendered for signed-out visitors, with their data in the page. A stale
 * session cookie makes the server send the plain app shell instead, as it does for signed-in
 * visitors: the browser then fetches and renders everything itself (loading states included).
 */
export async function renderInBrowser(page: Page, baseURL: string): Promise<void> {
  await page.context().addCookies([{ name: 'payload-token', value: 'expired', url: baseURL }])
}

export type HeldRequests = {
  /** How many requests the page has sent so far. */
  sent: () => number
  /** Lets every held request (and any later one) through. */
  release: () => void
}

/**
 * Holds the page's requests to `url` until `release()`: a slow server, to look at a busy state.
 * Then each goes on to the shop, or gets `answer`'s response.
 */
export async function holdRequests(page: Page, url: string | RegExp, answer = (route: Route) => route.continue()): Promise<HeldRequests> {
  let sent = 0
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(url, async (route) => {
    sent++
    await held
    await answer(route)
  })
  return { sent: () => sent, release }
}

/** Whether the keyboard's focus is on this element. */
export function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement)
}

/** The methods of the cart changes the page sends from now on (`PATCH`, `DELETE` of `/api/cart/…`), in order. */
export function recordCartChanges(page: Page): () => string[] {
  const methods: string[] = []
  page.on('request', (request) => {
    if (request.method() !== 'GET' && /\/api\/cart\/[^/?]+$/.test(new URL(request.url()).pathname)) methods.push(request.method())
  })
  return () => [...methods]
}
