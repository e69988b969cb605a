/**
 * Issue 17: after a guest's purchase the home page confirms it with the order's private link.
 * The browser learns that link from the answer to its own POST /api/orders, which only the buyer
 * gets (the guest's client secret, the customer's session); nobody else learns it.
 */
import { ApiClient } from '../support/apiClient'
import { signUpCustomer } from '../support/accounts'
import { buyerOrderForm, catalogue, checkoutForm, payInDemoMode } from '../support/checkout'
import { type MailServer, startMailServer } from '../support/mailServer'
import { startShop, type Shop } from '../support/shopProcess'

describe('the order answer carries the private link, for the buyer only', () => {
  let mail: MailServer
  let shop: Shop
  beforeAll(async () => {
    mail = await startMailServer()
    shop = await startShop({ seed: 'demo', env: { ...mail.env(), PUBLIC_URL: 'http://shop.test', PAYMENTS_MODE: 'demo' } })
  })
  afterAll(async () => {
    await shop?.stop()
    await mail?.stop()
  })

  it("gives a guest the order's private link and where the receipt goes; the link opens the order", async () => {
    const guest = new ApiClient(shop.url)
    const { unsized } = await catalogue(guest)
    const { body: intent } = await guest.post('/api/checkout/payment-intent', { deliveryMethod: 'in-town', cartItems: [{ productId: unsized.id, quantity: 2, size: null }] })
    expect((await payInDemoMode(guest, intent)).status).toBe(200)
    const placed = await guest.post('/api/orders', buyerOrderForm(intent, { customerEmail: 'ana@example.org' }))
    expect(placed.status).toBe(201)
    expect(placed.headers.get('cache-control')).toBe('no-store')
    expect(placed.body.privatePath).toMatch(new RegExp(`^/orders/${placed.body.id}\\?token=[A-Za-z0-9_-]{43}$`))
    expect(placed.body.receiptEmail).toBe('ana@example.org')

    const viaLink = await new ApiClient(shop.url).get(`/api${placed.body.privatePath}`)
    expect([viaLink.status, viaLink.body.id, viaLink.body.total]).toEqual([200, placed.body.id, placed.body.total])
    // The receipt carries the same link.
    const receipt = await mail.waitFor('ana@example.org', /receipt/i)
    expect(receipt.text).toContain(`http://shop.test${placed.body.privatePath}`)

    // The same browser asking again gets the same answer; anyone without the secret learns nothing.
    expect((await guest.post('/api/orders', buyerOrderForm(intent))).body.privatePath).toBe(placed.body.privatePath)
    const stranger = await new ApiClient(shop.url).post('/api/orders', checkoutForm(intent.paymentIntentId))
    expect([stranger.status, stranger.text]).toEqual([404, expect.not.stringContaining('token')])
    const wrongSecret = await new ApiClient(shop.url).post('/api/orders', checkoutForm(intent.paymentIntentId, { clientSecret: `${intent.paymentIntentId}_secret_guess` }))
    expect([wrongSecret.status, wrongSecret.text]).toEqual([404, expect.not.stringContaining('token')])
  })

  it('gives a signed-in buyer the link too, and nobody else signed in', async () => {
    const me = await signUpCustomer(shop.url)
    const { unsized } = await catalogue(me)
    await me.post('/api/cart', { productId: unsized.id, quantity: 1 })
    const { body: intent } = await me.post('/api/checkout/payment-intent', { deliveryMethod: 'in-town' })
    await payInDemoMode(me, intent)
    const placed = await me.post('/api/orders', checkoutForm(intent.paymentIntentId))
    expect([placed.status, placed.body.privatePath]).toEqual([201, expect.stringMatching(/^\/orders\/.+\?token=/)])
    const other = await signUpCustomer(shop.url)
    const theirs = await other.post('/api/orders', checkoutForm(intent.paymentIntentId))
    expect([theirs.status, theirs.text]).toEqual([404, expect.not.stringContaining('token')])
  })
})
