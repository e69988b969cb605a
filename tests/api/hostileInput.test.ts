import { ApiClient } from '../support/apiClient'
import { setUpAdmin, signUpCustomer } from '../support/accounts'
import { catalogue } from '../support/checkout'
import { startShop, type Shop } from '../support/shopProcess'

/**
 * Every /api route that takes a body gets malformed JSON, wrong types, huge values, prototype
 * keys, unknown ids and bad quantities. Every answer must be a 4xx with a message (never a 5xx,
 * never a stack trace), nothing may be written, and the server must stay healthy.
 */
describe('hostile input', () => {
  let shop: Shop
  let admin: ApiClient
  let customer: ApiClient
  let productId: string
  let cartLineId: string

  beforeAll(async () => {
    shop = await startShop({ seed: 'demo' })
    admin = await setUpAdmin(shop.url)
    customer = await signUpCustomer(shop.url)
    const { unsized } = await catalogue(customer)
    productId = unsized.id
    cartLineId = (await customer.post('/api/cart', { productId, quantity: 1 })).body.id
  })
  afterAll(() => shop?.stop())

  const unknownId = '00000000-0000-4000-8000-000000000000'
  const huge = 'x'.repeat(200_000)
  const routes = (): [string, string, ApiClient][] => [
    ['POST', '/api/login', customer],
    ['POST', '/api/signup', customer],
    ['POST', '/api/auth/setup-admin', customer],
    ['POST', '/api/cart', customer],
    ['PATCH', `/api/cart/${cartLineId}`, customer],
    ['PUT', '/api/account/profile', customer],
    ['POST', '/api/checkout/payment-intent', customer],
    ['POST', '/api/checkout/demo/confirm', customer],
    ['POST', '/api/orders', customer],
    ['POST', '/api/products', admin],
    ['PUT', `/api/products/${productId}`, admin],
    ['PATCH', `/api/products/${productId}/inventory`, admin],
    ['PUT', '/api/product-images', admin],
    ['PUT', '/api/settings/hero-image', admin],
    ['PUT', '/api/settings/impact-image', admin],
    ['PUT', '/api/settings/text', admin],
    ['PUT', '/api/settings/impact', admin],
    ['PUT', '/api/settings/footer', admin],
    ['PUT', '/api/settings/about', admin],
    ['PATCH', `/api/admin/orders/${unknownId}`, admin],
  ]

  const hostileBodies = (): unknown[] => [
    [],
    [1, 2, 3],
    { username: ['a'], password: { $gt: '' }, email: 7 },
    { productId: { $ne: null }, quantity: { $gt: 0 } },
    { productId, quantity: -1 },
    { productId, quantity: 0.5 },
    { productId, quantity: 1e308 },
    { productId, quantity: '1' },
    { productId: unknownId, quantity: 100 },
    { name: huge, price: huge, image: huge, heroTitle: huge, email: `${huge}@example.org`, customerName: huge },
    { price: -5, sizes: 'S', sizeInventory: [] },
    { sizeInventory: { S: -1 } },
    { sizeInventory: { __proto__: { S: 1 }, constructor: { prototype: { isAdmin: true } } } },
    JSON.parse('{"__proto__": {"isAdmin": true}, "constructor": {"prototype": {"polluted": true}}}'),
    { deliveryMethod: { toString: 1 }, cartItems: 'everything' },
    { deliveryMethod: 'in-town', cartItems: [{ productId, quantity: -3 }] },
    { status: 'refunded' },
    { imageURL: 'file:///etc/passwd' },
    { imageURL: '/objects/media/../../data/shop.db' },
    { paymentIntentId: { $regex: '.*' } },
    { facebookUrl: 'javascript:alert(1)', heroTitle: 42, missionText: null, aboutText: ['a'] },
  ]

  it('answers 4xx with a message to every hostile body on every route', async () => {
    const problems: string[] = []
    for (const [method, path, client] of routes()) {
      for (const body of hostileBodies()) {
        const res = await client.request(method, path, body)
        const ok = res.status >= 400 && res.status < 500 && typeof res.body?.message === 'string' && !/\n\s+at /.test(res.text)
        if (!ok) problems.push(`${method} ${path} ${JSON.stringify(body).slice(0, 80)} → ${res.status} ${res.text.slice(0, 120)}`)
      }
    }
    expect(problems).toEqual([])
  })

  it('answers 404 for unknown ids', async () => {
    expect((await customer.post('/api/cart', { productId: unknownId, quantity: 1 })).status).toBe(404)
    expect((await customer.patch(`/api/cart/${unknownId}`, { quantity: 1 })).status).toBe(404)
    expect((await customer.delete(`/api/cart/${unknownId}`)).status).toBe(404)
    expect((await customer.get(`/api/account/orders/${unknownId}`)).status).toBe(404)
    expect((await customer.get('/api/account/orders/not-an-id')).status).toBe(404)
    expect((await new ApiClient(shop.url).post('/api/checkout/payment-intent', { deliveryMethod: 'in-town', cartItems: [{ productId: unknownId, quantity: 1 }] })).status).toBe(404)
    expect((await admin.put(`/api/products/${unknownId}`, { name: 'X', price: 1, image: '/objects/media/x.png' })).status).toBe(404)
    expect((await admin.patch(`/api/products/${unknownId}/inventory`, { sizeInventory: {} })).status).toBe(404)
    expect((await admin.patch(`/api/admin/orders/${unknownId}`, { status: 'fulfilled' })).status).toBe(404)
  })

  it('answers 400 to malformed JSON and 413 to oversized bodies', async () => {
    for (const [method, path, client] of routes()) {
      const malformed = await client.raw(method, path, '{"username": "a",', { 'content-type': 'application/json' })
      expect({ path, status: malformed.status, message: malformed.body?.message }).toEqual({ path, status: 400, message: 'Malformed JSON in request body' })
    }
    const big = JSON.stringify({ heroTitle: 'x'.repeat(2 * 1024 * 1024) })
    const tooLarge = await admin.raw('PUT', '/api/settings/text', big, { 'content-type': 'application/json' })
    expect(tooLarge.status).toBe(413)
  })

  it('wrote nothing, polluted nothing, and is still healthy', async () => {
    const guest = new ApiClient(shop.url)
    expect((await guest.get('/healthz')).body).toEqual({ ok: true })
    expect((await customer.get('/api/auth/user')).body.isAdmin).toBe(false)
    expect((await guest.get('/api/settings/text')).body.heroTitle).toBe('Wear Your Support. Make a Difference.')
    expect((await guest.get('/api/settings/footer')).body.facebookUrl).toBe('')
    const cart = (await customer.get('/api/cart')).body
    expect(cart).toHaveLength(1)
    expect(cart[0].quantity).toBe(1)
    const products = (await guest.get('/api/products')).body
    expect(products.every((p: any) => p.name.length < 1000)).toBe(true)
    expect((await admin.get('/api/admin/orders')).body.orders).toEqual([])
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined()
  })

  it('serves no file outside the uploads folder', async () => {
    for (const path of ['/objects/media/..%2F..%2Fpackage.json', '/objects/media/%2e%2e%2fshop.db', '/objects/../package.json', '/objects/media/.payload-secret', '/objects/media/..', '/objects/media/x%00.png']) {
      const res = await fetch(`${shop.url}${path}`)
      // 400: a path with escaped separators or dot-segments is refused before routing (cms/http/canonicalPath.ts).
      expect({ path, refused: [400, 404].includes(res.status) }).toEqual({ path, refused: true })
      expect(await res.text()).not.toMatch(/"name": "rescue-shop"|SQLite format/)
    }
  })
})
