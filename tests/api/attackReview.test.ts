import { setUpAdmin, signUpCustomer, uniqueName } from '../support/accounts'
import { ApiClient } from '../support/apiClient'
import { buyerOrderForm, buyInDemoMode, catalogue, payInDemoMode, stockOf } from '../support/checkout'
import { startShop, type Shop } from '../support/shopProcess'

/**
 * An outside review of refunds, stock and the signed-in read cache (issues 13 and 14 part 2):
 * what a careless volunteer, a hostile shopper or a second process could do to money and stock.
 */
describe('refunds, stock and cached reads under attack (demo payments)', () => {
  let shop: Shop
  let admin: ApiClient & { username: string }

  beforeAll(async () => {
    shop = await startShop({ seed: 'demo', panel: true })
    admin = await setUpAdmin(shop.url)
  })
  afterAll(() => shop?.stop())

  it('an order\'s lines, amounts and payment cannot be rewritten on /cms-api, so units never go back on sale twice', async () => {
    const { product, size } = (await catalogue(new ApiClient(shop.url))).sizedWithStock(2)
    const before = await stockOf(admin, product.id, size)
    const placed = await buyInDemoMode(shop.url, product.id, size, 2)
    expect(placed.status).toBe(201)
    const orderId = placed.body.id
    expect(await stockOf(admin, product.id, size)).toBe(before - 2)

    const refunded = await admin.post(`/api/admin/orders/${orderId}/refund`, { amount: '1.00', restock: true }, { 'Idempotency-Key': uniqueName('k') })
    expect(refunded.status).toBe(200)
    expect(await stockOf(admin, product.id, size)).toBe(before)

    // The panel's REST API: a volunteer (or a panel form opened before the refund) writes the lines back.
    const stored = (await admin.get(`/cms-api/orders/${orderId}?depth=0`)).body
    expect(stored.items[0].restockedQuantity).toBe(2)
    const rewritten = await admin.patch(`/cms-api/orders/${orderId}`, {
      items: stored.items.map((item: any) => ({ ...item, quantity: 40, restockedQuantity: 0 })),
      totalCents: stored.totalCents + 100_000,
      paymentIntentId: `pi_${uniqueName('other')}`,
    })
    expect(rewritten.status).toBeLessThan(500)
    const after = (await admin.get(`/cms-api/orders/${orderId}?depth=0`)).body
    expect(after.items.map((item: any) => [item.quantity, item.restockedQuantity])).toEqual([[2, 2]])
    expect(after.totalCents).toBe(stored.totalCents)
    expect(after.paymentIntentId).toBe(stored.paymentIntentId)

    expect((await admin.post(`/api/admin/orders/${orderId}/cancel`)).status).toBe(200)
    expect(await stockOf(admin, product.id, size)).toBe(before)
  })

  it('a cached cart never keeps showing a product another process hid, once this process\'s catalogue shows it hidden', async () => {
    const second = await startShop({ dataDir: shop.dataDir, databaseName: shop.databaseName })
    const here = new ApiClient(shop.url)
    const { unsized } = await catalogue(here)
    try {
      const me = await signUpCustomer(shop.url)
      expect((await me.post('/api/cart', { productId: unsized.id, quantity: 1, size: null })).status).toBe(201)
      const adminThere = new ApiClient(second.url, { cookie: admin.cookieHeader() })

      // This process has just read its catalogue; the other one hides the product; the cart is read (and kept) here.
      await here.get('/api/products')
      expect((await adminThere.patch(`/api/products/${unsized.id}/visibility`, { hidden: true })).status).toBe(200)
      await me.get('/api/cart')
      await me.get('/api/cart')

      // Once the product list here no longer shows it, neither does the cart.
      const deadline = Date.now() + 30_000
      while (((await here.get('/api/products')).body as any[]).some((p) => p.id === unsized.id)) {
        if (Date.now() > deadline) throw new Error('the product list never showed the product hidden')
        await new Promise((resolve) => setImmediate(resolve))
      }
      expect((await me.get('/api/cart')).body.map((line: any) => line.product)).toEqual([null])
    } finally {
      await admin.patch(`/api/products/${unsized.id}/visibility`, { hidden: false })
      await second.stop()
    }
  })

  it('a status change through the panel\'s REST API is decided once too: against a cancel on another process, one wins (issue 28)', async () => {
    const second = await startShop({ dataDir: shop.dataDir, databaseName: shop.databaseName })
    try {
      const adminThere = new ApiClient(second.url, { cookie: admin.cookieHeader() })
      const { product, size } = (await catalogue(new ApiClient(shop.url))).sizedWithStock(4)
      for (let round = 0; round < 3; round += 1) {
        const placed = await buyInDemoMode(shop.url, product.id, size, 1)
        const orderId = placed.body.id
        const [viaPanel, viaCancel] = await Promise.all([
          admin.patch(`/cms-api/orders/${orderId}`, { status: 'fulfilled' }),
          adminThere.post(`/api/admin/orders/${orderId}/cancel`),
        ])
        expect([viaPanel.status, viaCancel.status].sort()).toEqual([200, 409])
        const stored = (await admin.get(`/cms-api/orders/${orderId}?depth=0`)).body
        expect(stored.status).toBe(viaPanel.status === 200 ? 'fulfilled' : 'cancelled')
        expect(stored.refundedCents).toBe(viaPanel.status === 200 ? 0 : stored.totalCents)
      }
    } finally {
      await second.stop()
    }
  })

  it('a cached cart or order list shows what the panel\'s REST API changed at once', async () => {
    const { unsized } = await catalogue(new ApiClient(shop.url))
    const me = await signUpCustomer(shop.url)
    const line = (await me.post('/api/cart', { productId: unsized.id, quantity: 1, size: null })).body
    await me.get('/api/cart')
    expect((await me.get('/api/cart')).body).toHaveLength(1)
    expect((await me.delete(`/cms-api/carts/${line.id}`)).status).toBe(200)
    expect((await me.get('/api/cart')).body).toEqual([])

    await me.post('/api/cart', { productId: unsized.id, quantity: 1, size: null })
    const intent = (await me.post('/api/checkout/payment-intent', { deliveryMethod: 'in-town' })).body
    expect((await payInDemoMode(me, intent)).status).toBe(200)
    const { email } = (await me.get('/api/auth/user')).body
    const placed = await me.post('/api/orders', buyerOrderForm(intent, { customerEmail: email }))
    expect(placed.status).toBe(201)
    await me.get('/api/account/orders')
    expect((await me.get('/api/account/orders')).body.orders.map((order: any) => order.status)).toEqual(['completed'])
    expect((await admin.patch(`/cms-api/orders/${placed.body.id}`, { status: 'fulfilled' })).status).toBe(200)
    expect((await me.get('/api/account/orders')).body.orders.map((order: any) => order.status)).toEqual(['fulfilled'])
  })

  it('an administrator demoted or deleted in the panel loses access with the very next request', async () => {
    const volunteer = await signUpCustomer(shop.url)
    const { id } = (await volunteer.get('/api/auth/user')).body
    expect((await admin.patch(`/cms-api/users/${id}`, { isAdmin: true })).status).toBe(200)
    expect((await volunteer.get('/api/admin/orders')).status).toBe(200)
    expect((await volunteer.get('/api/auth/user')).body.isAdmin).toBe(true)

    expect((await admin.patch(`/cms-api/users/${id}`, { isAdmin: false })).status).toBe(200)
    expect((await volunteer.get('/api/admin/orders')).status).toBe(403)
    expect((await volunteer.get('/api/auth/user')).body.isAdmin).toBe(false)

    expect((await admin.delete(`/cms-api/users/${id}`)).status).toBe(200)
    expect((await volunteer.get('/api/auth/user')).body).toBeNull()
    expect((await volunteer.get('/api/cart')).status).toBe(401)
  })

  it('a session ended through the panel\'s logout is signed out everywhere with the next request', async () => {
    const me = await signUpCustomer(shop.url)
    const cookie = me.cookieHeader()
    await me.get('/api/auth/user')
    expect((await me.get('/api/auth/user')).body).not.toBeNull()
    await me.get('/api/cart')
    expect((await me.post('/cms-api/users/logout')).status).toBe(200)
    // The old cookie, replayed (a stolen copy): the session is over.
    const replay = new ApiClient(shop.url, { cookie })
    expect((await replay.get('/api/auth/user')).body).toBeNull()
    expect((await replay.get('/api/cart')).status).toBe(401)
  })

  it('refunds at once (with and without one key, and racing a cancel) never give back more than was paid or put units back twice', async () => {
    const { product, size } = (await catalogue(new ApiClient(shop.url))).sizedWithStock(3)
    const before = await stockOf(admin, product.id, size)
    const order = (await buyInDemoMode(shop.url, product.id, size, 3)).body
    const total = order.total as string
    const itemId = ((await admin.get('/api/admin/orders')).body.orders as any[]).find((o) => o.id === order.id).items[0].id
    const refund = (body: object, key?: string) => admin.post(`/api/admin/orders/${order.id}/refund`, body, key ? { 'Idempotency-Key': key } : {})

    const key = uniqueName('same')
    const sameKey = await Promise.all([1, 2, 3].map(() => refund({ amount: '1.00', restockItems: [{ itemId, quantity: 1 }] }, key)))
    expect(sameKey.map((res) => res.status)).toEqual([200, 200, 200])
    expect(sameKey.map((res) => res.body.refunded)).toEqual(['1.00', '1.00', '1.00'])
    expect(await stockOf(admin, product.id, size)).toBe(before - 2)

    const racing = await Promise.all([
      refund({ restock: true }),
      refund({ restock: true }),
      refund({ amount: total, restock: true }, uniqueName('k')),
      admin.post(`/api/admin/orders/${order.id}/cancel`),
      refund({ amount: '0.01', restock: true }),
    ])
    for (const res of racing) expect(res.status).toBeLessThan(500)
    const final = ((await admin.get('/api/admin/orders')).body.orders as any[]).find((o) => o.id === order.id)
    expect(final.refunded).toBe(total)
    expect(final.refunds.reduce((sum: number, r: any) => sum + Math.round(Number(r.amount) * 100), 0)).toBe(Math.round(Number(total) * 100))
    expect(await stockOf(admin, product.id, size)).toBe(before)
    expect((await refund({ amount: '0.01' })).status).toBe(400)
  })

  it('refuses amounts that are not exact cents or not positive, and never refunds a cent for them', async () => {
    const { unsized } = await catalogue(new ApiClient(shop.url))
    const order = (await buyInDemoMode(shop.url, unsized.id, null, 1)).body
    for (const amount of ['0.005', '1e3', '-1.00', '0', '0.00', 'NaN', 'Infinity', '1,00', '0x10', 1e21, -5, 0.001, '', ' ', '१२', '5.00\n1']) {
      const res = await admin.post(`/api/admin/orders/${order.id}/refund`, { amount })
      expect([amount, res.status]).toEqual([amount, 400])
      expect(res.body.message).toEqual(expect.any(String))
    }
    const padded = await admin.post(`/api/admin/orders/${order.id}/refund`, { amount: '  0.50 ' })
    expect(padded.body.refunded).toBe('0.50')
  })

  it('a cart read by another address of the same route is not kept past another process\'s write', async () => {
    const second = await startShop({ dataDir: shop.dataDir, databaseName: shop.databaseName })
    try {
      const { products } = await catalogue(new ApiClient(shop.url))
      const [first, other] = products
      const line = (p: any) => ({ productId: p.id, quantity: 1, size: p.sizes.length > 0 ? p.sizes.find((s: string) => p.sizeInventory[s] > 0) : null })
      const me = await signUpCustomer(shop.url)
      const there = new ApiClient(second.url, { cookie: me.cookieHeader() })
      // A write here (a new connection underneath), then the cart read at /api/cart/ and /API/cart.
      expect((await me.post('/api/cart', line(first))).status).toBe(201)
      for (const address of ['/api/cart/', '/API/cart']) expect((await me.get(address)).body).toHaveLength(1)
      expect((await there.post('/api/cart', line(other))).status).toBe(201)
      expect((await me.get('/api/cart')).body).toHaveLength(2)
    } finally {
      await second.stop()
    }
  })

  it('a signed-in visitor\'s product page shows a rename made by another process once the product list here does', async () => {
    const second = await startShop({ dataDir: shop.dataDir, databaseName: shop.databaseName })
    try {
      const here = new ApiClient(shop.url)
      const image = (await catalogue(here)).unsized.image
      const created = await admin.post('/api/products', { name: uniqueName('Mug'), description: 'Enamel', price: '12.00', image, sizes: [], sizeInventory: {}, stock: null })
      expect(created.status).toBe(201)
      const me = await signUpCustomer(shop.url)
      expect((await me.get(`/products/${created.body.id}`)).text).toContain(created.body.name)

      const renamed = uniqueName('Renamed Mug')
      const adminThere = new ApiClient(second.url, { cookie: admin.cookieHeader() })
      const edit = { name: renamed, description: 'Enamel', price: '12.00', image, sizes: [], sizeInventory: {}, stock: null }
      expect((await adminThere.put(`/api/products/${created.body.id}`, edit)).status).toBe(200)
      const deadline = Date.now() + 30_000
      while (!((await here.get('/api/products')).body as any[]).some((p) => p.name === renamed)) {
        if (Date.now() > deadline) throw new Error('the product list never showed the new name')
        await new Promise((resolve) => setImmediate(resolve))
      }
      expect((await me.get(`/products/${created.body.id}`)).text).toContain(`content="${renamed}"`)
    } finally {
      await second.stop()
    }
  })

  it('the CSV export keeps every formula a buyer or volunteer typed as text', async () => {
    const image = (await catalogue(new ApiClient(shop.url))).unsized.image
    const product = (await admin.post('/api/products', { name: `@SUM(1+1)*cmd ${uniqueName('x')}`, description: 'x', price: '5.00', image, sizes: [], sizeInventory: {}, stock: null })).body
    const names = ['=HYPERLINK("http://evil.example","Open")', '+1+2', '-3+4', '@SUM(A1)', '\t=1+1', '\r=1+1']
    const orders = []
    for (const customerName of names) {
      const buyer = new ApiClient(shop.url)
      const intent = (await buyer.post('/api/checkout/payment-intent', { deliveryMethod: 'in-town', cartItems: [{ productId: product.id, quantity: 1, size: null }] })).body
      expect((await payInDemoMode(buyer, intent)).status).toBe(200)
      const placed = await buyer.post('/api/orders', buyerOrderForm(intent, { customerName }))
      if (placed.status === 201) orders.push(placed.body)
      else expect(placed.status).toBe(400)
    }
    expect(orders.length).toBeGreaterThanOrEqual(4)
    const csv = (await admin.get('/api/admin/orders/export.csv')).text
    // Every field is quoted; none of them starts (inside its quotes) with a character a spreadsheet runs.
    const fields = [...csv.matchAll(/(?:^|,)"((?:[^"]|"")*)"/gm)].map((match) => match[1])
    expect(fields.length).toBeGreaterThan(0)
    for (const field of fields) expect(field).not.toMatch(/^[=+\-@\t\r]/)
    for (const order of orders) expect(csv).toContain(`"'${order.customerName.replaceAll('"', '""')}"`)
  })
})
