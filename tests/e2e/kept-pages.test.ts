/**
 * A page kept for the next test (keptPages.ts) must be as fresh a visitor as a new tab: every
 * browser test's meaning depends on it. Checked against a two-document site of its own (no shop to
 * start): what one test leaves behind, the next must not see.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import type { Browser } from 'playwright-core'

import { launchBrowser, PHONE } from '../support/browser'
import { closePage, openPage } from './storefront-support'

const PAGE = '<!doctype html><title>Kept</title><div id="root">A page</div>'
const ICON = '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>'

describe('a page kept between tests', () => {
  let browser: Browser
  let site: http.Server
  let url: string
  beforeAll(async () => {
    site = http.createServer((req, res) => {
      const icon = req.url === '/favicon.svg'
      res.writeHead(200, { 'Content-Type': icon ? 'image/svg+xml' : 'text/html' }).end(icon ? ICON : PAGE)
    })
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(site.address() as AddressInfo).port}`
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
    await new Promise((resolve) => site?.close(resolve))
  })

  it('comes back without the last test’s cookies, storage, routes, listeners, media or size', async () => {
    const first = await openPage(browser, url, PHONE)
    await first.page.goto('/', { waitUntil: 'load' })
    await first.context.addCookies([{ name: 'session', value: 'signed-in', url }])
    await first.page.evaluate(() => {
      localStorage.setItem('guest_cart', '[1]')
      sessionStorage.setItem('order_confirmation', 'private link')
    })
    await first.page.route('**/elsewhere', (route) => route.fulfill({ body: 'routed' }))
    const heard: string[] = []
    first.page.on('console', (message) => heard.push(message.text()))
    await first.page.emulateMedia({ media: 'print' })
    await first.page.setViewportSize({ width: 600, height: 600 })
    await closePage(first)

    const second = await openPage(browser, url, PHONE)
    try {
      expect(second.page).toBe(first.page)
      expect(second.page.url()).toBe('about:blank')
      expect(await second.context.cookies()).toEqual([])
      await second.page.goto('/', { waitUntil: 'load' })
      expect(await second.page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0])
      expect(await second.page.evaluate(() => matchMedia('print').matches)).toBe(false)
      expect(second.page.viewportSize()).toEqual(PHONE)
      await second.page.evaluate(() => console.log('after'))
      expect(heard).toEqual([])
      const elsewhere = await second.page.goto('/elsewhere', { waitUntil: 'load' })
      expect(await elsewhere!.text()).toBe(PAGE)
      // A new tab's document is HTML: content can be set straight into it.
      await second.page.goto('/favicon.svg', { waitUntil: 'load' })
    } finally {
      await closePage(second)
    }
    const third = await openPage(browser, url, PHONE)
    try {
      await third.page.setContent('<p>An e-mail as a mail app shows it</p>')
      expect(await third.page.textContent('p')).toBe('An e-mail as a mail app shows it')
    } finally {
      await closePage(third)
    }
  })

  it('is not kept when the test changed what cannot be undone (an init script), nor for another width', async () => {
    const first = await openPage(browser, url, PHONE)
    await first.page.addInitScript(() => {
      ;(window as unknown as { planted: boolean }).planted = true
    })
    await closePage(first)
    expect(first.page.isClosed()).toBe(true)

    const second = await openPage(browser, url, PHONE)
    await closePage(second)
    const wide = await openPage(browser, url, { width: 1280, height: 900 })
    try {
      expect(wide.page).not.toBe(second.page)
      await wide.page.goto('/', { waitUntil: 'load' })
      expect(await wide.page.evaluate(() => 'planted' in window)).toBe(false)
    } finally {
      await closePage(wide)
    }
  })
})
