import { ApiClient } from '../support/apiClient'
import { catalogue, checkoutForm, stockOf } from '../support/checkout'
import { type FakeStripe, startFakeStripe } from '../support/fakeStripe'
import { startShop, type Shop } from '../support/shopProcess'

/**
 * More paid buyers than units: exactly as many orders as units, stock ends at 0, and every other
 * buyer is refunded and told so (409). With one server process, then two on the same database.
 */
describe('no overselling under concurrent orders', () => {
  let stripe: FakeStripe
  const shops: Shop[] = []

  beforeAll(async () => {
    stripe = await startFakeStripe()
  })
  afterAll(async () => {
    await Promise.all(shops.map((shop) => shop.stop()))
    await stripe?.stop()
  })

  async function raceForTheLastUnits(servers: Shop[], extraBuyers: number) {
    const guest = new ApiClient(servers[0].url)
    const { product, size, stock } = (await catalogue(guest)).sizedWithStock(1)
    const buyers = stock + extraBuyers
    // Every buyer gets a payment intent while the units are still there, then pays.
    const intents: string[] = []
    const secrets: string[] = []
    for (let i = 0; i < buyers; i += 1) {
      const { status, body } = await guest.post('/api/checkout/payment-intent', {
        deliveryMethod: 'in-town',
        cartItems: [{ productId: product.id, quantity: 1, size }],
      })
      expect(status).toBe(200)
      stripe.pay(body.paymentIntentId)
      intents.push(body.paymentIntentId)
      secrets.push(body.clientSecret)
    }
    const answers = await Promise.all(
      intents.map((intentId, i) => new ApiClient(servers[i % servers.length].url).post('/api/orders', checkoutForm(intentId, { clientSecret: secrets[i] }))),
    )
    const statuses = answers.map((a) => a.status)
    expect(statuses.filter((s) => s === 201)).toHaveLength(stock)
    expect(statuses.filter((s) => s === 409)).toHaveLength(extraBuyers)
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true)
    for (const [i, answer] of answers.entries()) {
      if (answer.status === 409) {
        expect(answer.body.message).toMatch(/sold out/)
        expect(answer.body.message).toMatch(/refunded/)
        expect(stripe.refundsFor(intents[i])).toHaveLength(1)
      } else {
        expect(stripe.refundsFor(intents[i])).toHaveLength(0)
      }
    }
    expect(await stockOf(guest, product.id, size)).toBe(0)
    // Replays do not change the outcome.
    const replays = await Promise.all(intents.map((intentId, i) => guest.post('/api/orders', checkoutForm(intentId, { clientSecret: secrets[i] }))))
    expect(replays.filter((r) => r.status === 200)).toHaveLength(stock)
    expect(replays.filter((r) => r.status === 409)).toHaveLength(extraBuyers)
    expect(await stockOf(guest, product.id, size)).toBe(0)
  }

  it('one server process', async () => {
    shops.push(await startShop({ seed: 'demo', env: stripe.env() }))
    await raceForTheLastUnits([shops[0]], 4)
  })

  // Issue 15: on MongoDB the lines before a short one were taken, then put back by hand (a crash in
  // between lost them); now, as on SQLite, the claim and every line are one write or none.
  it('a multi-line order with one line sold out meanwhile takes nothing: the other line keeps its stock, the buyer is refunded', async () => {
    const shop = await startShop({ seed: 'demo', env: stripe.env() })
    shops.push(shop)
    const guest = new ApiClient(shop.url)
    const { products } = await catalogue(guest)
    const [kept, short] = products
      .filter((p: any) => p.sizes.length > 0)
      .flatMap((p: any) => p.sizes.filter((s: string) => p.sizeInventory[s] >= 1).map((size: string) => ({ product: p, size, stock: p.sizeInventory[size] })))
    const intentFor = async (cartItems: unknown[]) => {
      const { status, body } = await guest.post('/api/checkout/payment-intent', { deliveryMethod: 'in-town', cartItems })
      expect(status).toBe(200)
      stripe.pay(body.paymentIntentId)
      return body as { paymentIntentId: string; clientSecret: string }
    }
    const both = await intentFor([
      { productId: kept.product.id, quantity: 1, size: kept.size },
      { productId: short.product.id, quantity: 1, size: short.size },
    ])
    const allOfShort = await intentFor([{ productId: short.product.id, quantity: short.stock, size: short.size }])
    expect((await guest.post('/api/orders', checkoutForm(allOfShort.paymentIntentId, { clientSecret: allOfShort.clientSecret }))).status).toBe(201)

    const refused = await guest.post('/api/orders', checkoutForm(both.paymentIntentId, { clientSecret: both.clientSecret }))
    expect(refused.status).toBe(409)
    expect(refused.body.message).toBe(`${short.product.name} (${short.size}) sold out while you were paying. Your payment has been refunded.`)
    expect(stripe.refundsFor(both.paymentIntentId)).toHaveLength(1)
    expect(await stockOf(guest, kept.product.id, kept.size)).toBe(kept.stock)
    expect(await stockOf(guest, short.product.id, short.size)).toBe(0)
    // Asked again (the webhook, a reload): still refused, still nothing taken.
    const again = await guest.post('/api/orders', checkoutForm(both.paymentIntentId, { clientSecret: both.clientSecret }))
    expect(again.status).toBe(409)
    expect(await stockOf(guest, kept.product.id, kept.size)).toBe(kept.stock)
  })

  it('two server processes on one database', async () => {
    const first = await startShop({ seed: 'demo', env: stripe.env() })
    const second = await startShop({ dataDir: first.dataDir, databaseName: first.databaseName, env: stripe.env() })
    shops.push(first, second)
    await raceForTheLastUnits([first, second], 5)
  })
})
