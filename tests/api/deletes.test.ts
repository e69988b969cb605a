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
describe('deleting products and customers from the panel\'s API', () => {
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
    const listed = (await admin.get('/api/admin/orders')).body.find((o: any) => o.id === order.id)
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
    const listed = (await admin.get('/api/admin/orders')).body.find((o: any) => o.id === order.id)
    expect(listed).toMatchObject({ userId: null, items: [expect.objectContaining({ productName: 'Kept Tee' })] })
    // The product itself can still go.
    expect((await admin.delete(`/cms-api/products/${product.id}`)).status).toBe(200)
  })

  it('the same through GraphQL', async () => {
    const product = (await admin.post('/api/products', { name: 'Graph Tee', price: '20', image, sizes: ['M'], sizeInventory: { M: 5 } })).body
    const { customer } = await customerWithOrderAndCart(product.id)
    const res = await admin.post('/cms-api/graphql', { query: `mutation { deleteProduct(id: "${product.id}") { id } }` })
    expect(res.status).toBe(200)
    expect(res.body.errors).toBeUndefined()
    expect((await customer.get('/api/cart')).body).toEqual([])
  })
})
