import { setUpAdmin, signUpCustomer } from '../support/accounts'
import { ApiClient } from '../support/apiClient'
import { productImage } from '../support/images'
import { startShop, type Shop } from '../support/shopProcess'

/**
 * Payload's editors' panel (/cms) and its own REST API (/cms-api) run in the same process. The
 * collection and global access rules must say what the spec's /api says, so neither is a way around it.
 */
describe('the editors\' panel and Payload\'s REST API', () => {
  let shop: Shop
  let admin: ApiClient
  let customer: ApiClient & { username: string }

  beforeAll(async () => {
    shop = await startShop({ panel: true })
    admin = await setUpAdmin(shop.url)
    customer = await signUpCustomer(shop.url)
  })
  afterAll(() => shop?.stop())

  it('shows Payload\'s login page at /cms, and /cms-api answers it', async () => {
    const page = await fetch(`${shop.url}/cms/login`)
    expect(page.status).toBe(200)
    expect(await page.text()).toMatch(/<title>Login/)
    const me = await new ApiClient(shop.url).get('/cms-api/users/me')
    expect(me.status).toBe(200)
    expect(me.body.user).toBeNull()
  })

  it('keeps the spec\'s /api routes in Express, not Payload', async () => {
    const products = await new ApiClient(shop.url).get('/api/products')
    expect(Array.isArray(products.body)).toBe(true)
    expect((await new ApiClient(shop.url).get('/api/users')).status).toBe(404)
  })

  it('does not let anyone create the first user through Payload\'s own screen', async () => {
    const res = await new ApiClient(shop.url).post('/cms-api/users/first-register', { username: 'x', email: 'x@example.org', password: 'password123', isAdmin: true })
    expect(res.status).toBe(403)
  })

  it('lets a customer see and change only their own record, never their admin flag', async () => {
    const users = await customer.get('/cms-api/users')
    expect(users.status).toBe(200)
    expect(users.body.docs.map((u: any) => u.username)).toEqual([customer.username])
    const self = users.body.docs[0]
    await customer.patch(`/cms-api/users/${self.id}`, { isAdmin: true, firstName: 'Sam' })
    const after = await customer.get('/api/auth/user')
    expect(after.body).toMatchObject({ isAdmin: false, firstName: 'Sam' })
    // Payload leaves false permissions out of its answer.
    const access = await customer.get('/cms-api/access')
    expect(access.status).toBe(200)
    expect(access.body.canAccessAdmin ?? false).toBe(false)
  })

  it('refuses customers every write to the catalogue, orders and settings', async () => {
    expect((await customer.post('/cms-api/products', { name: 'Free stuff', price: 0 })).status).toBe(403)
    expect((await customer.post('/cms-api/orders', { customerName: 'Me', status: 'completed' })).status).toBe(403)
    expect((await customer.post('/cms-api/globals/text', { heroTitle: 'Hacked' })).status).toBe(403)
    expect((await customer.post('/cms-api/carts', { quantity: 1 })).status).toBe(403)
    expect((await customer.get('/cms-api/orders')).body.docs).toEqual([])
    expect((await new ApiClient(shop.url).get('/api/settings/text')).body.heroTitle).toBe('Wear Your Support. Make a Difference.')
  })

  it('shows an editor\'s panel save on the storefront, like a save from the spec\'s screens', async () => {
    const image = await productImage(admin)
    const product = (await admin.post('/api/products', { name: 'Tote', price: 12, image })).body
    const edited = await admin.patch(`/cms-api/products/${product.id}`, { name: 'Tote bag' })
    expect(edited.status).toBe(200)
    const listed = (await new ApiClient(shop.url).get('/api/products')).body
    expect(listed.find((p: any) => p.id === product.id).name).toBe('Tote bag')
    expect((await admin.post('/cms-api/globals/text', { heroTitle: 'From the panel' })).status).toBe(200)
    expect((await new ApiClient(shop.url).get('/api/settings/text')).body.heroTitle).toBe('From the panel')
    expect((await admin.get('/cms-api/access')).body.canAccessAdmin).toBe(true)
  })
})
