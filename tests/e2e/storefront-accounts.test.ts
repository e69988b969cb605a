/**
 * Issue 3, signed-in shoppers: signup and login (validation, failures, guest cart migration,
 * the redirect rule), the server cart, the /account guard and its three tabs, the avatar menu.
 */
import { SHOP_TIME_ZONE } from '@shared/shopTime'
import type { Browser, Page } from 'playwright-core'

import { signUpCustomer, setUpAdmin, TEST_PASSWORD, uniqueName } from '../support/accounts'
import type { ApiClient } from '../support/apiClient'
import { a11yViolations } from '../support/axe'
import { DESKTOP, launchBrowser, PHONE, screenshot } from '../support/browser'
import { checkoutForm, payInDemoMode } from '../support/checkout'
import { startShop, type Shop } from '../support/shopProcess'
import {
  addToCart,
  closePage,
  closeToast,
  expectToast,
  guestCart,
  holdRequests,
  inPage,
  isFocused,
  lineQuantity,
  openPage,
  overflowing,
  productCard,
  recordAnswers,
  recordCartChanges,
  scrollWidth,
  summaryValue,
  waitForBadge,
} from './storefront-support'

const TEE = 'Rescue Team T-Shirt'
const HOODIE = 'Volunteer Hoodie'
const CAP = 'St. John Sunrise Cap'

describe('storefront accounts', () => {
  let shop: Shop
  let browser: Browser
  let browserReady: Promise<Browser> | undefined
  beforeAll(async () => {
    browserReady = launchBrowser()
    ;[shop, browser] = await Promise.all([
      // Many logins of one test user within minutes: lift the per-username throttle.
      startShop({ seed: 'demo', env: { AUTH_RATE_LIMIT_PER_USERNAME: '1000' } }),
      browserReady,
    ])
  })
  afterAll(async () => {
    // Closed even when the shop failed to start, or the open browser would keep jest alive.
    await (await browserReady?.catch(() => undefined))?.close()
    await shop?.stop()
  })

  function withPage<T>(fn: (page: Page) => Promise<T>, viewport = DESKTOP): Promise<T> {
    return inPage(openPage(browser, shop.url, viewport), fn)
  }

  async function fillLogin(page: Page, username: string, password = TEST_PASSWORD): Promise<void> {
    await page.getByLabel('Username').fill(username)
    await page.getByLabel('Password').fill(password)
    await page.getByRole('button', { name: 'Log In' }).click()
  }

  async function productId(name: string): Promise<string> {
    const products: { id: string; name: string }[] = await (await fetch(`${shop.url}/api/products`)).json()
    return products.find((p) => p.name === name)!.id
  }

  it('signup checks its fields, then creates the account, moves the guest cart and follows the redirect', () =>
    withPage(async (page) => {
      await page.goto('/shop')
      await addToCart(page, TEE, 'M')
      await addToCart(page, CAP)
      await page.goto('/signup?redirect=%2Fcart')
      await page.getByRole('heading', { name: 'Create Account' }).waitFor()
      const submit = page.getByRole('button', { name: 'Create Account' })

      await submit.click()
      await expectToast(page, 'Validation error', 'All fields are required')
      await closeToast(page)
      const name = uniqueName('newbie')
      await page.getByLabel('Username').fill(name)
      await page.getByLabel('Email', { exact: true }).fill(`${name}@example.org`)
      await page.getByLabel('Password', { exact: true }).fill('short')
      await page.getByLabel('Confirm Password').fill('short2')
      await submit.click()
      await expectToast(page, 'Validation error', 'Passwords do not match')
      await closeToast(page)
      await page.getByLabel('Confirm Password').fill('short')
      await submit.click()
      await expectToast(page, 'Validation error', 'Password must be at least 8 characters long')
      await closeToast(page)

      await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD)
      await page.getByLabel('Confirm Password').fill(TEST_PASSWORD)
      await submit.click()
      await expectToast(page, 'Account created successfully!')
      await page.waitForURL(`${shop.url}/cart`)
      await summaryValue(page, 'Subtotal').filter({ hasText: '$45.00' }).waitFor()
      expect(await lineQuantity(page, `${TEE} (M)`)).toBe(1)
      expect(await lineQuantity(page, CAP)).toBe(1)
      expect(await guestCart(page)).toBeNull()
      await waitForBadge(page, 2)
      await page.getByRole('button', { name: 'Account menu for User' }).waitFor()

      // The same name again, from another visitor.
      const other = await openPage(browser, shop.url)
      try {
        await other.page.goto('/signup')
        await other.page.getByLabel('Username').fill(name)
        await other.page.getByLabel('Email', { exact: true }).fill(`other-${name}@example.org`)
        await other.page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD)
        await other.page.getByLabel('Confirm Password').fill(TEST_PASSWORD)
        await other.page.getByRole('button', { name: 'Create Account' }).click()
        await expectToast(other.page, 'Signup failed', 'Username already exists')
      } finally {
        await closePage(other)
      }
    }))

  it('login checks its fields and shows the server message; the guest cart joins the server cart', async () => {
    const me = await signUpCustomer(shop.url)
    await me.post('/api/cart', { productId: await productId(TEE), quantity: 1, size: 'M' })
    await withPage(async (page) => {
      await page.goto('/shop')
      await addToCart(page, TEE, 'M')
      await addToCart(page, CAP)
      await page.goto('/login?redirect=%2Fcart')
      await page.getByRole('heading', { name: 'Welcome Back' }).waitFor()
      await page.getByRole('button', { name: 'Log In' }).click()
      await expectToast(page, 'Validation error', 'Please enter both username and password')
      await closeToast(page)
      await fillLogin(page, me.username, 'wrong-password-1')
      await expectToast(page, 'Login failed', 'Invalid username or password')
      await closeToast(page)
      // With the keyboard on a slow server: Log In keeps the focus while it sends, and pressing it
      // again sends nothing more.
      await page.getByLabel('Username').fill(me.username)
      await page.getByLabel('Password').fill(TEST_PASSWORD)
      const logins = await holdRequests(page, '**/api/login')
      await page.getByRole('button', { name: 'Log In' }).focus()
      await page.keyboard.press('Enter')
      const sending = page.getByRole('button', { name: 'Logging in...' })
      await sending.waitFor()
      await page.keyboard.press('Enter')
      expect(await isFocused(sending)).toBe(true)
      expect(await sending.isDisabled()).toBe(true)
      // Enter in a field presses the form's busy button too: still nothing sent.
      await page.getByLabel('Password').press('Enter')
      logins.release()
      await expectToast(page, 'Login successful!')
      await page.waitForURL(`${shop.url}/cart`)
      expect(logins.sent()).toBe(1)
      await summaryValue(page, 'Subtotal').filter({ hasText: '$70.00' }).waitFor()
      expect(await lineQuantity(page, `${TEE} (M)`)).toBe(2)
      expect(await guestCart(page)).toBeNull()
      expect(serverLines(await me.get('/api/cart'))).toEqual({ [`${TEE} M`]: 2, [`${CAP} -`]: 1 })

      // The server cart: +, −, a decrease to 0 ignored, remove; every change reaches the server,
      // once: a double-click's second press comes while the first is busy and sends nothing.
      const cartChanges = recordCartChanges(page)
      // Each first request is held until both clicks are in, however fast the shop answers.
      let held = await holdRequests(page, '**/api/cart/*')
      await page.getByRole('button', { name: `Increase quantity of ${TEE} (M)` }).dblclick()
      held.release()
      await summaryValue(page, 'Subtotal').filter({ hasText: '$95.00' }).waitFor()
      await waitForBadge(page, 4)
      expect(cartChanges()).toEqual(['PATCH'])
      // With the keyboard: the button stays focused through the server's round trip.
      await page.getByRole('button', { name: `Decrease quantity of ${TEE} (M)` }).focus()
      await page.keyboard.press('Enter')
      await summaryValue(page, 'Subtotal').filter({ hasText: '$70.00' }).waitFor()
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(`Decrease quantity of ${TEE} (M)`)
      expect(await page.getByRole('button', { name: `Decrease quantity of ${CAP}` }).isDisabled()).toBe(true)
      expect(await lineQuantity(page, CAP)).toBe(1)
      await page.unroute('**/api/cart/*')
      held = await holdRequests(page, '**/api/cart/*')
      await page.getByRole('button', { name: `Remove ${CAP} from cart` }).dblclick()
      held.release()
      await expectToast(page, 'Item removed', 'Item removed from cart successfully')
      await summaryValue(page, 'Subtotal').filter({ hasText: '$50.00' }).waitFor()
      expect(serverLines(await me.get('/api/cart'))).toEqual({ [`${TEE} M`]: 2 })
      expect(cartChanges()).toEqual(['PATCH', 'PATCH', 'DELETE'])

      // Over the stock: the toast shows the server's own message.
      await page.goto('/shop')
      // With the keyboard, signed in: the button is busy while the server adds, and keeps the focus.
      await productCard(page, HOODIE).getByLabel('Size', { exact: true }).selectOption('XL')
      await productCard(page, HOODIE).getByRole('button', { name: 'Add to Cart' }).focus()
      const answers = await recordAnswers(page, ['Adding...', 'Added to cart'])
      await page.keyboard.press('Enter')
      await expectToast(page, 'Added to cart', `${HOODIE} (XL) has been added to your cart`)
      expect(await answers()).toEqual(['Adding...', 'Added to cart'])
      await productCard(page, HOODIE).getByRole('button', { name: 'Add to Cart' }).waitFor()
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Add to Cart')
      await closeToast(page)
      await page.goto('/cart')
      await page.getByRole('button', { name: `Increase quantity of ${HOODIE} (XL)` }).click()
      await expectToast(page, 'Error', `Only 1 of ${HOODIE} (XL) left in stock`)
      expect(await lineQuantity(page, `${HOODIE} (XL)`)).toBe(1)
    })
  })

  it('honours ?redirect= only for single-slash paths, on login and signup alike', async () => {
    const me = await signUpCustomer(shop.url)
    const cases: [string, string][] = [
      ['/account', '/account'],
      ['/account?tab=orders', '/account?tab=orders'],
      ['//evil.example', '/'],
      ['https://x', '/'],
      ['/\\evil.example', '/'],
    ]
    for (const [redirect, landing] of cases) {
      await withPage(async (page) => {
        await page.goto(`/login?redirect=${encodeURIComponent(redirect)}`)
        await fillLogin(page, me.username)
        await page.waitForURL(`${shop.url}${landing}`)
      })
    }
    await withPage(async (page) => {
      await page.goto(`/signup?redirect=${encodeURIComponent('//evil.example')}`)
      const name = uniqueName('redirected')
      await page.getByLabel('Username').fill(name)
      await page.getByLabel('Email', { exact: true }).fill(`${name}@example.org`)
      await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD)
      await page.getByLabel('Confirm Password').fill(TEST_PASSWORD)
      await page.getByRole('button', { name: 'Create Account' }).click()
      await page.waitForURL(`${shop.url}/`)
    })
  })

  it('/account sends visitors to log in, then shows Profile, Orders and Payments', async () => {
    const me = await signUpCustomer(shop.url)
    const order = await placeDemoOrder(me, await productId(CAP))
    await withPage(async (page) => {
      await page.goto('/account')
      await page.waitForURL(`${shop.url}/login?redirect=%2Faccount`)
      await fillLogin(page, me.username)
      await page.waitForURL(`${shop.url}/account`)
      await page.getByRole('heading', { name: 'My Account', level: 1 }).waitFor()
      expect(await page.getByRole('tab', { name: 'Profile' }).getAttribute('aria-selected')).toBe('true')

      // Profile: names and email editable, username read-only.
      const username = page.getByLabel('Username')
      expect(await username.inputValue()).toBe(me.username)
      expect(await username.getAttribute('readonly')).not.toBeNull()
      await page.getByLabel('First Name').fill('Maria')
      await page.getByLabel('Last Name').fill('Hodge')
      await page.getByRole('button', { name: 'Save Changes' }).click()
      await expectToast(page, 'Profile Updated', 'Your profile has been updated successfully.')
      expect((await me.get('/api/auth/user')).body).toMatchObject({ firstName: 'Maria', lastName: 'Hodge' })

      // The avatar menu now greets Maria.
      await page.getByRole('button', { name: 'Account menu for Maria' }).click()
      const menu = page.getByRole('menu')
      await menu.getByText('Maria', { exact: true }).waitFor()
      await menu.getByText(`${me.username}@example.org`).waitFor()
      await menu.getByRole('menuitem', { name: 'Account' }).waitFor()
      await menu.getByRole('menuitem', { name: 'Log Out' }).waitFor()
      expect(await menu.getByRole('menuitem', { name: 'Manage Products' }).count()).toBe(0)
      await page.keyboard.press('Escape')
      await closeToast(page)

      // Orders: the card, its details fetched once.
      const detailRequests: string[] = []
      page.on('request', (r) => r.url().includes('/api/account/orders/') && detailRequests.push(r.url()))
      await page.getByRole('tab', { name: 'Orders' }).click()
      await page.waitForURL(`${shop.url}/account?tab=orders`)
      const card = page.getByText(`Order #${order.id.slice(0, 8)}`)
      await card.waitFor()
      // The shop's day, not the test machine's: between 00:00 and 04:00 UTC they differ.
      const date = new Date(order.createdAt).toLocaleDateString('en-US', { timeZone: SHOP_TIME_ZONE, year: 'numeric', month: 'long', day: 'numeric' })
      await page.getByText(date).waitFor()
      await page.getByText('completed', { exact: true }).waitFor()
      await page.getByText(`$${order.total}`).first().waitFor()
      await page.getByRole('button', { name: 'View Details' }).click()
      await page.getByText(CAP).waitFor()
      await page.getByRole('button', { name: 'Hide Details' }).click()
      expect(await page.getByText(CAP).isVisible()).toBe(false)
      await page.getByRole('button', { name: 'View Details' }).click()
      await page.getByText(CAP).waitFor()
      expect(detailRequests).toHaveLength(1)
      await screenshot(page, 'storefront-account-orders-1280')

      await page.getByRole('tab', { name: 'Payments' }).click()
      await page.getByRole('heading', { name: 'No Saved Cards' }).waitFor()
      // A demo shop saves no cards, and says so (the spec's 'will be saved during checkout' is for card payments).
      await page.getByText('This is a demo shop: no card is charged or saved, so none will appear here.').waitFor()

      // ?tab=orders selects the Orders tab on arrival.
      await page.goto('/account?tab=orders')
      expect(await page.getByRole('tab', { name: 'Orders' }).getAttribute('aria-selected')).toBe('true')

      // Log Out: a full reload at /, signed out.
      await page.getByRole('button', { name: 'Account menu for Maria' }).click()
      await page.getByRole('menuitem', { name: 'Log Out' }).click()
      await page.waitForURL(`${shop.url}/`)
      await page.getByRole('link', { name: 'Log In' }).waitFor()
      await page.goto('/account')
      await page.waitForURL(/\/login\?redirect=/)
    })
  })

  it('a new account shows the empty Orders and Payments states; the phone layout fits', async () => {
    const me = await signUpCustomer(shop.url)
    await withPage(async (page) => {
      await page.goto('/login?redirect=%2Faccount')
      await fillLogin(page, me.username)
      await page.waitForURL(`${shop.url}/account`)
      await page.getByLabel('Email', { exact: true }).waitFor()
      expect(await scrollWidth(page)).toBe(PHONE.width)
      await page.waitForLoadState('networkidle')
      expect(['profile 375', await a11yViolations(page)]).toEqual(['profile 375', []])
      await screenshot(page, 'storefront-account-375')
      await page.getByRole('tab', { name: 'Orders' }).click()
      await page.getByRole('heading', { name: 'No Orders Yet' }).waitFor()
      await page.getByText('When you make a purchase, your orders will appear here').waitFor()
      expect(await overflowing(page)).toEqual([])
      expect(await scrollWidth(page)).toBe(PHONE.width)
      expect(['no orders 375', await a11yViolations(page)]).toEqual(['no orders 375', []])
      await page.getByRole('tab', { name: 'Payments' }).click()
      await page.getByRole('heading', { name: 'No Saved Cards' }).waitFor()
      expect(['payments 375', await a11yViolations(page)]).toEqual(['payments 375', []])
    }, PHONE)
  })

  it('saved cards: skeletons, then removal behind a Cancel/Remove confirmation', async () => {
    const me = await signUpCustomer(shop.url)
    // Demo payments save no cards, so this test answers the two card calls itself.
    let cards = [
      { id: 'pm_visa', card: { brand: 'visa', last4: '4242', exp_month: 4, exp_year: 2030 } },
      { id: 'pm_mc', card: { brand: 'mastercard', last4: '4444', exp_month: 12, exp_year: 2029 } },
    ]
    let releaseList: () => void = () => {}
    const listHeld = new Promise<void>((resolve) => (releaseList = resolve))
    let failNextDelete = true
    await withPage(async (page) => {
      await page.route('**/api/account/payment-methods', async (route) => {
        await listHeld
        await route.fulfill({ json: { paymentMethods: cards } })
      })
      await page.route('**/api/account/payment-methods/*', async (route) => {
        if (failNextDelete) {
          failNextDelete = false
          await route.fulfill({ status: 502, body: '' })
          return
        }
        cards = cards.filter((c) => !route.request().url().endsWith(c.id))
        await route.fulfill({ json: { ok: true } })
      })
      await page.goto('/login?redirect=%2Faccount%3Ftab%3Dpayments')
      await fillLogin(page, me.username)
      await page.waitForURL(`${shop.url}/account?tab=payments`)
      await page.getByRole('status', { name: 'Loading saved cards' }).waitFor()
      expect(await page.getByTestId('card-skeleton').count()).toBe(2)
      releaseList()
      await page.getByText('•••• 4242').waitFor()
      await page.getByText('Expires 04/2030').waitFor()

      const remove = page.getByRole('button', { name: 'Remove Visa ending in 4242' })
      await remove.click()
      const dialog = page.getByRole('alertdialog')
      await dialog.getByText('Remove payment method?').waitFor()
      await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'))
      expect(['saved cards and the remove dialog', await a11yViolations(page)]).toEqual(['saved cards and the remove dialog', []])
      // Focus stays inside the dialog.
      for (let i = 0; i < 4; i += 1) {
        await page.keyboard.press('Tab')
        expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="alertdialog"]')))).toBe(true)
      }
      await dialog.getByRole('button', { name: 'Cancel' }).click()
      await dialog.waitFor({ state: 'detached' })
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Remove Visa ending in 4242')

      await remove.click()
      await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click()
      await expectToast(page, 'Error', 'Failed to remove payment method')
      await closeToast(page)
      await remove.click()
      await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click()
      await expectToast(page, 'Payment Method Removed', 'The payment method has been removed from your account.')
      await page.getByText('•••• 4242').waitFor({ state: 'detached' })
      await page.getByText('•••• 4444').waitFor()
    })
  })

  it('orders show three skeletons while they load', async () => {
    const me = await signUpCustomer(shop.url)
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await withPage(async (page) => {
      await page.route('**/api/account/orders*', async (route) => {
        await held
        await route.continue()
      })
      await page.goto('/login?redirect=%2Faccount%3Ftab%3Dorders')
      await fillLogin(page, me.username)
      await page.getByRole('status', { name: 'Loading orders' }).waitFor()
      expect(await page.getByTestId('order-skeleton').count()).toBe(3)
      release()
      await page.getByRole('heading', { name: 'No Orders Yet' }).waitFor()
    })
  })

  it('administrators also get the Admin section in the menu', async () => {
    const admin = await setUpAdmin(shop.url)
    await withPage(async (page) => {
      await page.goto('/login')
      await fillLogin(page, admin.username)
      await page.waitForURL(`${shop.url}/`)
      await page.getByRole('button', { name: 'Account menu for User' }).click()
      const menu = page.getByRole('menu')
      await menu.getByText('Admin', { exact: true }).waitFor()
      const hrefs: Record<string, string | null> = {}
      for (const name of ['Manage Products', 'Edit Site Text', 'Orders']) {
        hrefs[name] = await menu.getByRole('menuitem', { name }).getAttribute('href')
      }
      expect(hrefs).toEqual({ 'Manage Products': '/admin/products', 'Edit Site Text': '/admin/text', Orders: '/admin/orders' })
    })
  })

  it('has no axe violation of any impact on /account and its tabs', async () => {
    const me = await signUpCustomer(shop.url)
    await placeDemoOrder(me, await productId(CAP))
    await withPage(async (page) => {
      await page.goto('/login?redirect=%2Faccount')
      await fillLogin(page, me.username)
      await page.waitForURL(`${shop.url}/account`)
      await page.getByLabel('First Name').waitFor()
      await page.waitForLoadState('networkidle')
      expect(['profile', await a11yViolations(page)]).toEqual(['profile', []])
      await page.getByRole('tab', { name: 'Orders' }).click()
      await page.getByRole('button', { name: 'View Details' }).click()
      await page.getByText(CAP).waitFor()
      expect(['orders', await a11yViolations(page)]).toEqual(['orders', []])
      await page.getByRole('tab', { name: 'Payments' }).click()
      await page.getByRole('heading', { name: 'No Saved Cards' }).waitFor()
      expect(['payments', await a11yViolations(page)]).toEqual(['payments', []])
      await page.getByRole('button', { name: 'Account menu for User' }).click()
      await page.getByRole('menu').waitFor()
      await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'))
      expect(['menu', await a11yViolations(page)]).toEqual(['menu', []])
    })
  })
})

/** Server cart lines as "name size" → quantity. */
function serverLines(response: { body: { quantity: number; size: string | null; product: { name: string } | null }[] }) {
  return Object.fromEntries(response.body.map((line) => [`${line.product?.name} ${line.size ?? '-'}`, line.quantity]))
}

/** A paid order for this customer, through the shop's demo payment mode. */
async function placeDemoOrder(me: ApiClient, productId: string): Promise<{ id: string; total: string; createdAt: string }> {
  await me.post('/api/cart', { productId, quantity: 1 })
  const { body: intent } = await me.post('/api/checkout/payment-intent', { deliveryMethod: 'in-town' })
  const confirmed = await payInDemoMode(me, intent)
  if (confirmed.status !== 200) throw new Error(`demo confirm failed: ${confirmed.status} ${confirmed.text}`)
  const order = await me.post('/api/orders', checkoutForm(intent.paymentIntentId))
  if (order.status !== 201) throw new Error(`order failed: ${order.status} ${order.text}`)
  return order.body
}
