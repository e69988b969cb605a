/**
 * Debian's Chromium driven by playwright-core (no browser download). One browser per test file;
 * each test gets a fresh context (cookies, storage), at phone or desktop width.
 */
import fs from 'node:fs'
import path from 'node:path'
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core'

export const PHONE = { width: 375, height: 740 }
export const DESKTOP = { width: 1280, height: 900 }

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export async function launchBrowser(): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM)) throw new Error(`No Chromium at ${CHROMIUM}: run \`apt-get install -y chromium\` (CI does).`)
  return chromium.launch({
    executablePath: CHROMIUM,
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
    ],
  })
}

export async function newPage(browser: Browser, baseURL: string, viewport = DESKTOP): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, viewport, isMobile: viewport.width < 500, hasTouch: viewport.width < 500 })
  // js.stripe.com is out of reach here and in CI: answer at once instead of hanging the page's load.
  await context.route(/^https:\/\/([a-z0-9-]+\.)*stripe\.(com|network)\//, (route) => route.abort())
  const page = await context.newPage()
  return { context, page }
}

/**
 * Saves a screenshot under test-results/screenshots (looked at by people, not compared): the whole
 * page, or with `fullPage: false` what the screen shows right now.
 */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  const dir = path.resolve(__dirname, '../../test-results/screenshots')
  fs.mkdirSync(dir, { recursive: true })
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage })
}
