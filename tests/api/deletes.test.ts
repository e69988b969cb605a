import { ApiClient } from '../support/apiClient'
import { setUpAdmin, signUpCustomer } from '../support/accounts'
import { buyerOrderForm, payInDemoMode } from '../support/checkout'
import { productImage } from '../support/images'
import { startShop, type Shop } from '../support/shopProcess'

/**
 * Issue 10: any shopper could make any product undeletable by keeping it in a cart (500, NOT NULL
 * constraint), and a customer with a cart could not be deleted either. Deletes clean up cart lines;
 * orders keep their own copy of what was bought and still show.
 */
describe('the panel\'s API (/cms-api; GraphQL is off) keeps stock and carts right', () => {
  let shop: Shop
  let admin: ApiClient
  let image: string

  beforeAll(async () => {
    shop = await startShop({ panel: true })
    admin = await setUpAdmin(shop.url)
    image = await productImage(admin)
  })
  afterAll(() => shop?.stop())

  /** A customer who bought the product once and has it in their cart again. */
  async function customerWithOrderAndCart(productId: string) {
    const customer = await signUpCustomer(shop.url)
    await customer.post('/api/cart', { productId, quantity: 1, size: 'M' })
    const { body: intent } = await customer.post('/api/checkout/payment-intent', { deliveryMethod: 'in-town' })
    await payInDemoMode(customer, intent)
    const order = (await customer.post('/api/orders', buyerOrderForm(intent))).body
    expect((await customer.post('/api/cart', { productId, quantity: 1, size: 'M' })).status).toBe(201)
    return { customer, order }
  }

  it('a product in carts and orders: deleted, cart lines gone, orders still show what was bought', async () => {
    const product = (await admin.post('/api/products', { name: 'Old Tee', price: '20', image, sizes: ['M'], sizeInventory: { M: 5 } })).body
    const { customer, order } = await customerWithOrderAndCart(product.id)

    const deleted = await admin.delete(`/cms-api/products/${product.id}`)
    expect(deleted.status).toBe(200)
    expect((await customer.get('/api/cart')).body).toEqual([])
    const detail = await customer.get(`/api/account/orders/${order.id}`)
    expect(detail.status).toBe(200)
    expect(detail.body.items).toEqual([expect.objectContaining({ productName: 'Old Tee', size: 'M', quantity: 1, price: '20.00' })])
    const listed = (await admin.get('/api/admin/orders')).body.orders.find((o: any) => o.id === order.id)
    expect(listed.items[0]).toMatchObject({ productName: 'Old Tee', size: 'M' })
    expect((await new ApiClient(shop.url).get('/api/products')).body.some((p: any) => p.id === product.id)).toBe(false)
  })

  it('a customer with a cart and an order: deleted, the order stays for the admin', async () => {
    const product = (await admin.post('/api/products', { name: 'Kept Tee', price: '20', image, sizes: ['M'], sizeInventory: { M: 5 } })).body
    const { customer, order } = await customerWithOrderAndCart(product.id)
    const me = (await customer.get('/api/auth/user')).body

    const deleted = await admin.delete(`/cms-api/users/${me.id}`)
    expect(deleted.status).toBe(200)
    expect((await customer.get('/api/cart')).status).toBe(401)
    const listed = (await admin.get('/api/admin/orders')).body.orders.find((o: any) => o.id === order.id)
    expect(listed).toMatchObject({ userId: null, items: [expect.objectContaining({ productName: 'Kept Tee' })] })
    // The product itself can still go.
    expect((await admin.delete(`/cms-api/products/${product.id}`)).status).toBe(200)
  })

  it('an image a product shows is not deleted from under it: 409 naming the product', async () => {
    const photo = await productImage(admin)
    const product = (await admin.post('/api/products', { name: 'Photo Tee', price: '20', image: photo })).body
    const imageId = (await admin.get(`/cms-api/products/${product.id}?depth=0`)).body.image
    const refused = await admin.delete(`/cms-api/media/${imageId}`)
    expect(refused.status).toBe(409)
    expect(refused.text).toMatch(/photo of Photo Tee/)
    expect((await new ApiClient(shop.url).get('/api/products')).body.find((p: any) => p.id === product.id).image).toBe(photo)
    expect((await admin.delete(`/cms-api/products/${product.id}`)).status).toBe(200)
    expect((await admin.delete(`/cms-api/media/${imageId}`)).status).toBe(200)
  })

  it('the panel cannot put sold units back: its saves leave stock to /admin/products', async () => {
    const product = (await admin.post('/api/products', { name: 'Panel Tee', price: '20', image, sizes: ['M', 'L'], sizeInventory: { M: 5, L: 2 } })).body
    await customerWithOrderAndCart(product.id)
    // The panel's form was opened before that sale and sends the counts it showed.
    const saved = await admin.patch(`/cms-api/products/${product.id}`, { name: 'Panel Tee (v2)', stock: [{ size: 'M', quantity: 5 }, { size: 'L', quantity: 9 }, { size: 'XL', quantity: 3 }] })
    expect(saved.status).toBe(200)
    expect(saved.body.doc).toMatchObject({ name: 'Panel Tee (v2)', stock: [expect.objectContaining({ size: 'M', quantity: 4 }), expect.objectContaining({ size: 'L', quantity: 2 })] })
    const stored = await eventually(async () => {
      const listed = (await new ApiClient(shop.url).get('/api/products')).body.find((p: any) => p.id === product.id)
      return listed.name === 'Panel Tee (v2)' ? listed : null
    })
    expect(stored).toMatchObject({ sizes: ['M', 'L'], sizeInventory: { M: 4, L: 2 } })

    // A second panel save, with a stale count for M only: the name changes, the stock does not.
    const again = await admin.patch(`/cms-api/products/${product.id}`, { description: 'From the panel', stock: [{ size: 'M', quantity: 50 }] })
    expect(again.status).toBe(200)
    // The panel runs in Next's own module graph: the shop's catalogue shows its saves within a second.
    const after = await eventually(async () => {
      const listed = (await new ApiClient(shop.url).get('/api/products')).body.find((p: any) => p.id === product.id)
      return listed.description === 'From the panel' ? listed : null
    })
    expect(after.sizeInventory).toEqual({ M: 4, L: 2 })

    // A new product still starts with the sizes and counts given in the panel.
    const imageId = (await admin.get(`/cms-api/products/${product.id}?depth=0`)).body.image
    const created = await admin.post('/cms-api/products', { name: 'Panel Cap', price: 9, image: imageId, stock: [{ size: 'S', quantity: 3 }] })
    expect(created.status).toBe(201)
    const listed = await eventually(async () => (await new ApiClient(shop.url).get('/api/products')).body.find((p: any) => p.id === created.body.doc.id))
    expect(listed.sizeInventory).toEqual({ S: 3 })
  })
})

/** Polls `read` until it returns something, with a generous deadline. */
async function eventually<T>(read: () => Promise<T | null | undefined>, deadlineMs = 15_000): Promise<T> {
  const end = Date.now() + deadlineMs
  for (;;) {
    const value = await read()
    if (value) return value
    if (Date.now() > end) throw new Error('not seen in time')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
