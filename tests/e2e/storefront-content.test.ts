/**
 * Issue 3 on a shop with no products: empty states, every loading state (requests held back),
 * failed calls, and site texts edited by an administrator (line breaks, paragraphs, social links).
 */
import type { Browser, Page, Route } from 'playwright-core'

import { setUpAdmin } from '../support/accounts'
import { a11yViolations } from '../support/axe'
import { DESKTOP, launchBrowser } from '../support/browser'
import { startShop, type Shop } from '../support/shopProcess'
import { inPage, openPage, renderInBrowser } from './storefront-support'

describe('storefront on an empty shop', () => {
  let shop: Shop
  let browser: Browser
  let browserReady: Promise<Browser> | undefined
  beforeAll(async () => {
    browserReady = launchBrowser()
    ;[shop, browser] = await Promise.all([startShop(), browserReady])
  })
  afterAll(async () => {
    // Closed even when the shop failed to start, or the open browser would keep jest alive.
    await (await browserReady?.catch(() => undefined))?.close()
    await shop?.stop()
  })

  function withPage<T>(fn: (page: Page) => Promise<T>): Promise<T> {
    return inPage(openPage(browser, shop.url, DESKTOP), fn)
  }

  /** Holds every request to `pattern` until release() is called. */
  async function hold(page: Page, pattern: string): Promise<() => void> {
    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    await page.route(pattern, async (route: Route) => {
      await gate
      await route.continue()
    })
    return release
  }

  it('shows the empty states of home, shop and cart, without axe violations', () =>
    withPage(async (page) => {
      await page.goto('/')
      await page.getByText('No products available at this time. Check back soon!').waitFor()
      await page.getByRole('heading', { name: 'Your Purchase Makes an Impact' }).waitFor()
      await page.waitForLoadState('networkidle')
      expect(['/', await a11yViolations(page)]).toEqual(['/', []])

      await page.goto('/shop')
      await page.getByRole('heading', { name: 'No Products Available' }).waitFor()
      await page.getByText('Check back soon for new merchandise!').waitFor()
      await page.waitForLoadState('networkidle')
      expect(['/shop', await a11yViolations(page)]).toEqual(['/shop', []])

      await page.goto('/cart')
      await page.getByRole('heading', { name: 'Your cart is empty' }).waitFor()
      expect(await page.getByTestId('cart-badge').count()).toBe(0)
    }))

  it('home shows a spinner with "Loading products..." until the products arrive', () =>
    withPage(async (page) => {
      await renderInBrowser(page, shop.url)
      const release = await hold(page, '**/api/products')
      await page.goto('/')
      await page.getByRole('status').filter({ hasText: 'Loading products...' }).waitFor()
      expect(['home loading', await a11yViolations(page)]).toEqual(['home loading', []])
      release()
      await page.getByText('No products available at this time. Check back soon!').waitFor()
    }))

  it('/shop shows 8 skeleton cards while loading, and a retry when the products fail', () =>
    withPage(async (page) => {
      await renderInBrowser(page, shop.url)
      const release = await hold(page, '**/api/products')
      await page.goto('/shop')
      await page.getByRole('status', { name: 'Loading products' }).waitFor()
      expect(await page.getByTestId('product-skeleton').count()).toBe(8)
      expect(['/shop loading', await a11yViolations(page)]).toEqual(['/shop loading', []])
      release()
      await page.getByRole('heading', { name: 'No Products Available' }).waitFor()

      await page.unrouteAll()
      let fail = true
      await page.route('**/api/products', (route) => (fail ? route.fulfill({ status: 500, body: 'boom' }) : route.continue()))
      await page.reload()
      await page.getByText("We couldn't load our products.").waitFor()
      expect(['/shop failed', await a11yViolations(page)]).toEqual(['/shop failed', []])
      fail = false
      await page.getByRole('button', { name: 'Try Again' }).click()
      await page.getByRole('heading', { name: 'No Products Available' }).waitFor()
    }))

  it('the cart shows 3 skeletons and /account a spinner while sign-in state loads', () =>
    withPage(async (page) => {
      // A visitor whose sign-in state the browser must ask for (a signed-out visitor's /cart is
      // server-rendered and knows at once, so its skeletons last only until the page hydrates).
      await renderInBrowser(page, shop.url)
      let release = await hold(page, '**/api/auth/user')
      await page.goto('/cart')
      await page.getByRole('status', { name: 'Loading cart' }).waitFor()
      expect(await page.getByTestId('cart-skeleton').count()).toBe(3)
      expect(['/cart loading', await a11yViolations(page)]).toEqual(['/cart loading', []])
      release()
      await page.getByRole('heading', { name: 'Your cart is empty' }).waitFor()

      await page.unrouteAll()
      release = await hold(page, '**/api/auth/user')
      await page.goto('/account')
      await page.locator('main').getByRole('status').waitFor()
      expect(page.url()).toBe(`${shop.url}/account`)
      release()
      await page.waitForURL(`${shop.url}/login?redirect=%2Faccount`)
    }))

  it('falls back to the built-in texts when a settings call fails', () =>
    withPage(async (page) => {
      await page.route('**/api/settings/*', (route) => route.fulfill({ status: 503, body: '' }))
      await page.goto('/')
      await page.getByRole('heading', { level: 1 }).getByText('Wear Your Support. Make a Difference.').waitFor()
      await page.getByRole('button', { name: 'Shop Merchandise' }).waitFor()
      await page.getByRole('heading', { name: 'Your Purchase Makes an Impact' }).waitFor()
      await page.locator('footer').getByText('info@communityrescue.org').waitFor()
    }))

  it('shows texts an administrator edited: title lines, paragraphs, social links in a new tab', async () => {
    const admin = await setUpAdmin(shop.url)
    const saved = await Promise.all([
      admin.put('/api/settings/text', {
        heroTitle: 'Rescue Starts\nWith You',
        heroSubtitle: 'Gear up for good.',
        heroButtonText: 'Browse Gear',
      }),
      admin.put('/api/settings/impact', {
        impactTitle: 'Where It Goes',
        impactText: 'First lead paragraph.\n\nSecond paragraph.\n\nThird paragraph.',
      }),
      admin.put('/api/settings/footer', { facebookUrl: 'https://facebook.example/rescue', contactPhone: '(340) 555-0199' }),
      admin.put('/api/settings/about', { missionTitle: 'Why We Serve', missionText: 'Because the sea is big.' }),
    ])
    expect(saved.map((r) => r.status)).toEqual([200, 200, 200, 200])

    await withPage(async (page) => {
      await page.context().route(/facebook\.example/, (route) => route.fulfill({ status: 200, body: 'facebook' }))
      await page.goto('/')
      const lines = page.getByRole('heading', { level: 1 }).locator('span')
      await lines.first().waitFor()
      expect(await lines.allTextContents()).toEqual(['Rescue Starts', 'With You'])
      await page.getByText('Gear up for good.').waitFor()
      await page.getByRole('button', { name: 'Browse Gear' }).waitFor()

      const impact = page.locator('section', { has: page.getByRole('heading', { name: 'Where It Goes' }) })
      const paragraphs = impact.locator('h2 + div > p')
      expect(await paragraphs.allTextContents()).toEqual(['First lead paragraph.', 'Second paragraph.', 'Third paragraph.'])
      const weights = await paragraphs.evaluateAll((ps) => ps.map((p) => Number(getComputedStyle(p).fontWeight)))
      expect(weights[0]).toBeGreaterThan(weights[1])

      const footer = page.locator('footer')
      await footer.getByText('(340) 555-0199').waitFor()
      expect(['/ with edited texts', await a11yViolations(page)]).toEqual(['/ with edited texts', []])
      const facebook = footer.getByRole('link', { name: /Facebook/ })
      expect(await facebook.getAttribute('target')).toBe('_blank')
      expect(await facebook.getAttribute('rel')).toContain('noopener')
      const [popup] = await Promise.all([page.context().waitForEvent('page'), facebook.click()])
      expect(popup.url()).toBe('https://facebook.example/rescue')
      await popup.close()
      // Instagram and Twitter have no address: buttons that do nothing visible.
      await footer.getByRole('button', { name: 'Instagram' }).click()
      expect(page.context().pages()).toHaveLength(1)

      await page.goto('/about')
      await page.getByRole('heading', { name: 'About Community Rescue', level: 1 }).waitFor()
      await page.getByRole('heading', { name: 'Why We Serve' }).waitFor()
      await page.getByText('Because the sea is big.').waitFor()
      await page.getByRole('heading', { name: 'Our Vision' }).waitFor()
      expect(await page.getByRole('link', { name: 'Shop Now' }).getAttribute('href')).toBe('/')
      expect(['/about with edited texts', await a11yViolations(page)]).toEqual(['/about with edited texts', []])
      await page.getByRole('link', { name: 'Contact Us' }).click()
      await page.waitForURL(`${shop.url}/contact`)
      await page.getByRole('heading', { name: 'Contact Us', level: 1 }).waitFor()
      expect(await page.locator('main').getByRole('link', { name: '(340) 555-0199' }).getAttribute('href')).toBe('tel:3405550199')
      expect(await page.locator('main').getByRole('link', { name: 'info@communityrescue.org' }).getAttribute('href')).toBe(
        'mailto:info@communityrescue.org',
      )
    })
  })
})
