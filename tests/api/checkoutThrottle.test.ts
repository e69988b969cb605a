import { ApiClient } from '../support/apiClient'
import { signUpCustomer } from '../support/accounts'
import { catalogue, checkoutForm } from '../support/checkout'
import { startShop, type Shop } from '../support/shopProcess'

/**
 * Issue 10: one client made 500 payment intents in 4.4 s. Each one spends the Stripe account's
 * API rate limit (or, in demo mode, leaves a row forever): intent creation is throttled.
 */
describe('payment intent creation is throttled', () => {
  let shop: Shop
  let unsizedId: string

  beforeAll(async () => {
    shop = await startShop({ seed: 'demo', env: { CHECKOUT_RATE_LIMIT_PER_IP: '5' } })
    unsizedId = (await catalogue(new ApiClient(shop.url))).unsized.id
  })
  afterAll(() => shop?.stop())

  it('per address: over CHECKOUT_RATE_LIMIT_PER_IP a minute, 429 with a message the checkout shows', async () => {
    const guest = new ApiClient(shop.url)
    const body = { deliveryMethod: 'in-town', cartItems: [{ productId: unsizedId, quantity: 1 }] }
    const answers = []
    for (let i = 0; i < 8; i += 1) answers.push(await guest.post('/api/checkout/payment-intent', body))
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 429, 429, 429])
    const refused = answers[5]
    expect(refused.body.error).toMatch(/Too many checkout attempts/)
    expect(refused.body.message).toBe(refused.body.error)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    // Another client on the same address (the same market-stall Wi-Fi) shares the allowance.
    expect((await new ApiClient(shop.url).post('/api/checkout/payment-intent', body)).status).toBe(429)
  })

  it('POST /api/orders per address too (issue 28): made-up payments are refused after the limit, each counted once', async () => {
    const guest = new ApiClient(shop.url)
    const statuses: number[] = []
    for (let i = 0; i < 8; i += 1) {
      const madeUp = `pi_demo_${String(i).padStart(32, '0')}`
      statuses.push((await guest.post('/api/orders', checkoutForm(madeUp, { clientSecret: `${madeUp}_secret_guess` }))).status)
    }
    expect(statuses).toEqual([404, 404, 404, 404, 404, 429, 429, 429])
  })
})

describe('payment intent creation is throttled per account', () => {
  let shop: Shop

  beforeAll(async () => {
    shop = await startShop({ seed: 'demo', env: { CHECKOUT_RATE_LIMIT_PER_IP: '1000' } })
  })
  afterAll(() => shop?.stop())

  it('per signed-in account: 20 a minute, without holding back others on the same address', async () => {
    const me = await signUpCustomer(shop.url)
    await me.post('/api/cart', { productId: (await catalogue(me)).unsized.id, quantity: 1 })
    const statuses: number[] = []
    for (let i = 0; i < 25; i += 1) statuses.push((await me.post('/api/checkout/payment-intent', { deliveryMethod: 'in-town' })).status)
    expect(statuses.filter((s) => s === 200)).toHaveLength(20)
    expect(statuses.slice(20)).toEqual([429, 429, 429, 429, 429])
    // Someone else signed in is not held back by it.
    const other = await signUpCustomer(shop.url)
    await other.post('/api/cart', { productId: (await catalogue(other)).unsized.id, quantity: 1 })
    expect((await other.post('/api/checkout/payment-intent', { deliveryMethod: 'in-town' })).status).toBe(200)
  })

  it('saved cards per signed-in account: 20 a minute (issue 28)', async () => {
    const me = await signUpCustomer(shop.url)
    const statuses: number[] = []
    for (let i = 0; i < 22; i += 1) statuses.push((await me.get('/api/account/payment-methods')).status)
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true)
    expect(statuses.slice(20)).toEqual([429, 429])
    const other = await signUpCustomer(shop.url)
    expect((await other.get('/api/account/payment-methods')).status).toBe(200)
  })
})
