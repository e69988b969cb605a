/**
 * Issue 16: the login, signup, profile and checkout forms say what is wrong at the field (marked
 * invalid, the message read out as the input's description) as well as in the spec's toast, and
 * stay free of serious accessibility violations while they do.
 */
import type { Browser } from 'playwright-core'

import { signUpCustomer, TEST_PASSWORD, uniqueName } from '../support/accounts'
import { seriousA11yViolations } from '../support/axe'
import { DESKTOP, launchBrowser, PHONE, screenshot } from '../support/browser'
import { startShop, type Shop } from '../support/shopProcess'
import { CAP, checkoutForm, placeOrderButton } from './checkout-support'
import { expectFieldError, expectFieldValid, fieldState } from './field-support'
import { addToCart, closeToast, expectToast, inPage, openPage, signedInPage } from './storefront-support'

describe('form errors at the field', () => {
  let shop: Shop
  let browser: Browser
  let browserReady: Promise<Browser> | undefined
  beforeAll(async () => {
    browserReady = launchBrowser()
    ;[shop, browser] = await Promise.all([startShop({ seed: 'demo', env: { AUTH_RATE_LIMIT_PER_USERNAME: '1000' } }), browserReady])
  })
  afterAll(async () => {
    await (await browserReady?.catch(() => undefined))?.close()
    await shop?.stop()
  })

  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ])('login marks the empty fields and clears a field once typed in (%s)', (_name, viewport) =>
    inPage(openPage(browser, shop.url, viewport), async (page) => {
      await page.goto('/login')
      await page.getByRole('heading', { name: 'Welcome Back' }).waitFor()
      await page.getByRole('button', { name: 'Log In' }).click()
      await expectToast(page, 'Validation error', 'Please enter both username and password')
      await expectFieldError(page, 'Username or email', 'Please enter both username and password')
      await expectFieldError(page, 'Password', 'Please enter both username and password')
      expect(await page.getByLabel('Username or email').evaluate((el) => el === document.activeElement)).toBe(true)
      expect(await seriousA11yViolations(page)).toEqual([])
      await screenshot(page, `form-errors-login-${viewport.width}`)

      await page.getByLabel('Username or email').fill('someone')
      await expectFieldValid(page, 'Username or email')
      await expectFieldError(page, 'Password', 'Please enter both username and password')
    }),
  )

  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ])('signup shows each rule at its field, the spec order in the toast (%s)', (_name, viewport) =>
    inPage(openPage(browser, shop.url, viewport), async (page) => {
      await page.goto('/signup')
      await page.getByRole('heading', { name: 'Create Account' }).waitFor()
      const submit = page.getByRole('button', { name: 'Create Account' })
      await submit.click()
      await expectToast(page, 'Validation error', 'All fields are required')
      for (const label of ['Username', 'Email', 'Password', 'Confirm Password']) await expectFieldError(page, label, 'All fields are required')
      await closeToast(page)

      const name = uniqueName('fielded')
      await page.getByLabel('Username').fill(name)
      await page.getByLabel('Email', { exact: true }).fill(`${name}@example`)
      await page.getByLabel('Password', { exact: true }).fill('short')
      await page.getByLabel('Confirm Password').fill('short2')
      await submit.click()
      await expectToast(page, 'Validation error', 'Passwords do not match')
      await expectFieldValid(page, 'Username')
      await expectFieldError(page, 'Email', 'Invalid email')
      await expectFieldError(page, 'Password', 'Password must be at least 8 characters long')
      await expectFieldError(page, 'Confirm Password', 'Passwords do not match')
      // The password's standing hint stays part of its description.
      expect((await fieldState(page, 'Password')).description).toContain('At least 8 characters.')
      expect(await seriousA11yViolations(page)).toEqual([])
      await screenshot(page, `form-errors-signup-${viewport.width}`)
      await closeToast(page)

      await page.getByLabel('Email', { exact: true }).fill(`${name}@example.org`)
      await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD)
      await page.getByLabel('Confirm Password').fill(TEST_PASSWORD)
      await submit.click()
      await expectToast(page, 'Account created successfully!')
    }),
  )

  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ])('profile says at the email field that it is required or not an address, and saves nothing (%s)', async (_name, viewport) => {
    const me = await signUpCustomer(shop.url)
    await inPage(signedInPage(browser, shop.url, { username: me.username }, viewport), async (page) => {
      await page.goto('/account')
      await page.getByRole('heading', { name: 'My Account', level: 1 }).waitFor()
      const email = page.getByLabel('Email', { exact: true })
      const save = page.getByRole('button', { name: 'Save Changes' })
      await email.fill('')
      await save.click()
      await expectToast(page, 'Validation error', 'Email is required')
      await expectFieldError(page, 'Email', 'Email is required')
      expect(await email.evaluate((el) => el === document.activeElement)).toBe(true)
      await closeToast(page)

      await email.fill('maria@example')
      await save.click()
      await expectToast(page, 'Validation error', 'Invalid email')
      await expectFieldError(page, 'Email', 'Invalid email')
      expect(await seriousA11yViolations(page)).toEqual([])
      await screenshot(page, `form-errors-profile-${viewport.width}`)
      expect((await me.get('/api/auth/user')).body).toMatchObject({ email: `${me.username}@example.org` })
    })
  })

  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ])('checkout marks every field it needs, out of town the mailing address too (%s)', (_name, viewport) =>
    inPage(openPage(browser, shop.url, viewport), async (page) => {
      await page.goto('/shop')
      await addToCart(page, CAP)
      await page.goto('/checkout')
      await page.getByText('Demo mode — no card is charged').waitFor()
      await page.getByRole('radio', { name: /Out of Town/ }).click()
      await page.getByLabel('Mailing Address').waitFor()
      await placeOrderButton(page).click()
      await expectToast(page, 'Validation error', 'Name is required')
      const form = checkoutForm(page)
      await form.getByText('Mailing address is required for out of town delivery', { exact: true }).waitFor()
      for (const [label, message] of [
        ['Full Name', 'Name is required'],
        ['Email', 'Invalid email'],
        ['Phone Number', 'Phone number is required'],
        ['Mailing Address', 'Mailing address is required for out of town delivery'],
      ]) {
        await expectFieldError(form, label, message)
      }
      expect(await seriousA11yViolations(page)).toEqual([])
      await screenshot(page, `form-errors-checkout-${viewport.width}`)
    }),
  )
})
