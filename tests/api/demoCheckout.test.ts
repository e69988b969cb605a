import { createClient } from '@libsql/client'
import path from 'node:path'

import { ApiClient } from '../support/apiClient'
import { signUpCustomer } from '../support/accounts'
import { buyerOrderForm, catalogue, checkoutForm, payInDemoMode, stockOf } from '../support/checkout'
import { startShop, type Shop } from '../support/shopProcess'

/** Without Stripe keys the shop sells end to end offline, clearly in demo mode. */
describe('demo payment mode', () => {
  let shop: Shop
  beforeAll(async () => {
    shop = await startShop({ seed: 'demo' })
  })
  afterAll(() => shop?.stop())

  it('says so to the browser', async () => {
    expect((await new ApiClient(shop.url).get('/api/checkout/config')).body).toEqual({ mode: 'demo', publishableKey: null })
  })

  it('takes a guest order through the same order path, once per payment', async () => {
    const guest = new ApiClient(shop.url)
    const { product, size } = (await catalogue(guest)).sizedWithStock(1)
    const stock = await stockOf(guest, product.id, size)
    const { body: intent } = await guest.post('/api/checkout/payment-intent', {
      deliveryMethod: 'in-town',
      cartItems: [{ productId: product.id, quantity: 1, size }],
    })
    expect(intent.paymentIntentId).toMatch(/^pi_demo_/)
    expect((await guest.post('/api/orders', buyerOrderForm(intent))).status).toBe(402)
    const wrongSecret = await guest.post('/api/checkout/demo/confirm', {
      paymentIntentId: intent.paymentIntentId,
      clientSecret: 'guess',
      billingDetails: { name: 'A', email: 'a@example.org', phone: '1' },
    })
    expect(wrongSecret.status).toBe(400)
    expect((await payInDemoMode(guest, intent)).status).toBe(200)
    const order = await guest.post('/api/orders', buyerOrderForm(intent))
    expect(order.status).toBe(201)
    expect((await guest.post('/api/orders', buyerOrderForm(intent))).body.id).toBe(order.body.id)
    expect(await stockOf(guest, product.id, size)).toBe(stock - 1)
  })

  it('refuses to pay a payment a newer price replaced, so it never becomes a second order at the old price', async () => {
    const guest = new ApiClient(shop.url)
    const { unsized } = await catalogue(guest)
    const cartItems = [{ productId: unsized.id, quantity: 1, size: null }]
    const first = (await guest.post('/api/checkout/payment-intent', { deliveryMethod: 'in-town', cartItems })).body
    const second = (await guest.post('/api/checkout/payment-intent', { deliveryMethod: 'in-town', cartItems, donation: '25.00', replacesClientSecret: first.clientSecret })).body
    expect(second.paymentIntentId).not.toBe(first.paymentIntentId)
    // The replaced payment is cancelled once that answer is sent (in the background): wait for it.
    const db = createClient({ url: `file:${path.join(shop.dataDir, 'shop.db')}` })
    try {
      const deadline = Date.now() + 15_000
      const statusOf = async () => (await db.execute({ sql: 'SELECT status FROM demo_payment_intents WHERE intent_id = ?', args: [first.paymentIntentId] })).rows[0]?.status
      while ((await statusOf()) !== 'canceled') {
        if (Date.now() > deadline) throw new Error('the replaced payment was not cancelled in time')
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    } finally {
      db.close()
    }
    const stale = await payInDemoMode(guest, first)
    expect(stale.status).toBe(400)
    expect(stale.body.message).toBe('This payment was replaced by a newer one: reload the checkout and place your order again.')
    expect((await guest.post('/api/orders', buyerOrderForm(first))).status).not.toBe(201)
  })

  it('takes a signed-in order and shows it in the account; saves no cards', async () => {
    const me = await signUpCustomer(shop.url)
    const { unsized } = await catalogue(me)
    await me.post('/api/cart', { productId: unsized.id, quantity: 1 })
    const { body: intent } = await me.post('/api/checkout/payment-intent', { deliveryMethod: 'out-of-town' })
    const confirmed = await payInDemoMode(me, intent, 'PO Box 1, St. Croix')
    expect(confirmed.body).toEqual({ status: 'succeeded' })
    const order = await me.post('/api/orders', checkoutForm(intent.paymentIntentId, { deliveryMethod: 'out-of-town', shippingAddress: 'PO Box 1, St. Croix' }))
    expect([order.status, order.body]).toEqual([201, expect.anything()])
    expect((await me.get('/api/account/orders')).body.orders.map((o: any) => o.id)).toEqual([order.body.id])
    expect((await me.get('/api/cart')).body).toEqual([])
    expect((await me.get('/api/account/payment-methods')).body).toEqual({ paymentMethods: [] })
    const webhook = await fetch(`${shop.url}/api/stripe/webhooks`, { method: 'POST', body: '{}', headers: { 'stripe-signature': 't=1,v1=0' } })
    expect(webhook.status).toBe(400)
  })
})
