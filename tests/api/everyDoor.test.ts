import http from 'node:http'

import { setUpAdmin, TEST_PASSWORD, uniqueName } from '../support/accounts'
import { shellResetToken } from '../support/adminCommand'
import { ApiClient } from '../support/apiClient'
import { rawRequest, residentBytes } from '../support/rawHttp'
import { startShop, type Shop } from '../support/shopProcess'

/**
 * The same process serves the spec's /api, Payload's REST (/cms-api) and the editors' panel (/cms).
 * Every rule (throttles, body limits, account rules) must hold on each of them, whatever the spelling.
 * Visitors are told apart by X-Forwarded-For (TRUST_PROXY=1), as behind the reverse proxy of a real shop.
 */
describe('every door into the process', () => {
  let shop: Shop
  let admin: ApiClient & { username: string }
  let nextAddress = 1
  /** A visitor from an address no other test uses. */
  const visitor = () => new ApiClient(shop.url, { 'x-forwarded-for': `198.51.100.${nextAddress++}` })

  async function customer(): Promise<ApiClient & { username: string; email: string }> {
    const client = visitor() as ApiClient & { username: string; email: string }
    client.username = uniqueName('shopper')
    client.email = `${client.username}@example.org`
    const res = await client.post('/api/signup', { username: client.username, email: client.email, password: TEST_PASSWORD })
    if (res.status !== 201) throw new Error(`signup failed: ${res.status} ${res.text}`)
    return client
  }

  const loginBody = (username: string, password: string) => JSON.stringify({ username, password })

  beforeAll(async () => {
    shop = await startShop({ panel: true, env: { TRUST_PROXY: '1', AUTH_RATE_LIMIT_PER_IP: '6', AUTH_RATE_LIMIT_PER_USERNAME: '4' } })
    admin = await setUpAdmin(shop.url)
  })
  afterAll(() => shop?.stop())

  it('has no GraphQL (neither the shop nor the panel uses it): aliased login guesses get nothing', async () => {
    const me = await customer()
    const guesses = Array.from({ length: 30 }, (_, i) => `g${i}: loginUser(username: "${me.username}", password: "guess-${i}") { token }`)
    const query = `mutation { ${guesses.join(' ')} right: loginUser(username: "${me.username}", password: "${TEST_PASSWORD}") { token } }`
    const res = await rawRequest(shop.url, 'POST', '/cms-api/graphql', {
      body: JSON.stringify({ query }),
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.250' },
    })
    expect(res.status).toBe(404)
    expect(res.text).not.toMatch(/token/)
    expect(res.headers['set-cookie']).toBeUndefined()
    expect((await rawRequest(shop.url, 'GET', '/cms-api/graphql-playground')).status).toBe(404)
  })

  it('counts every spelling of Payload\'s login and forgot-password against the address once it is throttled', async () => {
    const me = await customer()
    const address = '203.0.113.7'
    const attacker = new ApiClient(shop.url, { 'x-forwarded-for': address })
    for (let i = 0; i < 6; i += 1) expect((await attacker.post('/api/login', { username: uniqueName(), password: 'wrong-password' })).status).toBe(401)
    expect((await attacker.post('/api/login', { username: me.username, password: TEST_PASSWORD })).status).toBe(429)

    const spellings = [
      '/cms-api/users/login',
      '/cms-api/users/login/',
      '/cms-api/users/login?depth=0',
      '/cms-api/users/%6cogin',
      '/cms-api/users/%6C%6F%67%69%6E',
      '/cms-api/%75sers/login',
      '/%63ms-api/users/login',
      '/_next/../cms-api/users/login',
      '/cms/../cms-api/users/login',
      '/api/../cms-api/users/login',
      '/cms-api/users/./login',
      '/cms-api/users/x/../login',
      '/cms-api//users/login',
      '/cms-api/users/%2e%2e/users/login',
      '/cms-api/users/login%2f',
      '/cms-api/users%2flogin',
      '/cms-api\\users\\login',
      '/CMS-API/users/login',
    ]
    for (const path of spellings) {
      const res = await rawRequest(shop.url, 'POST', path, {
        body: loginBody(me.username, TEST_PASSWORD),
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      })
      const token = /token/i.test(res.text) || String(res.headers['set-cookie'] ?? '').includes('payload-token')
      // Next.js sends a trailing slash back to the path without it (which is throttled).
      const refused = [400, 404, 429].includes(res.status) || (res.status === 308 && res.headers.location === '/cms-api/users/login')
      expect({ path, refused, token }).toEqual({ path, refused: true, token: false })
    }
    for (const path of ['/cms-api/users/forgot-password', '/cms-api/users/%66orgot-password', '/cms/../cms-api/users/forgot-password']) {
      const res = await rawRequest(shop.url, 'POST', path, {
        body: JSON.stringify({ username: me.username, email: me.email }),
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      })
      expect({ path, refused: [400, 404, 429].includes(res.status) }).toEqual({ path, refused: true })
    }
    // The spec's forgot-password and reset-password count against the same allowance (issue 28).
    expect((await attacker.post('/api/auth/forgot-password', { email: me.email })).status).toBe(429)
    expect((await attacker.post('/api/auth/reset-password', { token: 'a'.repeat(40), password: 'long-enough-1' })).status).toBe(429)
    expect((await attacker.post('/cms-api/users/reset-password', { token: 'a'.repeat(40), password: 'long-enough-1' })).status).toBe(429)
    // Another address is not affected.
    expect((await rawRequest(shop.url, 'POST', '/cms-api/users/login', {
      body: loginBody(me.username, TEST_PASSWORD),
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.8' },
    })).status).toBe(200)
  })

  it('refuses a 300 MB body to /cms-api before reading it (413 with a message), and memory stays flat', async () => {
    const before = residentBytes(shop.pid)
    const declared = await sendLargeBody(shop.url, '/cms-api/users/login', 300 * 1024 * 1024, { chunked: false })
    expect(declared.status).toBe(413)
    expect(JSON.parse(declared.text).message).toMatch(/too large/i)
    const streamed = await sendLargeBody(shop.url, '/cms-api/products', 300 * 1024 * 1024, { chunked: true })
    expect([411, 413]).toContain(streamed.status)
    expect(JSON.parse(streamed.text).message).toBeTruthy()
    const panel = await sendLargeBody(shop.url, '/cms/collections/products', 300 * 1024 * 1024, { chunked: false, contentType: 'text/plain;charset=UTF-8' })
    expect(panel.status).toBe(413)
    expect(residentBytes(shop.pid) - before).toBeLessThan(100 * 1024 * 1024)
    // The shop still answers.
    expect((await fetch(`${shop.url}/healthz`)).status).toBe(200)
  })

  it('lets the owner\'s browser sign in while others are locked out of the username; a new browser is throttled', async () => {
    const owner = await customer()
    expect((await owner.post('/api/logout')).status).toBe(200)
    // Someone else guesses from several addresses until the username is throttled.
    for (let i = 0; i < 4; i += 1) expect((await visitor().post('/api/login', { username: owner.username, password: `guess-${i}` })).status).toBe(401)
    expect((await visitor().post('/api/login', { username: owner.username, password: TEST_PASSWORD })).status).toBe(429)
    expect((await visitor().post('/cms-api/users/login', { username: owner.username, password: TEST_PASSWORD })).status).toBe(429)
    // The browser the owner signed in with before still gets in, through the shop and the panel's login alike.
    const login = await owner.post('/api/login', { username: owner.username, password: TEST_PASSWORD })
    expect(login.status).toBe(200)
    expect((await owner.post('/api/logout')).status).toBe(200)
    expect((await owner.post('/cms-api/users/login', { username: owner.username, password: TEST_PASSWORD })).status).toBe(200)
    // A copied cookie for another username exempts nothing.
    const stranger = await customer()
    const borrowed = new ApiClient(shop.url, { 'x-forwarded-for': '198.51.100.249', cookie: owner.cookieHeader().split('; ').filter((c) => !c.startsWith('payload-token')).join('; ') })
    for (let i = 0; i < 4; i += 1) await visitor().post('/api/login', { username: stranger.username, password: `guess-${i}` })
    expect((await borrowed.post('/api/login', { username: stranger.username, password: TEST_PASSWORD })).status).toBe(429)
  })

  it('lets a volunteer\'s known browser sign in on an address others have used up (one Wi-Fi at a fundraiser); a new browser there waits', async () => {
    const address = `198.51.100.${nextAddress++}`
    const onWifi = (cookie?: string) => new ApiClient(shop.url, { 'x-forwarded-for': address, ...(cookie ? { cookie } : {}) })
    const volunteer = onWifi()
    expect((await volunteer.post('/api/login', { username: admin.username, password: TEST_PASSWORD })).status).toBe(200)
    expect((await volunteer.post('/api/logout')).status).toBe(200)
    // Shoppers on the same Wi-Fi sign in (and mistype) until the address's allowance is gone.
    for (let i = 0; i < 6; i += 1) await onWifi().post('/api/login', { username: uniqueName('shopper'), password: `guess-${i}` })
    expect((await onWifi().post('/api/login', { username: admin.username, password: TEST_PASSWORD })).status).toBe(429)
    // The volunteer's browser has signed in before: its own allowance, on every door.
    expect((await volunteer.post('/api/login', { username: admin.username, password: TEST_PASSWORD })).status).toBe(200)
    expect((await volunteer.post('/api/logout')).status).toBe(200)
    expect((await volunteer.post('/cms-api/users/login', { username: admin.username, password: TEST_PASSWORD })).status).toBe(200)
    // That allowance is the username's size: guessing from a copied mark is still throttled.
    const copied = volunteer.cookieHeader().split('; ').filter((c) => !c.startsWith('payload-token')).join('; ')
    const statuses = []
    for (let i = 0; i < 5; i += 1) statuses.push((await onWifi(copied).post('/api/login', { username: admin.username, password: `guess-${i}` })).status)
    expect(statuses.at(-1)).toBe(429)
  })

  it('counts only the sign-ins that fail: a whole Wi-Fi of shoppers signs in on new browsers, on every door, and guessing there is still throttled', async () => {
    const address = `198.51.100.${nextAddress++}`
    const onWifi = () => new ApiClient(shop.url, { 'x-forwarded-for': address })
    const shoppers = [await customer(), await customer(), await customer()]
    // Nine sign-ins on new browsers from one address allowed six attempts: each gives its attempt back.
    const statuses = []
    for (let i = 0; i < 9; i += 1) {
      const door = i % 3 === 2 ? '/cms-api/users/login' : '/api/login'
      statuses.push((await onWifi().post(door, { username: shoppers[i % 3].username, password: TEST_PASSWORD })).status)
    }
    expect(statuses).toEqual(Array(9).fill(200))
    // Failures stay counted: after six, the address refuses the next new browser, right password or not.
    for (let i = 0; i < 6; i += 1) expect((await onWifi().post('/api/login', { username: uniqueName(), password: 'wrong-password' })).status).toBe(401)
    expect((await onWifi().post('/api/login', { username: shoppers[0].username, password: TEST_PASSWORD })).status).toBe(429)
  })

  it('signs in with the e-mail address as with the username, on every door; guesses count against the account however it is named (issue 29)', async () => {
    const owner = await customer()
    await owner.post('/api/logout')
    // The e-mail address in the spec's form (any case, spaces around it), the panel's REST login too.
    const byEmail = await visitor().post('/api/login', { username: ` ${owner.email.toUpperCase()} `, password: TEST_PASSWORD })
    expect([byEmail.status, byEmail.body.username]).toEqual([200, owner.username])
    expect((await visitor().post('/cms-api/users/login', { email: owner.email, password: TEST_PASSWORD })).status).toBe(200)
    expect((await visitor().post('/cms-api/users/login', { username: owner.email, password: TEST_PASSWORD })).status).toBe(200)
    // An unknown e-mail gets the unknown username's answer.
    const unknown = await visitor().post('/api/login', { username: `${uniqueName('nobody')}@example.org`, password: TEST_PASSWORD })
    expect([unknown.status, unknown.body.message]).toEqual([401, 'Invalid username or password'])

    // Four guesses (the limit here) by username and by e-mail, from four addresses: the account's allowance is spent.
    const victim = await customer()
    await victim.post('/api/logout')
    for (const [i, name] of [victim.username, victim.email, victim.username.toUpperCase(), victim.email.toUpperCase()].entries()) {
      expect((await visitor().post('/api/login', { username: name, password: `guess-${i}` })).status).toBe(401)
    }
    expect((await visitor().post('/api/login', { username: victim.email, password: TEST_PASSWORD })).status).toBe(429)
    expect((await visitor().post('/api/login', { username: victim.username, password: TEST_PASSWORD })).status).toBe(429)
    expect((await visitor().post('/cms-api/users/login', { email: victim.email, password: TEST_PASSWORD })).status).toBe(429)
  })

  it('lets a completed reset (from the shell, by the spec\'s route or Payload\'s) sign a new browser in past a stranger\'s throttle, and marks it known', async () => {
    for (const route of ['/api/auth/reset-password', '/cms-api/users/reset-password']) {
      const owner = await customer()
      expect((await owner.post('/api/logout')).status).toBe(200)
      // A stranger keeps the username throttled; a browser that never signed in is kept out too.
      for (let i = 0; i < 4; i += 1) await visitor().post('/api/login', { username: owner.username, password: `guess-${i}` })
      const laptop = visitor()
      expect((await laptop.post('/api/login', { username: owner.username, password: TEST_PASSWORD })).status).toBe(429)
      // The documented recovery: a link from the server's shell, opened in that browser.
      const reset = await laptop.post(route, { token: await shellResetToken(shop, owner.username), password: 'chosen-after-lockout-1' })
      expect({ route, status: reset.status }).toEqual({ route, status: 200 })
      expect(reset.headers.getSetCookie().join('\n')).toMatch(/shop-known-device=[^;]+;.*HttpOnly/i)
      expect(reset.text).not.toMatch(/"token"/)
      expect((await laptop.get('/api/auth/user')).body).toMatchObject({ username: owner.username })
      // Signed out again, with the stranger still guessing: this browser is known, and gets in.
      expect((await laptop.post('/api/logout')).status).toBe(200)
      expect((await visitor().post('/api/login', { username: owner.username, password: 'chosen-after-lockout-1' })).status).toBe(429)
      expect({ route, status: (await laptop.post('/api/login', { username: owner.username, password: 'chosen-after-lockout-1' })).status }).toEqual({ route, status: 200 })
      // The session the owner had before the reset has ended.
      expect((await owner.get('/api/auth/user')).body).toBeNull()
    }
  })

  it('takes a reset link once: ten requests with the same token at once, on both routes, change the password once', async () => {
    const owner = await customer()
    const token = await shellResetToken(shop, owner.username)
    const passwords = Array.from({ length: 10 }, (_, i) => `raced-password-${i}`)
    const answers = await Promise.all(
      passwords.map((password, i) => visitor().post(i % 2 === 0 ? '/api/auth/reset-password' : '/cms-api/users/reset-password', { token, password })),
    )
    const winners = passwords.filter((_, i) => answers[i].status === 200)
    expect(winners).toHaveLength(1)
    for (const answer of answers) {
      // The spec's route says 400 with its message, Payload's 403 with its own.
      if (answer.status !== 200) expect([answer.status === 400 || answer.status === 403, answer.text]).toEqual([true, expect.stringMatching(/invalid or has expired/)])
      expect(answer.headers.getSetCookie().some((c) => /^payload-token=[^;]/.test(c))).toBe(answer.status === 200)
    }
    // Only the winner's password works (each login from its own address and browser; 4 per username).
    expect((await visitor().post('/api/login', { username: owner.username, password: winners[0] })).status).toBe(200)
    expect((await visitor().post('/api/login', { username: owner.username, password: passwords.find((p) => p !== winners[0]) })).status).toBe(401)
    // And the link is spent.
    expect((await visitor().post('/api/auth/reset-password', { token, password: 'one-more-time-1' })).status).toBe(400)
  })

  it('keeps Payload\'s document locks and preferences to administrators', async () => {
    const me = await customer()
    const adminId = (await admin.get('/cms-api/users/me')).body.user.id
    const forged = await me.post('/cms-api/payload-locked-documents', { globalSlug: 'text', user: { relationTo: 'users', value: adminId } })
    expect(forged.status).toBe(403)
    expect((await me.get('/cms-api/payload-locked-documents')).status).toBe(403)
    const lock = await admin.post('/cms-api/payload-locked-documents', { globalSlug: 'footer', user: { relationTo: 'users', value: adminId } })
    expect(lock.status).toBe(201)
    expect((await me.delete(`/cms-api/payload-locked-documents/${lock.body.doc.id}`)).status).toBe(403)
    expect((await me.patch(`/cms-api/payload-locked-documents/${lock.body.doc.id}`, { globalSlug: 'about' })).status).toBe(403)
    expect((await me.post('/cms-api/payload-preferences/nav', { value: { open: true } })).status).toBe(403)
    expect((await me.post('/cms-api/payload-preferences', { key: 'x', value: 'y' })).status).toBe(403)
    expect((await me.get('/cms-api/payload-preferences')).status).toBe(403)
    // An administrator's lock carries the administrator's own name, whatever the body says.
    const other = await customer()
    const otherId = (await other.get('/cms-api/users/me')).body.user.id
    const named = await admin.post('/cms-api/payload-locked-documents', { globalSlug: 'about', user: { relationTo: 'users', value: otherId } })
    expect(named.status).toBe(201)
    expect(named.body.doc.user.value?.id ?? named.body.doc.user.value).toBe(adminId)
  })

  it('applies the password rule on Payload\'s routes and asks for the current password to change it', async () => {
    const me = await customer()
    const id = (await me.get('/cms-api/users/me')).body.user.id
    const short = await me.patch(`/cms-api/users/${id}`, { password: 'abc' })
    expect(short.status).toBe(400)
    expect((await visitor().post('/api/login', { username: me.username, password: 'abc' })).status).toBe(401)
    const bulk = await me.patch(`/cms-api/users?where[id][equals]=${id}`, { password: 'abc' })
    expect([400, 403]).toContain(bulk.status)
    expect((await visitor().post('/api/login', { username: me.username, password: 'abc' })).status).toBe(401)
    // A long enough password still needs the current one (a stolen session must not be enough to take the account).
    expect((await me.patch(`/cms-api/users/${id}`, { password: 'new-password-1' })).status).toBe(400)
    expect((await me.patch(`/cms-api/users/${id}`, { password: 'new-password-1', currentPassword: 'not-my-password' })).status).toBe(400)
    expect((await visitor().post('/api/login', { username: me.username, password: 'new-password-1' })).status).toBe(401)
    expect((await me.patch(`/cms-api/users/${id}`, { password: 'new-password-1', currentPassword: TEST_PASSWORD })).status).toBe(200)
    expect((await visitor().post('/api/login', { username: me.username, password: 'new-password-1' })).status).toBe(200)
    // An administrator changing someone's password confirms with their own.
    expect((await admin.patch(`/cms-api/users/${id}`, { password: 'x' })).status).toBe(400)
    expect((await admin.patch(`/cms-api/users/${id}`, { password: 'admin-set-pass-1' })).status).toBe(400)
    expect((await admin.patch(`/cms-api/users/${id}`, { password: 'admin-set-pass-1', currentPassword: TEST_PASSWORD })).status).toBe(200)
  })

  it('keeps e-mails unique: 409 on signup and profile update, even for simultaneous signups', async () => {
    const first = await customer()
    const again = await visitor().post('/api/signup', { username: uniqueName(), email: first.email.toUpperCase(), password: TEST_PASSWORD })
    expect(again.status).toBe(409)
    expect(again.body.error).toBe('An account with this email already exists')
    const second = await customer()
    const update = await second.put('/api/account/profile', { email: first.email })
    expect(update.status).toBe(409)
    const panelUpdate = await second.patch(`/cms-api/users/${(await second.get('/cms-api/users/me')).body.user.id}`, { email: first.email })
    expect(panelUpdate.status).toBe(400)
    expect((await second.get('/api/auth/user')).body.email).toBe(second.email)

    const shared = `${uniqueName('race')}@example.org`
    const results = await Promise.all(
      Array.from({ length: 6 }, () => visitor().post('/api/signup', { username: uniqueName(), email: shared, password: TEST_PASSWORD })),
    )
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409])
  })

  it('never gives the session token to scripts: not in login answers, not in /cms-api/users/me', async () => {
    const me = await customer()
    const login = await visitor().post('/cms-api/users/login', { username: me.username, password: TEST_PASSWORD })
    expect(login.status).toBe(200)
    expect(login.body.token).toBeUndefined()
    expect(login.headers.getSetCookie().join('\n')).toMatch(/payload-token=[^;]+;.*HttpOnly/i)
    const self = await me.get('/cms-api/users/me')
    expect(self.body.user.username).toBe(me.username)
    expect(self.body.token).toBeUndefined()
    expect(self.text).not.toContain(me.cookieHeader().match(/payload-token=([^;]+)/)![1])
  })

  it('takes as long to refuse an unknown username as a wrong password (within a factor of two)', async () => {
    // Three accounts, three tries each: enough samples for a steady median on a busy machine,
    // below the per-username limit of this shop (4).
    const accounts = [await customer(), await customer(), await customer()]
    const timeLogin = async (username: string) => {
      const started = performance.now()
      const res = await visitor().post('/api/login', { username, password: 'wrong-password' })
      expect(res.status).toBe(401)
      return performance.now() - started
    }
    const known: number[] = []
    const unknown: number[] = []
    for (let i = 0; i < 3; i += 1) {
      for (const account of accounts) {
        known.push(await timeLogin(account.username))
        unknown.push(await timeLogin(uniqueName('nobody')))
      }
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
    const ratio = median(known) / median(unknown)
    expect(ratio).toBeLessThan(2)
    expect(ratio).toBeGreaterThan(0.5)
  })

  it('sends a Content Security Policy with the panel\'s pages: scripts by nonce, forms to this origin only', async () => {
    const res = await fetch(`${shop.url}/cms/login`)
    expect(res.status).toBe(200)
    const csp = res.headers.get('content-security-policy')!
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/)
    expect(csp).toContain("form-action 'self'")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("object-src 'none'")
    const nonce = /'nonce-([^']+)'/.exec(csp)![1]
    const html = await res.text()
    const inlineScripts = html.match(/<script(?![^>]*\bsrc=)[^>]*>/g) ?? []
    expect(inlineScripts.length).toBeGreaterThan(0)
    for (const tag of inlineScripts) expect(tag).toContain(`nonce="${nonce}"`)
    // A new nonce for every page.
    const again = (await fetch(`${shop.url}/cms/login`)).headers.get('content-security-policy')!
    expect(/'nonce-([^']+)'/.exec(again)![1]).not.toBe(nonce)
  })

  it('logs an anonymous bad request as one info line naming the route served: no error level, no stack trace', async () => {
    const mark = shop.logs().length
    const requests: [string, string, string?, Record<string, string>?][] = [
      ['POST', '/api/orders', '{}'],
      ['POST', '/api/orders', '{not json'],
      ['GET', '/api/orders/not-an-order?token=x'],
      ['GET', '/api/no-such-route?x=1'],
      ['POST', '/api/auth/reset-password', JSON.stringify({ token: 'f'.repeat(40), password: 'long-enough-1' })],
      ['POST', '/cms-api/users/login', '{not json'],
      ['POST', '/cms-api/users/reset-password', JSON.stringify({ token: 'f'.repeat(40), password: 'long-enough-1' })],
      ['POST', '/cms-api/users/reset-password', '{}'],
      ['GET', '/cms-api/products?where[nope][equals]=1'],
      ['POST', '/cms-api/users/unlock', '{}'],
      ['POST', '/cms-api/users/logout', '{}'],
      ['POST', '/cms/collections/products', '[]', { 'next-action': 'x' }],
      ['POST', '/cms/collections/products', '[]', { 'next-action': 'a'.repeat(42) }],
    ]
    const answers: string[] = []
    for (const [method, path, body, headers] of requests) {
      const res = await rawRequest(shop.url, method, path, { body, headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${nextAddress++}`, ...headers } })
      answers.push(`${method} ${path.split('?')[0]} ${res.status}`)
    }
    for (const answer of answers) expect(answer).toMatch(/ 4\d\d$/)
    // (The log is written asynchronously: lines of earlier requests may still come after the mark.)
    const paths = new Set(requests.map(([, path]) => path.split('?')[0]))
    const logged = () => shop.logs().slice(mark).split('\n').filter((line) => line.includes('"msg":"request"') && paths.has(JSON.parse(line).path))
    await shop.untilLogged(new RegExp(`"path":"/cms/collections/products","status":409`))
    // Every request line names the route served, with the status answered.
    expect(logged().map((line) => { const l = JSON.parse(line); return `${l.method} ${l.path} ${l.status}` })).toEqual(answers)
    // And nothing else is louder than info, or carries a stack trace.
    const loud = shop.logs().slice(mark).split('\n').filter((line) => /"level":[4-6]0|stack|^\s+at |Error:/.test(line))
    expect(loud).toEqual([])
  })

  it('answers a search Payload\'s database cannot run with a 400 that names the field, and has no e-mail verification route (outside reviews 12 and 13)', async () => {
    for (const [query, message] of [
      ['where[createdAt][greater_than]=x', 'createdAt must be compared with a date, such as 2026-11-28.'],
      ['where[or][0][updatedAt][less_than_equal]=2026-13-45', 'updatedAt must be compared with a date, such as 2026-11-28.'],
      ['where[image.createdAt][greater_than]=x', 'image.createdAt must be compared with a date, such as 2026-11-28.'],
      ['where[price][near]=1,2,3', '"near" is not a search this shop can answer (price).'],
      ['where[name][all]=a', '"all" is not a search this shop can answer (name).'],
      ['where[stock.size][all]=M', '"all" is not a search this shop can answer (stock.size).'],
      ['where=abc', 'where must be a JSON object, or written as where[field][operator]=value.'],
      ['limit=1e308', 'limit must be a whole number, such as 10.'],
      ['limit[a]=1', 'limit must be a whole number, such as 10.'],
      ['page=1e20', 'page must be a whole number, such as 10.'],
    ]) {
      for (const route of ['/cms-api/products', '/cms-api/products/count']) {
        const res = await rawRequest(shop.url, 'GET', `${route}?${query}`)
        expect([route, query, res.status, JSON.parse(res.text).errors?.[0]?.message]).toEqual([route, query, 400, message])
      }
    }
    // A collection the caller may not read says nothing about its fields: Payload's 403, as for any other search.
    expect((await rawRequest(shop.url, 'GET', '/cms-api/outbox?where[sentAt][greater_than]=x')).status).toBe(403)
    // "No date" searches, as the panel writes them, still run.
    for (const empty of ['null', '']) expect((await admin.get(`/cms-api/orders?where[cancelledAt][equals]=${empty}`)).status).toBe(200)
    // Real dates still search, for visitors and in the panel's own lists.
    const recent = await rawRequest(shop.url, 'GET', `/cms-api/products?where[createdAt][greater_than]=2000-01-01&limit=1`)
    expect(recent.status).toBe(200)
    expect(JSON.parse(recent.text).docs).toEqual(expect.any(Array))
    expect((await admin.get('/cms-api/orders?where[createdAt][greater_than_equal]=2000-01-01T00:00:00.000Z')).status).toBe(200)
    const verify = await visitor().post('/cms-api/users/verify/abc', {})
    expect(verify.status).toBe(404)
    expect(shop.logs()).not.toMatch(/"level":50/)
  })

  it('names no internal address in any answer', async () => {
    const answers = await Promise.all([
      rawRequest(shop.url, 'GET', '/cms-api/nothing'),
      rawRequest(shop.url, 'GET', '/_next/image?url=/objects/media/nothing.png&w=64&q=75'),
      rawRequest(shop.url, 'GET', '/cms/'),
      rawRequest(shop.url, 'POST', '/cms', { body: '[]', headers: { 'content-type': 'text/plain', 'next-action': 'x' } }),
      // The panel's pages used to name http://localhost:<port> in their Open Graph image.
      rawRequest(shop.url, 'GET', '/cms/login'),
      rawRequest(shop.url, 'GET', '/cms/collections/products'),
    ])
    for (const answer of answers) expect(answer.text + JSON.stringify(answer.headers)).not.toMatch(/localhost|127\.0\.0\.1|0\.0\.0\.0/)
  })
})

/** Sends `size` bytes of body in 1 MB writes, and stops as soon as the server answers. */
function sendLargeBody(
  baseUrl: string,
  path: string,
  size: number,
  { chunked, contentType = 'application/json' }: { chunked: boolean; contentType?: string },
): Promise<{ status: number; text: string }> {
  const { hostname, port } = new URL(baseUrl)
  const chunk = Buffer.alloc(1024 * 1024, 0x20)
  return new Promise((resolve, reject) => {
    let answered = false
    const headers: Record<string, string> = { 'content-type': contentType }
    if (!chunked) headers['content-length'] = String(size)
    const req = http.request({ hostname, port, method: 'POST', path, headers }, (res) => {
      answered = true
      let text = ''
      res.on('data', (c: Buffer) => (text += c))
      res.on('end', () => {
        req.destroy()
        resolve({ status: res.statusCode ?? 0, text })
      })
    })
    req.on('error', (err) => {
      if (!answered) reject(err)
    })
    let sent = 0
    const pump = () => {
      while (!answered && sent < size) {
        sent += chunk.length
        if (!req.write(chunk)) return void req.once('drain', pump)
      }
      if (!answered) req.end()
    }
    pump()
  })
}
