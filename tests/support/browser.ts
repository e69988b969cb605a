/**
 * Debian's Chromium driven by playwright-core (no browser download): its headless shell for the
 * tests (Debian's `chromium-headless-shell`, the build Playwright itself tests with) and the full
 * browser for the bench's phone and page measurements, which should see what a shopper's browser
 * does. One Chromium serves the whole run (started by the browser tests' global setup,
 * tests/support/e2eGlobalSetup.ts): each test file connects to it and sees only the contexts it
 * opens; each test gets a fresh visitor (no cookies, no storage) at phone or desktop width: a new
 * context here, or a tab an earlier test of its file used and emptied (tests/e2e/keptPages.ts).
 */
import fs from 'node:fs'
import path from 'node:path'
import { type Browser, type BrowserContext, type BrowserServer, chromium, type Locator, type Page } from 'playwright-core'

import { timed } from './suiteTimings'

export const PHONE = { width: 375, height: 740 }
export const DESKTOP = { width: 1280, height: 900 }

const FULL_CHROMIUM = '/usr/bin/chromium'
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell'
/**
 * The tests' Chromium. The headless shell has no browser window layer to keep up to date: a page
 * load costs about a quarter less CPU in all (the browser process less than half), and Chromium is
 * most of the suite's CPU (decision 60). Without it the full browser runs the same tests.
 */
const TEST_CHROMIUM = process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM)
/** Set by the global setup: where the run's Chromium listens for test files to connect. */
export const BROWSER_SERVER_ENV = 'SHOP_TEST_BROWSER_WS'
const CONNECT_TIMEOUT_MS = 60_000

/**
 * The run's Chromium when the global setup started one (a connection costs milliseconds, a launch
 * about 0.8 s of CPU); a Chromium of this file's own otherwise. `close()` ends this file's contexts
 * and connection (or its own Chromium).
 */
export async function launchBrowser({ full = false }: { full?: boolean } = {}): Promise<Browser> {
  const shared = process.env[BROWSER_SERVER_ENV]
  if (shared && !full) return chromium.connect(shared, { timeout: CONNECT_TIMEOUT_MS })
  return chromium.launch(launchOptions(full ? (process.env.CHROMIUM_PATH ?? FULL_CHROMIUM) : TEST_CHROMIUM))
}

/** One Chromium for every browser test file of a run (tests/support/e2eGlobalSetup.ts). */
export async function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer(launchOptions(TEST_CHROMIUM))
}

/** The full Chromium the bench's phone and pages use, with the tests' flags (scripts/bench/phoneListening.ts launches it itself). */
export function fullChromiumLaunchOptions() {
  return launchOptions(process.env.CHROMIUM_PATH ?? FULL_CHROMIUM)
}

function launchOptions(executablePath: string) {
  if (!fs.existsSync(executablePath)) throw new Error(`No Chromium at ${executablePath}: run \`apt-get install -y chromium chromium-headless-shell\` (CI does).`)
  return {
    executablePath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
      // js.stripe.com is out of reach here and in CI: fail at once instead of hanging the page's load
      // (tests that play Stripe give the page a fake Stripe.js, checkout-fake-stripe-js.ts). Names are
      // resolved by Chromium itself, never by a proxy from the environment, so the rule always holds.
      // A route on every context did the same, but made Chromium pause every request for Playwright.
      '--no-proxy-server',
      '--host-resolver-rules=MAP stripe.com ~NOTFOUND, MAP *.stripe.com ~NOTFOUND, MAP stripe.network ~NOTFOUND, MAP *.stripe.network ~NOTFOUND',
    ],
  }
}

export async function newPage(browser: Browser, baseURL: string, viewport = DESKTOP): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, viewport, isMobile: viewport.width < 500, hasTouch: viewport.width < 500 })
  const page = await context.newPage()
  return { context, page }
}

/** Set to 1 to save the browser tests' screenshots (decision 58); a run saves none otherwise. */
export const SCREENSHOTS_ENV = 'SHOP_SCREENSHOTS'

/**
 * Saves a screenshot under test-results/screenshots when `SHOP_SCREENSHOTS=1` (looked at by people,
 * never compared, so nothing checks them and a run without the variable skips them: a full-page PNG
 * is about 0.4 s of Chromium's CPU, decision 58): the whole page, or with `fullPage: false` what the
 * screen shows right now; given a locator, that element only.
 */
export async function screenshot(target: Page | Locator, name: string, { fullPage = true } = {}): Promise<void> {
  if (process.env[SCREENSHOTS_ENV] !== '1') return
  const dir = path.resolve(__dirname, '../../test-results/screenshots')
  fs.mkdirSync(dir, { recursive: true })
  const file = path.join(dir, `${name}.png`)
  await timed('screenshot', () => ('goto' in target ? target.screenshot({ path: file, fullPage }) : target.screenshot({ path: file })), { name })
}
