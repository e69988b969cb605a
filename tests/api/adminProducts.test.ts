import { ApiClient } from '../support/apiClient'
import { setUpAdmin, signUpCustomer, uniqueName } from '../support/accounts'
import { buyerOrderForm, payInDemoMode } from '../support/checkout'
import { productImage } from '../support/images'
import { startShop, type Shop } from '../support/shopProcess'

const MINIMUM = 'Price must be at least $0.50 (the smallest amount a card payment can take)'

/**
 * Issue 17, volunteers: a price under $0.50 (the spec's default '0' forgotten) is refused with a
 * clear message on every route to a product; hidden products leave the shop but stay in orders
 * and carts' history; deleting keeps orders whole. Issue 13: a count for products without sizes
 * holds on Payload's REST too (never negative, never written around the ledger).
 */
describe('product rules for volunteers on /api and /cms-api', () => {
  let shop: Shop
  let admin: ApiClient
  let image: string

  beforeAll(async () => {
    shop = await startShop({ panel: true })
    admin = await setUpAdmin(shop.url)
    image = await productImage(admin)
  })
  afterAll(() => shop?.stop())

  const product = (overrides: Record<string, unknown> = {}) => ({ name: uniqueName('Tee'), description: '', price: '20.00', image, sizes: ['M'], sizeInventory: { M: 5 }, ...overrides })
  const shopIds = async () => ((await new ApiClient(shop.url).get('/api/products')).body as any[]).map((p) => p.id)

  it('refuses a price under $0.50 with a clear message on /api (create and edit) and /cms-api', async () => {
    for (const price of ['0', '0.00', '0.49', 0]) {
      const res = await admin.post('/api/products', product({ price }))
      expect([price, res.status, res.body.message]).toEqual([price, 400, MINIMUM])
    }
    const created = await admin.post('/api/products', product({ price: '0.50' }))
    expect(created.status).toBe(201)
    expect(created.body.price).toBe('0.50')
    const edited = await admin.put(`/api/products/${created.body.id}`, product({ name: created.body.name, price: '0', expectedSizeInventory: { M: 5 } }))
    expect(edited.status).toBe(400)
    expect(edited.body.message).toBe(MINIMUM)

    const imageId = (await admin.get(`/cms-api/products/${created.body.id}?depth=0`)).body.image
    const viaPanel = await admin.post('/cms-api/products', { name: uniqueName('Panel Tee'), price: 0, image: imageId })
    expect(viaPanel.status).toBe(400)
    expect(JSON.stringify(viaPanel.body)).toContain(MINIMUM)
    // No silent default: a product without a price is refused, not put on sale at $0.00.
    const noPrice = await admin.post('/cms-api/products', { name: uniqueName('Panel Tee'), image: imageId })
    expect(noPrice.status).toBe(400)
    const patched = await admin.patch(`/cms-api/products/${created.body.id}`, { price: 0.1 })
    expect(patched.status).toBe(400)
    expect((await admin.get(`/cms-api/products/${created.body.id}?depth=0`)).body.price).toBe(0.5)
  })

  it('hides a product from the shop and sale, keeps it in orders and carts, and shows it again', async () => {
    const created = (await admin.post('/api/products', product())).body
    const customer = await signUpCustomer(shop.url)
    expect((await customer.post('/api/cart', { productId: created.id, quantity: 1, size: 'M' })).status).toBe(201)
    const { body: intent } = await customer.post('/api/checkout/payment-intent', { deliveryMethod: 'in-town' })
    await payInDemoMode(customer, intent)
    const order = (await customer.post('/api/orders', buyerOrderForm(intent))).body
    await customer.post('/api/cart', { productId: created.id, quantity: 1, size: 'M' })

    const hidden = await admin.patch(`/api/products/${created.id}/visibility`, { hidden: true })
    expect(hidden.status).toBe(200)
    expect(hidden.body.hidden).toBe(true)
    expect(await shopIds()).not.toContain(created.id)
    expect((await new ApiClient(shop.url).get(`/products/${created.id}`)).status).toBe(404)
    expect((await new ApiClient(shop.url).get(`/cms-api/products/${created.id}`)).status).not.toBe(200)
    // Administrators still see it, marked.
    expect(((await admin.get('/api/admin/products')).body as any[]).find((p) => p.id === created.id)).toMatchObject({ hidden: true })
    // Not for sale any more: added again or checked out, it is refused with its name.
    const again = await new ApiClient(shop.url).post('/api/checkout/payment-intent', { deliveryMethod: 'in-town', cartItems: [{ productId: created.id, quantity: 1, size: 'M' }] })
    expect(again.status).toBeGreaterThanOrEqual(400)
    expect(again.status).toBeLessThan(500)
    // The order and the cart line keep it.
    expect((await customer.get(`/api/account/orders/${order.id}`)).body.items).toEqual([expect.objectContaining({ productName: created.name })])
    expect(((await customer.get('/api/cart')).body as any[]).some((line) => line.productId === created.id)).toBe(true)

    expect((await admin.patch(`/api/products/${created.id}/visibility`, { hidden: 'yes' })).status).toBe(400)
    expect((await admin.patch(`/api/products/${created.id}/visibility`, { hidden: false })).body.hidden).toBe(false)
    expect(await shopIds()).toContain(created.id)
  })

  it('deletes a product (404 after; orders keep their copy), and refuses customers and strangers', async () => {
    const created = (await admin.post('/api/products', product())).body
    const customer = await signUpCustomer(shop.url)
    expect((await customer.delete(`/api/products/${created.id}`)).status).toBe(403)
    expect((await new ApiClient(shop.url).delete(`/api/products/${created.id}`)).status).toBe(401)
    expect((await customer.patch(`/api/products/${created.id}/visibility`, { hidden: true })).status).toBe(403)

    const deleted = await admin.delete(`/api/products/${created.id}`)
    expect(deleted.status).toBe(200)
    expect(await shopIds()).not.toContain(created.id)
    expect((await admin.delete(`/api/products/${created.id}`)).status).toBe(404)
    expect((await admin.delete('/api/products/not-an-id')).status).toBe(404)
  })

  it('the count of a product without sizes: set on create, never negative or written around the ledger on /cms-api', async () => {
    const created = await admin.post('/api/products', product({ sizes: [], sizeInventory: {}, stock: 4 }))
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ sizes: [], stock: 4 })
    expect((await admin.post('/api/products', product({ sizes: [], sizeInventory: {}, stock: -1 }))).status).toBe(400)

    // Payload's REST does not write the count (only the ledger does, compare-and-set): it stays 4.
    await admin.patch(`/cms-api/products/${created.body.id}`, { stockCount: 99 })
    expect((await admin.get(`/cms-api/products/${created.body.id}?depth=0`)).body.stockCount).toBe(4)
    const negative = await admin.post('/cms-api/products', { name: uniqueName('Mug'), price: 5, image: (await admin.get(`/cms-api/products/${created.body.id}?depth=0`)).body.image, stockCount: -2 })
    expect(negative.status).toBe(400)
  })
})
