import { ApiClient } from '../support/apiClient'
import { setUpAdmin, signUpCustomer, TEST_PASSWORD, uniqueName } from '../support/accounts'
import { buyerOrderForm, payInDemoMode } from '../support/checkout'
import { noisyPng, pngImage, productImage, uploadFile } from '../support/images'
import { startShop, type Shop } from '../support/shopProcess'

describe('first administrator setup', () => {
  let shop: Shop
  beforeAll(async () => {
    shop = await startShop()
  })
  afterAll(() => shop?.stop())

  it('validates the form: all fields, a valid email, 8+ character password', async () => {
    const api = new ApiClient(shop.url)
    const cases: [Record<string, unknown>, string][] = [
      [{ username: '', email: 'a@example.org', password: TEST_PASSWORD }, 'All fields are required'],
      [{ username: 'boss', email: 'nope', password: TEST_PASSWORD }, 'Invalid email'],
      [{ username: 'boss', email: 'a@example.org', password: 'short' }, 'Password must be at least 8 characters long'],
    ]
    for (const [body, error] of cases) {
      const res = await api.post('/api/auth/setup-admin', body)
      expect({ status: res.status, error: res.body.error }).toEqual({ status: 400, error })
    }
    expect((await api.get('/api/auth/check-admin')).body).toEqual({ hasAdmin: false })
  })

  it('makes exactly one administrator even when several setups race', async () => {
    const names = Array.from({ length: 6 }, () => uniqueName('boss'))
    const answers = await Promise.all(
      names.map((username) => new ApiClient(shop.url).post('/api/auth/setup-admin', { username, email: `${username}@example.org`, password: TEST_PASSWORD })),
    )
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1)
    for (const refused of answers.filter((a) => a.status !== 201)) {
      expect(refused.status).toBe(409)
      expect(refused.body.error).toMatch(/already exists/)
    }
    const winner = names[answers.findIndex((a) => a.status === 201)]
    const logins = await Promise.all(names.map((username) => new ApiClient(shop.url).post('/api/login', { username, password: TEST_PASSWORD })))
    expect(logins.filter((l) => l.status === 200).map((l) => l.body.username)).toEqual([winner])
    expect(logins.find((l) => l.status === 200)!.body.isAdmin).toBe(true)
    expect((await new ApiClient(shop.url).get('/api/auth/check-admin')).body).toEqual({ hasAdmin: true })
    const late = await new ApiClient(shop.url).post('/api/auth/setup-admin', { username: uniqueName(), email: 'late@example.org', password: TEST_PASSWORD })
    expect(late.status).toBe(409)
  })
})

describe('administration', () => {
  let shop: Shop
  let admin: ApiClient
  let customer: ApiClient
  let guest: ApiClient

  beforeAll(async () => {
    shop = await startShop()
    admin = await setUpAdmin(shop.url)
    customer = await signUpCustomer(shop.url)
    guest = new ApiClient(shop.url)
  })
  afterAll(() => shop?.stop())

  const someId = '00000000-0000-4000-8000-000000000000'
  const ADMIN_ROUTES: [string, string, unknown?][] = [
    ['POST', '/api/products', { name: 'X', price: 1, image: '/objects/media/x.png' }],
    ['PUT', `/api/products/${someId}`, { name: 'X', price: 1, image: '/objects/media/x.png' }],
    ['PATCH', `/api/products/${someId}/inventory`, { sizeInventory: {} }],
    ['POST', '/api/objects/upload'],
    ['PUT', '/api/product-images', { imageURL: '/objects/media/x.png' }],
    ['PUT', '/api/settings/hero-image', { imageURL: '/objects/media/x.png' }],
    ['PUT', '/api/settings/impact-image', { imageURL: '/objects/media/x.png' }],
    ['PUT', '/api/settings/text', { heroTitle: 'Hacked' }],
    ['PUT', '/api/settings/impact', { impactTitle: 'Hacked' }],
    ['PUT', '/api/settings/footer', { aboutText: 'Hacked' }],
    ['PUT', '/api/settings/about', { missionTitle: 'Hacked' }],
    ['GET', '/api/admin/orders'],
    ['PATCH', `/api/admin/orders/${someId}`, { status: 'fulfilled' }],
  ]

  it('answers 401 to visitors and 403 to customers on every admin route, and changes nothing', async () => {
    for (const [method, path, body] of ADMIN_ROUTES) {
      const asGuest = await guest.request(method, path, body)
      const asCustomer = await customer.request(method, path, body)
      expect({ method, path, guest: asGuest.status, customer: asCustomer.status }).toEqual({ method, path, guest: 401, customer: 403 })
    }
    expect((await guest.get('/api/settings/text')).body.heroTitle).toBe('Wear Your Support. Make a Difference.')
    expect((await guest.get('/api/products')).body).toEqual([])
  })

  it('uploads a real image through a signed, single-use URL and serves it with WebP variants', async () => {
    const { uploadURL, put } = await uploadFile(admin, await pngImage(1200, 900))
    expect(uploadURL).toMatch(new RegExp(`^${shop.url}/api/objects/upload/`))
    expect(put.status).toBe(200)
    expect(put.body.objectPath).toMatch(/^\/objects\/media\/[0-9a-f-]{36}\.png$/)
    const image = await fetch(`${shop.url}${put.body.objectPath}`)
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toBe('image/png')
    expect(image.headers.get('cache-control')).toMatch(/max-age=31536000/)

    const reuse = await admin.raw('PUT', uploadURL, await pngImage(), { 'content-type': 'image/png' })
    expect(reuse.status).toBe(409)
    const tampered = uploadURL.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))
    expect((await admin.raw('PUT', tampered, await pngImage(), { 'content-type': 'image/png' })).status).toBe(403)
  })

  it('refuses a disguised non-image and an over-limit file', async () => {
    const html = Buffer.from('<html><script>alert(document.cookie)</script></html>')
    const disguised = await uploadFile(admin, html, 'image/png')
    expect(disguised.put.status).toBe(415)
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')
    expect((await uploadFile(admin, svg, 'image/svg+xml')).put.status).toBe(415)
    const huge = Buffer.concat([await pngImage(10, 10), Buffer.alloc(10 * 1024 * 1024 + 1)])
    const tooBig = await uploadFile(admin, huge)
    expect(tooBig.put.status).toBe(413)
    // Neither left a usable image behind.
    expect((await admin.put('/api/product-images', { imageURL: disguised.uploadURL })).status).toBe(400)
  })

  it('refuses product images over 5 MB, and takes them up to 10 MB as site images', async () => {
    const big = await noisyPng(1500, 1400)
    expect(big.length).toBeGreaterThan(5 * 1024 * 1024)
    expect(big.length).toBeLessThan(10 * 1024 * 1024)
    const { uploadURL, put } = await uploadFile(admin, big)
    expect(put.status).toBe(200)
    const asProduct = await admin.put('/api/product-images', { imageURL: uploadURL })
    expect(asProduct.status).toBe(413)
    const asHero = await admin.put('/api/settings/hero-image', { imageURL: uploadURL })
    expect(asHero.status).toBe(200)
    expect(asHero.body.heroImage).toBe(put.body.objectPath)
    expect((await guest.get('/api/settings/hero-image')).body.heroImage).toBe(put.body.objectPath)
    expect((await guest.get('/api/settings/hero-image')).body.heroImageVariants.map((v: any) => v.width)).toContain(1500)
  })

  it('validates products with field messages', async () => {
    const image = await productImage(admin)
    const valid = { name: 'Reef Tee', description: 'Soft', price: '25.00', image, sizes: ['S', 'M'], sizeInventory: { S: 3, M: 0 } }
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ name: '   ' }, /Product name is required/],
      [{ price: -1 }, /non-negative amount with at most 2 decimals/],
      [{ price: '1.999' }, /at most 2 decimals/],
      [{ price: 'free' }, /at most 2 decimals/],
      [{ image: '' }, /Product image is required/],
      [{ image: '/objects/media/not-uploaded.png' }, /not found/],
      [{ image: 'https://evil.example/x.png' }, /not found/],
      [{ sizes: ['S', 'XXXL'] }, /Sizes must be chosen from/],
      [{ sizes: ['S', 'S'], sizeInventory: { S: 1 } }, /listed twice/],
      [{ sizeInventory: { S: 3, M: 0, L: 2 } }, /size L, which is not one of the chosen sizes/],
      [{ sizeInventory: { S: -1, M: 0 } }, /whole number of 0 or more/],
      [{ sizeInventory: { S: 1.5, M: 0 } }, /whole number of 0 or more/],
    ]
    for (const [override, message] of cases) {
      const res = await admin.post('/api/products', { ...valid, ...override })
      expect({ override, status: res.status }).toEqual({ override, status: 400 })
      expect(res.body.message).toMatch(message)
    }
    expect((await guest.get('/api/products')).body).toEqual([])
  })

  it('creates and edits a product that shoppers then see, with stock per size', async () => {
    const image = await productImage(admin)
    const created = await admin.post('/api/products', { name: 'Reef Tee', description: 'Soft', price: '25.5', image, sizes: ['M', 'S'], sizeInventory: { S: 3 } })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ name: 'Reef Tee', price: '25.50', image, sizes: ['S', 'M'], sizeInventory: { S: 3, M: 0 } })
    expect(created.body.imageVariants.length).toBeGreaterThan(0)
    const listed = (await guest.get('/api/products')).body
    expect(listed.find((p: any) => p.id === created.body.id)).toMatchObject({ name: 'Reef Tee', sizeInventory: { S: 3, M: 0 } })

    const edited = await admin.put(`/api/products/${created.body.id}`, { name: 'Reef Tee (organic)', price: 27, image, sizes: ['S', 'M', 'L'], sizeInventory: { S: 3, M: 1, L: 4 } })
    expect(edited.status).toBe(200)
    expect(edited.body).toMatchObject({ name: 'Reef Tee (organic)', price: '27.00', sizes: ['S', 'M', 'L'], sizeInventory: { S: 3, M: 1, L: 4 } })

    const unsized = await admin.post('/api/products', { name: 'Sticker', price: 0.5, image })
    expect(unsized.status).toBe(201)
    expect(unsized.body).toMatchObject({ price: '0.50', sizes: [], sizeInventory: {} })
    expect((await admin.put(`/api/products/${someId}`, { name: 'X', price: 1, image })).status).toBe(404)
  })

  it('updates inventory inline, only for sizes the product has', async () => {
    const image = await productImage(admin)
    const product = (await admin.post('/api/products', { name: 'Cap', price: 10, image, sizes: ['S', 'M'], sizeInventory: { S: 1, M: 1 } })).body
    const res = await admin.patch(`/api/products/${product.id}/inventory`, { sizeInventory: { S: 7, M: 0 } })
    expect(res.status).toBe(200)
    expect(res.body.sizeInventory).toEqual({ S: 7, M: 0 })
    expect((await guest.get('/api/products')).body.find((p: any) => p.id === product.id).sizeInventory).toEqual({ S: 7, M: 0 })
    expect((await admin.patch(`/api/products/${product.id}/inventory`, { sizeInventory: { XL: 3 } })).status).toBe(400)
    expect((await admin.patch(`/api/products/${product.id}/inventory`, { sizeInventory: { S: -2 } })).status).toBe(400)
    expect((await admin.patch(`/api/products/${product.id}/inventory`, { sizeInventory: { S: 'many' } })).status).toBe(400)
    expect((await guest.get('/api/products')).body.find((p: any) => p.id === product.id).sizeInventory).toEqual({ S: 7, M: 0 })
  })

  it('stores site texts exactly as typed (markup stays text) and refuses unsafe links', async () => {
    const title = '<b>Wear</b> your support\n<script>alert(1)</script>'
    const saved = await admin.put('/api/settings/text', { heroTitle: title, heroSubtitle: 'Sub & "quotes"', heroButtonText: 'Shop' })
    expect(saved.status).toBe(200)
    expect(saved.body).toEqual({ heroTitle: title, heroSubtitle: 'Sub & "quotes"', heroButtonText: 'Shop' })
    expect((await guest.get('/api/settings/text')).body.heroTitle).toBe(title)

    const impact = await admin.put('/api/settings/impact', { impactTitle: 'Our impact', impactText: 'One.\n\nTwo.' })
    expect(impact.body).toMatchObject({ impactTitle: 'Our impact', impactText: 'One.\n\nTwo.' })

    const footer = await admin.put('/api/settings/footer', { facebookUrl: 'https://facebook.com/rescue', contactEmail: 'help@rescue.org', copyrightText: '© 2025 Rescue' })
    expect(footer.body).toMatchObject({ facebookUrl: 'https://facebook.com/rescue', contactEmail: 'help@rescue.org', copyrightText: '© 2025 Rescue' })
    for (const facebookUrl of ['javascript:alert(1)', 'data:text/html,hi', 'facebook.com/rescue']) {
      expect((await admin.put('/api/settings/footer', { facebookUrl })).status).toBe(400)
    }
    expect((await admin.put('/api/settings/footer', { contactEmail: 'not an email' })).status).toBe(400)
    expect((await guest.get('/api/settings/footer')).body.facebookUrl).toBe('https://facebook.com/rescue')

    const about = await admin.put('/api/settings/about', { missionTitle: 'Why we exist', visionText: 123 })
    expect(about.status).toBe(400)
    expect((await admin.put('/api/settings/about', { missionTitle: 'Why we exist' })).body.missionTitle).toBe('Why we exist')
  })

  it('lists orders to fulfil with their items and payment, and marks them fulfilled', async () => {
    const image = await productImage(admin)
    const product = (await admin.post('/api/products', { name: 'Hoodie', price: 40, image, sizes: ['L'], sizeInventory: { L: 5 } })).body
    const buyer = new ApiClient(shop.url)
    const { body: intent } = await buyer.post('/api/checkout/payment-intent', { deliveryMethod: 'out-of-town', cartItems: [{ productId: product.id, quantity: 2, size: 'L' }] })
    await payInDemoMode(buyer, intent)
    const order = (await buyer.post('/api/orders', buyerOrderForm(intent, { deliveryMethod: 'out-of-town', shippingAddress: '1 Main St, St. Croix' }))).body

    const list = await admin.get('/api/admin/orders')
    expect(list.status).toBe(200)
    expect(list.body.orders[0]).toMatchObject({
      id: order.id,
      status: 'completed',
      deliveryMethod: 'out-of-town',
      shippingAddress: '1 Main St, St. Croix',
      paymentIntentId: intent.paymentIntentId,
      items: [expect.objectContaining({ productName: 'Hoodie', size: 'L', quantity: 2, price: '40.00' })],
    })
    const fulfilled = await admin.patch(`/api/admin/orders/${order.id}`, { status: 'fulfilled' })
    expect(fulfilled.status).toBe(200)
    expect(fulfilled.body.status).toBe('fulfilled')
    expect(fulfilled.body.fulfilledAt).toBeTruthy()
    expect((await admin.patch(`/api/admin/orders/${order.id}`, { status: 'refunded' })).status).toBe(400)
    expect((await admin.patch(`/api/admin/orders/${someId}`, { status: 'fulfilled' })).status).toBe(404)
  })
})
