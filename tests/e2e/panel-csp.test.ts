/**
 * The editors' panel (/cms) under its Content Security Policy (scripts by nonce only, forms to
 * this origin): signing in, lists, editing a global, uploading an image and the account page all
 * work, and the browser reports no violation of the policy.
 */
import type { Browser, Locator, Page } from 'playwright-core'

import { setUpAdmin, TEST_PASSWORD } from '../support/accounts'
import { ApiClient } from '../support/apiClient'
import { DESKTOP, launchBrowser, PHONE, screenshot } from '../support/browser'
import { pngImage } from '../support/images'
import { startShop, type Shop } from '../support/shopProcess'
import { tempFile } from './admin-support'
import { inPage, openPage } from './storefront-support'

describe('the editors\' panel under its Content Security Policy', () => {
  let shop: Shop
  let browser: Browser
  let browserReady: Promise<Browser> | undefined
  let admin: Awaited<ReturnType<typeof setUpAdmin>>

  beforeAll(async () => {
    browserReady = launchBrowser()
    ;[shop, browser] = await Promise.all([startShop({ panel: true }), browserReady])
    admin = await setUpAdmin(shop.url)
  })
  afterAll(async () => {
    await (await browserReady?.catch(() => undefined))?.close()
    await shop?.stop()
  })

  /** Every CSP violation the page reports, from the DOM event and the console alike. */
  async function watchViolations(page: Page): Promise<string[]> {
    const violations: string[] = []
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`))
    })
    page.on('console', (msg) => {
      if (/Content Security Policy|CSP violation/i.test(msg.text())) violations.push(msg.text())
    })
    return violations
  }

  async function signIn(page: Page): Promise<void> {
    await page.goto('/cms/login')
    await page.getByLabel('Username').fill(admin.username)
    await page.getByLabel('Password').fill(TEST_PASSWORD)
    await page.getByRole('button', { name: 'Login' }).click()
    await page.waitForURL((url) => url.pathname === '/cms')
  }

  it('works on a phone too', () =>
    inPage(openPage(browser, shop.url, PHONE), async (page) => {
      page.setDefaultTimeout(30_000)
      const violations = await watchViolations(page)
      await signIn(page)
      await page.goto('/cms/collections/products')
      await page.getByRole('heading', { name: 'Products' }).waitFor()
      await screenshot(page, 'panel-products-375', { fullPage: false })
      expect(violations).toEqual([])
    }))

  it('signs in, edits a global, uploads an image and changes the password, with no violation', () =>
    inPage(openPage(browser, shop.url, DESKTOP), async (page) => {
      page.setDefaultTimeout(30_000)
      const violations = await watchViolations(page)
      await signIn(page)
      await page.getByRole('heading', { name: /Dashboard/i }).or(page.getByText('Products').first()).first().waitFor()
      await screenshot(page, 'panel-dashboard-1280', { fullPage: false })

      await page.goto('/cms/globals/text')
      const title = page.locator('input[name="heroTitle"], textarea[name="heroTitle"], #field-heroTitle').first()
      await title.waitFor()
      await title.fill('Edited in the panel')
      await page.getByRole('button', { name: 'Save' }).click()
      await until(async () => (await (await fetch(`${shop.url}/api/settings/text`)).json()).heroTitle === 'Edited in the panel')

      await page.goto('/cms/collections/media/create')
      const file = tempFile('from-the-panel.png', await pngImage(300, 200))
      await page.locator('input[type="file"]').first().setInputFiles(file)
      await page.getByRole('button', { name: 'Save' }).click()
      await page.waitForURL(/\/cms\/collections\/media\/[0-9a-f-]{36}$/)
      const images = (await admin.get('/cms-api/media?depth=0&limit=100')).body.docs as { filename: string }[]
      const stored = images.find((m) => /^[0-9a-f-]{36}\.png$/.test(m.filename))!
      expect(stored).toBeDefined()
      // The panel shows it (its file URLs lead to /objects, which serves stored images only).
      await page.goto('/cms/collections/media')
      const thumbnail = page.locator(`img[src*="${stored.filename.replace(/\.png$/, '')}"]`).first()
      await thumbnail.waitFor()
      await page.waitForFunction((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0, await thumbnail.elementHandle())
      await screenshot(page, 'panel-media-1280', { fullPage: false })

      // Changing one's password in the panel asks for the current one.
      await page.goto('/cms/account')
      const typeNewPassword = async () => {
        const changePassword = page.getByRole('button', { name: /Change Password/i })
        if (await changePassword.isVisible()) await changePassword.click()
        await fillUntilTaken(page, [
          [page.getByLabel('New Password'), 'panel-new-pass-1'],
          [page.getByLabel('Confirm Password'), 'panel-new-pass-1'],
        ])
      }
      await typeNewPassword()
      await save(page, page.getByText('Enter your current password to set a new one').first(), typeNewPassword)
      expect((await new ApiClient(shop.url).post('/api/login', { username: admin.username, password: 'panel-new-pass-1' })).status).toBe(401)
      const typeCurrentPassword = () => page.getByLabel('Your current password').fill(TEST_PASSWORD)
      await typeCurrentPassword()
      await screenshot(page, 'panel-account-1280', { fullPage: false })
      await save(page, page.getByText(/Updated successfully/i).first(), async () => {
        await typeNewPassword()
        await typeCurrentPassword()
      })
      expect((await new ApiClient(shop.url).post('/api/login', { username: admin.username, password: 'panel-new-pass-1' })).status).toBe(200)
      expect(violations).toEqual([])
    }))

})

/** Polls `condition` until it holds (a generous deadline for a busy machine). */
async function until(condition: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/**
 * Types into the panel's fields until the panel has taken the change (its Save button turns
 * enabled): on a busy machine, keys typed before the panel's form has hydrated are not seen by it.
 */
async function fillUntilTaken(page: Page, fields: [Locator, string][]): Promise<void> {
  const saveButton = page.getByRole('button', { name: 'Save' })
  for (let attempt = 0; attempt < 5; attempt += 1) {
    for (const [field, value] of fields) {
      await field.fill('')
      await field.fill(value)
    }
    if (await until(() => saveButton.isEnabled(), 5_000).then(() => true, () => false)) return
  }
}

/**
 * Saves the panel's form and waits for `outcome`. The panel checks fields as they are typed; a
 * click that comes before that check has caught up with the last keystroke (a test types faster
 * than a person) gets "Please correct invalid fields" instead, and a server answer that is not the
 * outcome leaves the form unmodified (Save disabled): then it types again (`retype`) and saves again.
 * "Please correct invalid fields" alone is not the end of an attempt: the server's answer may follow.
 */
async function save(page: Page, outcome: Locator, retype: () => Promise<void>): Promise<void> {
  const saveButton = page.getByRole('button', { name: 'Save' })
  for (let attempt = 0; attempt < 5; attempt += 1) {
    if (!(await saveButton.isEnabled())) await retype()
    await saveButton.click()
    if (await until(() => outcome.isVisible(), 15_000).then(() => true, () => false)) return
  }
  await outcome.waitFor()
}
