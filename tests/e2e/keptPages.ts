/**
 * Pages kept between the tests of one file (decision 62). A new context and tab cost Chromium more
 * than a page load in a tab that exists (its browser process creating the tab, a renderer starting):
 * an open-load-close cycle took 1.07–1.27 s of CPU that way, 0.78 s in a kept tab emptied as below.
 * So a page a test is done with is emptied and kept for the next test of the same file, shop and width: its cookies, its
 * shop's local and session storage, its routes and its listeners go, and it waits on a blank page
 * in the same renderer as before (the next page of the shop loads there without starting a new one).
 * What cannot be undone (an init script, an exposed function, a changed header or network state)
 * marks the page spent, and it is closed as before. Cached assets stay, as for a returning visitor.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core'

export type OpenedPage = { context: BrowserContext; page: Page }

type Kept = { browser: Browser; key: string; origin: string; viewport: { width: number; height: number }; spent: boolean }

const keptPages = new WeakMap<Browser, Map<string, OpenedPage[]>>()
const details = new WeakMap<Page, Kept>()

/** Page and context methods whose effect outlives the test, so that the page cannot be kept. */
const PAGE_SPENDERS = ['addInitScript', 'exposeFunction', 'exposeBinding', 'setExtraHTTPHeaders', 'setDefaultNavigationTimeout'] as const
const CONTEXT_SPENDERS = ['addInitScript', 'exposeFunction', 'exposeBinding', 'setExtraHTTPHeaders', 'setOffline', 'grantPermissions', 'setGeolocation', 'setHTTPCredentials'] as const
/** The page events tests listen to; a kept page is handed over without the last test's listeners. */
const PAGE_EVENTS = ['console', 'dialog', 'download', 'filechooser', 'framenavigated', 'load', 'domcontentloaded', 'pageerror', 'popup', 'request', 'requestfailed', 'requestfinished', 'response', 'websocket', 'worker'] as const

const keyOf = (baseURL: string, viewport: { width: number; height: number }) => `${baseURL} ${viewport.width}x${viewport.height}`

/** A kept page for this shop and width, or null when none is waiting. */
export function takeKeptPage(browser: Browser, baseURL: string, viewport: { width: number; height: number }): OpenedPage | null {
  return keptPages.get(browser)?.get(keyOf(baseURL, viewport))?.pop() ?? null
}

/** Registers a page opened for a test so that it can be kept when the test is done with it. */
export function keepable(browser: Browser, opened: OpenedPage, baseURL: string, viewport: { width: number; height: number }): void {
  const kept: Kept = { browser, key: keyOf(baseURL, viewport), origin: new URL(baseURL).origin, viewport, spent: false }
  details.set(opened.page, kept)
  const spend = (target: object, names: readonly string[]) => {
    for (const name of names) {
      const original = (target as Record<string, unknown>)[name]
      if (typeof original !== 'function') continue
      ;(target as Record<string, unknown>)[name] = (...args: unknown[]) => {
        kept.spent = true
        return (original as (...a: unknown[]) => unknown).apply(target, args)
      }
    }
  }
  spend(opened.page, PAGE_SPENDERS)
  spend(opened.context, CONTEXT_SPENDERS)
  if (!keptPages.has(browser)) keptPages.set(browser, new Map())
}

/**
 * Ends a test's use of its page: empties and keeps it when it can be, closes its context otherwise
 * (and whenever emptying it fails: a kept page must be as good as a new one).
 */
export async function releasePage({ context, page }: OpenedPage): Promise<void> {
  const kept = details.get(page)
  if (!kept || kept.spent || page.isClosed() || !sameOrigin(page.url(), kept.origin)) return context.close()
  try {
    await empty(context, page, kept)
  } catch {
    return context.close().catch(() => {})
  }
  const pool = keptPages.get(kept.browser)!
  pool.set(kept.key, [...(pool.get(kept.key) ?? []), { context, page }])
}

async function empty(context: BrowserContext, page: Page, kept: Kept): Promise<void> {
  for (const other of context.pages()) if (other !== page) await other.close()
  for (const event of PAGE_EVENTS) page.removeAllListeners(event)
  context.removeAllListeners('page')
  await page.unrouteAll({ behavior: 'ignoreErrors' })
  await context.unrouteAll({ behavior: 'ignoreErrors' })
  // Storage is per origin, session storage per tab too: cleared from a document of the shop's own
  // (its icon: no app, no requests), then the tab leaves it.
  await page.goto(`${kept.origin}/favicon.svg`, { waitUntil: 'load' })
  await page.evaluate(() => {
    localStorage.clear()
    sessionStorage.clear()
  })
  await context.clearCookies()
  // An HTML document, as a new tab's (setContent needs one), left the way a page of the shop leaves:
  // the blank page it opens keeps its renderer, where one the browser opened would start a new one.
  await Promise.all([page.waitForURL('about:blank', { waitUntil: 'load' }), page.evaluate(() => location.assign('about:blank'))])
  await page.emulateMedia({ media: null, colorScheme: null, reducedMotion: null, forcedColors: null, contrast: null })
  const size = page.viewportSize()
  if (size?.width !== kept.viewport.width || size?.height !== kept.viewport.height) await page.setViewportSize(kept.viewport)
  // Off the page, as a new tab's pointer is: no :hover left on what the next page draws there.
  await page.mouse.move(-1, -1)
}

function sameOrigin(url: string, origin: string): boolean {
  if (url === 'about:blank') return true
  try {
    return new URL(url).origin === origin
  } catch {
    return false
  }
}
