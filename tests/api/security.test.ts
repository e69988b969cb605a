import { createHash } from 'node:crypto'

import { ApiClient } from '../support/apiClient'
import { signUpCustomer, TEST_PASSWORD, uniqueName } from '../support/accounts'
import { startShop, type Shop } from '../support/shopProcess'

describe('security defaults', () => {
  let shop: Shop
  beforeAll(async () => {
    shop = await startShop({ env: { AUTH_RATE_LIMIT_PER_IP: '8', AUTH_RATE_LIMIT_PER_USERNAME: '5' } })
  })
  afterAll(() => shop?.stop())

  it('sends protective headers, with a Content Security Policy that allows exactly Stripe.js besides this origin', async () => {
    const res = await fetch(`${shop.url}/`)
    const csp = res.headers.get('content-security-policy')!
    const directives = Object.fromEntries(csp.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]))
    expect(directives['default-src']).toEqual(["'self'"])
    // Besides: the one inline script of a server-rendered page (it holds taps made before the app
    // listens, decision 35), by the hash of exactly its text.
    const inline = /<script>([^<]+)<\/script>/.exec(await res.text())![1]
    const hash = `'sha256-${createHash('sha256').update(inline).digest('base64')}'`
    expect(directives['script-src']).toEqual(["'self'", 'https://js.stripe.com', 'https://*.js.stripe.com', hash])
    expect(directives['frame-src']).toEqual(['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'])
    expect(directives['connect-src']).toEqual(["'self'", 'https://api.stripe.com', 'https://*.stripe.com'])
    expect(directives['object-src']).toEqual(["'none'"])
    expect(directives['frame-ancestors']).toEqual(["'none'"])
    // form-action does not fall back to default-src: it must be stated.
    expect(directives['form-action']).toEqual(["'self'"])
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('x-frame-options')).toBe('DENY')
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(res.headers.get('x-powered-by')).toBeNull()
    expect((await fetch(`${shop.url}/api/products`)).headers.get('x-powered-by')).toBeNull()
  })

  it('compresses answers and lets browsers keep hashed assets for a year', async () => {
    const html = await (await fetch(`${shop.url}/`)).text()
    // A hashed asset of the page (its entry or a preloaded chunk).
    const script = /"(\/assets\/[^"]+\.js)"/.exec(html)![1]
    const gzip = await fetch(`${shop.url}${script}`, { headers: { 'accept-encoding': 'gzip' } })
    expect(gzip.headers.get('content-encoding')).toBe('gzip')
    expect(gzip.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const brotli = await fetch(`${shop.url}${script}`, { headers: { 'accept-encoding': 'br' } })
    expect(brotli.headers.get('content-encoding')).toBe('br')
    expect((await fetch(`${shop.url}/`)).headers.get('cache-control')).toBe('no-cache')
  })

  it('refuses cookie-authenticated writes sent from another site (403), and allows same-origin ones', async () => {
    const me = await signUpCustomer(shop.url)
    const crossSite = await me.put('/api/account/profile', { email: 'evil@example.org' }, { origin: 'https://evil.example' })
    expect(crossSite.status).toBe(403)
    const fetchMetadata = await me.put('/api/account/profile', { email: 'evil@example.org' }, { 'sec-fetch-site': 'cross-site' })
    expect(fetchMetadata.status).toBe(403)
    const nullOrigin = await me.post('/api/logout', undefined, { origin: 'null' })
    expect(nullOrigin.status).toBe(403)
    expect((await me.get('/api/auth/user')).body.email).not.toBe('evil@example.org')
    const sameOrigin = await me.put('/api/account/profile', { email: 'fine@example.org' }, { origin: shop.url, 'sec-fetch-site': 'same-origin' })
    expect(sameOrigin.status).toBe(200)
    const panelCrossSite = await me.patch('/cms-api/users/me', { firstName: 'x' }, { origin: 'https://evil.example' })
    expect(panelCrossSite.status).toBe(403)
  })

  it('throttles password guessing per username and per address with a clear 429', async () => {
    const victim = uniqueName('victim')
    await new ApiClient(shop.url).post('/api/signup', { username: victim, email: `${victim}@example.org`, password: TEST_PASSWORD })
    const attacker = new ApiClient(shop.url)
    const statuses: number[] = []
    for (let i = 0; i < 5; i += 1) statuses.push((await attacker.post('/api/login', { username: victim, password: `guess-${i}` })).status)
    expect(statuses).toEqual([401, 401, 401, 401, 401])
    // Sixth try for this username, even with the right password: refused until the window ends.
    const limited = await attacker.post('/api/login', { username: victim, password: TEST_PASSWORD })
    expect(limited.status).toBe(429)
    expect(limited.body.message).toMatch(/Too many attempts\. Please wait \d+ minutes? and try again\./)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    // The address has its own limit (8 attempts here): other usernames from it are refused after that.
    expect((await attacker.post('/api/login', { username: uniqueName(), password: 'x' })).status).toBe(401)
    expect((await attacker.post('/api/login', { username: uniqueName(), password: 'x' })).status).toBe(401)
    expect((await attacker.post('/api/login', { username: uniqueName(), password: 'x' })).status).toBe(429)
    // The editors' panel login (and every other spelling of it) counts against the same limit: tests/api/everyDoor.test.ts.
  })
})
