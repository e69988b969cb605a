import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { ApiClient } from '../support/apiClient'
import { adminCommand, resetTokenIn as tokenIn } from '../support/adminCommand'
import { signUpCustomer, TEST_PASSWORD, uniqueName } from '../support/accounts'
import { startShop, startShopFailure, type Shop } from '../support/shopProcess'

describe('operator recovery: npm run admin', () => {
  let shop: Shop
  beforeAll(async () => {
    shop = await startShop()
  })
  afterAll(() => shop?.stop())

  it('says at start that e-mail is off when SMTP_URL is not set', () => {
    expect(shop.logs()).toMatch(/e-mail is off: SMTP_URL is not set/)
  })

  it('a second shop started on the same port says so in words, not EADDRINUSE alone', async () => {
    const port = new URL(shop.url).port
    const failure = await startShopFailure({ env: { PORT: port } })
    expect(failure.message).toMatch(/exited \(code 1\)/)
    expect(failure.message).toContain(`Port ${port} is already in use on 127.0.0.1: another program (perhaps the shop itself, started twice) listens there. Stop it, or set PORT to another port.`)
  })

  it('creates an administrator whose password is set through the printed one-time link', async () => {
    const name = uniqueName('ops')
    const created = await adminCommand(shop, 'create', name, `${name}@example.org`)
    expect(created.code).toBe(0)
    expect(created.stdout).toContain(`Administrator "${name}" created.`)
    const token = tokenIn(created.stdout)

    const visitor = new ApiClient(shop.url)
    const reset = await visitor.post('/api/auth/reset-password', { token, password: 'operator-chosen-9' })
    // The browser that completed the reset is signed in, as the administrator.
    expect(reset.body).toMatchObject({ redirectTo: '/admin/products', user: { username: name, isAdmin: true } })
    expect((await visitor.get('/api/admin/orders')).status).toBe(200)
    expect((await visitor.post('/api/logout')).status).toBe(200)
    const login = await visitor.post('/api/login', { username: name, password: 'operator-chosen-9' })
    expect(login.status).toBe(200)
    expect(login.body.isAdmin).toBe(true)
    expect((await visitor.get('/api/admin/orders')).status).toBe(200)

    const again = await adminCommand(shop, 'create', name, `other-${name}@example.org`)
    expect(again.code).toBe(1)
    expect(again.stderr).toMatch(/already exists/)
  })

  it('prints a reset link for an existing account; refuses unknown users and bad usage', async () => {
    const customer = await signUpCustomer(shop.url)
    const printed = await adminCommand(shop, 'reset-link', customer.username.toUpperCase())
    expect(printed.code).toBe(0)
    const token = tokenIn(printed.stdout)
    expect((await new ApiClient(shop.url).post('/api/auth/reset-password', { token, password: 'recovered-pass-1' })).status).toBe(200)
    expect((await new ApiClient(shop.url).post('/api/login', { username: customer.username, password: TEST_PASSWORD })).status).toBe(401)
    expect((await new ApiClient(shop.url).post('/api/login', { username: customer.username, password: 'recovered-pass-1' })).status).toBe(200)

    const unknown = await adminCommand(shop, 'reset-link', 'no-such-user')
    expect([unknown.code, unknown.stderr]).toEqual([1, expect.stringContaining('No user named "no-such-user"')])
    const usage = await adminCommand(shop, 'promote', 'x')
    expect([usage.code, usage.stderr]).toEqual([1, expect.stringContaining('npm run admin -- reset-link <username>')])
    const badEmail = await adminCommand(shop, 'create', uniqueName('x'), 'not-an-email')
    expect([badEmail.code, badEmail.stderr]).toEqual([1, 'Email: Invalid email\n'])
  })

  it('refuses a SQLite database that does not exist instead of making a new, empty one (the shop would never see that administrator)', async () => {
    if (!shop.databaseUri.startsWith('file:')) return // MongoDB creates databases on first write; the shop's URI is the check there
    const elsewhere = fs.mkdtempSync(path.join(os.tmpdir(), 'no-shop-'))
    const file = path.join(elsewhere, 'shop.db')
    const refused = await adminCommand({ ...shop, databaseUri: `file:${file}`, dataDir: elsewhere }, 'create', uniqueName('ghost'), 'ghost@example.org')
    expect([refused.code, refused.stderr]).toEqual([1, expect.stringContaining(`No shop database at ${file}. Run this in the shop's folder with the shop's settings`)])
    expect(fs.existsSync(file)).toBe(false)
  })
})
