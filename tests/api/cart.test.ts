import { ApiClient } from '../support/apiClient'
import { signUpCustomer } from '../support/accounts'
import { startShop, type Shop } from '../support/shopProcess'

describe('the server cart', () => {
  let shop: Shop
  let products: any[]
  let sized: any
  let unsized: any

  beforeAll(async () => {
    shop = await startShop({ seed: 'demo' })
    products = (await new ApiClient(shop.url).get('/api/products')).body
    sized = products.find((p) => p.sizes.length > 0 && p.sizes.some((s: string) => p.sizeInventory[s] >= 3))
    unsized = products.find((p) => p.sizes.length === 0)
  })
  afterAll(() => shop?.stop())

  const inStockSize = (p: any) => p.sizes.find((s: string) => p.sizeInventory[s] >= 3)

  it('is only for signed-in customers', async () => {
    const guest = new ApiClient(shop.url)
    expect((await guest.get('/api/cart')).status).toBe(401)
    expect((await guest.post('/api/cart', { productId: unsized.id, quantity: 1 })).status).toBe(401)
  })

  it('adds lines with the product embedded, and raises the quantity of the same product and size', async () => {
    const me = await signUpCustomer(shop.url)
    const size = inStockSize(sized)
    const first = await me.post('/api/cart', { productId: sized.id, quantity: 1, size })
    expect(first.status).toBe(201)
    expect(first.body).toMatchObject({ productId: sized.id, quantity: 1, size, product: { name: sized.name, price: sized.price } })
    const again = await me.post('/api/cart', { productId: sized.id, quantity: 1, size })
    expect(again.status).toBe(200)
    expect(again.body.id).toBe(first.body.id)
    expect(again.body.quantity).toBe(2)
    await me.post('/api/cart', { productId: unsized.id, quantity: 1, size: null })
    const cart = await me.get('/api/cart')
    expect(cart.body).toHaveLength(2)
    expect(cart.body.map((l: any) => l.product.name)).toEqual([sized.name, unsized.name])
  })

  it('refuses a sized product without a size, a size it does not offer, and a size on an unsized product', async () => {
    const me = await signUpCustomer(shop.url)
    const missing = await me.post('/api/cart', { productId: sized.id, quantity: 1 })
    expect(missing.status).toBe(400)
    expect(missing.body.message).toMatch(/select a size/)
    const offered = new Set(sized.sizes)
    const notOffered = ['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL', '4XL', '5XL', '6XL'].find((s) => !offered.has(s))
    expect((await me.post('/api/cart', { productId: sized.id, quantity: 1, size: notOffered })).status).toBe(400)
    expect((await me.post('/api/cart', { productId: sized.id, quantity: 1, size: 'XXL' })).status).toBe(400)
    expect((await me.post('/api/cart', { productId: unsized.id, quantity: 1, size: 'M' })).status).toBe(400)
    expect((await me.get('/api/cart')).body).toEqual([])
  })

  it('refuses quantities that are not positive whole numbers, more than the stock, and unknown products', async () => {
    const me = await signUpCustomer(shop.url)
    for (const quantity of [0, -1, 1.5, '2', null, 1e9]) {
      const res = await me.post('/api/cart', { productId: unsized.id, quantity })
      expect({ quantity, status: res.status }).toEqual({ quantity, status: 400 })
    }
    const soldOut = products.find((p) => p.sizes.length > 0 && p.sizes.every((s: string) => p.sizeInventory[s] === 0))
    expect((await me.post('/api/cart', { productId: soldOut.id, quantity: 1, size: soldOut.sizes[0] })).status).toBe(409)
    const size = inStockSize(sized)
    const tooMany = await me.post('/api/cart', { productId: sized.id, quantity: sized.sizeInventory[size] + 1, size })
    expect(tooMany.status).toBe(409)
    expect(tooMany.body.message).toMatch(/left in stock/)
    expect((await me.post('/api/cart', { productId: '00000000-0000-4000-8000-000000000000', quantity: 1 })).status).toBe(404)
    expect((await me.post('/api/cart', { productId: 'not-an-id', quantity: 1 })).status).toBe(404)
    expect((await me.get('/api/cart')).body).toEqual([])
  })

  it('changes and removes only the owner\'s lines; another customer gets 404', async () => {
    const owner = await signUpCustomer(shop.url)
    const other = await signUpCustomer(shop.url)
    const line = (await owner.post('/api/cart', { productId: unsized.id, quantity: 1 })).body
    expect((await other.patch(`/api/cart/${line.id}`, { quantity: 5 })).status).toBe(404)
    expect((await other.delete(`/api/cart/${line.id}`)).status).toBe(404)
    const changed = await owner.patch(`/api/cart/${line.id}`, { quantity: 3 })
    expect(changed.status).toBe(200)
    expect(changed.body.quantity).toBe(3)
    expect((await owner.patch(`/api/cart/${line.id}`, { quantity: 0 })).status).toBe(400)
    expect((await owner.delete(`/api/cart/${line.id}`)).status).toBe(200)
    expect((await owner.get('/api/cart')).body).toEqual([])
    expect((await owner.delete(`/api/cart/${line.id}`)).status).toBe(404)
  })
})

describe('the account profile', () => {
  let shop: Shop
  beforeAll(async () => {
    shop = await startShop()
  })
  afterAll(() => shop?.stop())

  it('updates first name, last name and email; the username cannot change', async () => {
    const me = await signUpCustomer(shop.url)
    const res = await me.put('/api/account/profile', { firstName: 'Ana', lastName: 'Lopez', email: 'ana.lopez@example.org', username: 'hijack' })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ firstName: 'Ana', lastName: 'Lopez', email: 'ana.lopez@example.org', username: me.username })
    expect((await me.get('/api/auth/user')).body.firstName).toBe('Ana')
    const bad = await me.put('/api/account/profile', { firstName: 'Ana', lastName: 'Lopez', email: '' })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toBe('Email is required')
  })

  it('answers empty order and saved-card lists for a new customer, and 401 when signed out', async () => {
    const me = await signUpCustomer(shop.url)
    expect((await me.get('/api/account/orders')).body).toEqual({ orders: [], nextCursor: null })
    expect((await me.get('/api/account/payment-methods')).body).toEqual({ paymentMethods: [] })
    const guest = new ApiClient(shop.url)
    expect((await guest.get('/api/account/orders')).status).toBe(401)
    expect((await guest.put('/api/account/profile', { email: 'x@example.org' })).status).toBe(401)
  })
})
