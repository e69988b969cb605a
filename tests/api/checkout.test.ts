import { computeTotals, toCents } from '@shared/money'
import { ApiClient } from '../support/apiClient'
import { signUpCustomer } from '../support/accounts'
import { buyerOrderForm, catalogue, checkoutForm, stockOf } from '../support/checkout'
import { type FakeStripe, startFakeStripe } from '../support/fakeStripe'
import { startShop, type Shop } from '../support/shopProcess'

describe('checkout with Stripe (the real SDK against a fake Stripe server)', () => {
  let stripe: FakeStripe
  let shop: Shop
  let guest: ApiClient
  let shopCatalogue: Awaited<ReturnType<typeof catalogue>>

  beforeAll(async () => {
    stripe = await startFakeStripe()
    shop = await startShop({ seed: 'demo', env: stripe.env() })
    guest = new ApiClient(shop.url)
    shopCatalogue = await catalogue(guest)
  })
  afterAll(async () => {
    await shop?.stop()
    await stripe?.stop()
  })

  const cents = (price: string) => toCents(price)!
  const postWebhook = (event: { payload: string; header: string }) =>
    fetch(`${shop.url}/api/stripe/webhooks`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': event.header }, body: event.payload })

  describe('POST /api/checkout/payment-intent', () => {
    it('tells the browser it takes real card payments, with the publishable key', async () => {
      expect((await guest.get('/api/checkout/config')).body).toEqual({ mode: 'stripe', publishableKey: 'pk_test_fake_0123456789' })
      // And the volunteers reading the log that these are test keys (no card is charged); the webhook is set.
      expect(shop.logs()).toContain('Stripe is in test mode (a test key): no card is charged, and orders must not be shipped as paid.')
      expect(shop.logs()).not.toContain('STRIPE_WEBHOOK_SECRET is not set')
    })

    it('warns at start when the webhook is not set up: payments of buyers who left would never become orders', async () => {
      const withoutWebhook = await startShop({ env: { ...stripe.env(), STRIPE_WEBHOOK_SECRET: '' } })
      try {
        expect(withoutWebhook.logs()).toContain('STRIPE_WEBHOOK_SECRET is not set: a payment whose buyer closes the page before the shop hears of it never becomes an order')
      } finally {
        await withoutWebhook.stop()
      }
    })

    it('has no demo payment route: it answers 404 like any unknown /api path', async () => {
      const confirm = await guest.post('/api/checkout/demo/confirm', { paymentIntentId: `pi_demo_${'0'.repeat(32)}`, clientSecret: 'x' })
      expect(confirm.status).toBe(404)
      expect(confirm.body.message).toBe('No API route for POST /api/checkout/demo/confirm')
    })

    it('prices a guest cart from the database, ignoring any price the browser sends', async () => {
      const { unsized } = shopCatalogue
      const { product, size } = shopCatalogue.sizedWithStock(2)
      const res = await guest.post('/api/checkout/payment-intent', {
        deliveryMethod: 'out-of-town',
        cartItems: [
          { productId: unsized.id, quantity: 1, size: null, price: '0.01' },
          { productId: product.id, quantity: 2, size, price: 0, product: { price: '0.01' } },
        ],
        total: 1,
      })
      expect(res.status).toBe(200)
      const expected = computeTotals(cents(unsized.price) + 2 * cents(product.price), 'out-of-town')
      const intent = stripe.intents.get(res.body.paymentIntentId)!
      expect(res.body.clientSecret).toBe(intent.client_secret)
      expect(intent.amount).toBe(expected.totalCents)
      expect(intent.currency).toBe('usd')
      expect(intent.customer).toBeNull()
      const create = stripe.requests.find((r) => r.path === '/v1/payment_intents' && r.method === 'POST' && r.body.amount === String(expected.totalCents))
      expect(create?.idempotencyKey).toBeTruthy()
    })

    it('refuses what cannot be sold, with 4xx and an error field, and creates no payment', async () => {
      const { unsized } = shopCatalogue
      const { product, size, stock } = shopCatalogue.sizedWithStock(1)
      const before = stripe.intents.size
      const cases: [unknown, number][] = [
        [{ deliveryMethod: 'teleport', cartItems: [{ productId: unsized.id, quantity: 1 }] }, 400],
        [{ deliveryMethod: 'in-town', cartItems: [] }, 400],
        [{ deliveryMethod: 'in-town', cartItems: [{ productId: '00000000-0000-4000-8000-000000000000', quantity: 1 }] }, 404],
        [{ deliveryMethod: 'in-town', cartItems: [{ productId: product.id, quantity: 1 }] }, 400],
        [{ deliveryMethod: 'in-town', cartItems: [{ productId: product.id, quantity: 1, size: '6XL-ish' }] }, 400],
        [{ deliveryMethod: 'in-town', cartItems: [{ productId: unsized.id, quantity: 0 }] }, 400],
        [{ deliveryMethod: 'in-town', cartItems: [{ productId: unsized.id, quantity: -2 }] }, 400],
        [{ deliveryMethod: 'in-town', cartItems: [{ productId: unsized.id, quantity: 1.5 }] }, 400],
        [{ deliveryMethod: 'in-town', cartItems: [{ productId: product.id, quantity: stock + 1, size }] }, 409],
        // Splitting into several lines of the same size does not get around the stock.
        [{ deliveryMethod: 'in-town', cartItems: Array.from({ length: stock + 1 }, () => ({ productId: product.id, quantity: 1, size })) }, 409],
      ]
      for (const [body, status] of cases) {
        const res = await guest.post('/api/checkout/payment-intent', body)
        expect({ body, status: res.status }).toEqual({ body, status })
        expect(typeof res.body.error).toBe('string')
      }
      expect(stripe.intents.size).toBe(before)
    })

    it('prices a signed-in buyer\'s server cart, with a Stripe customer kept on the account and the card saved', async () => {
      const me = await signUpCustomer(shop.url)
      const { unsized } = shopCatalogue
      await me.post('/api/cart', { productId: unsized.id, quantity: 2, size: null })
      const first = await me.post('/api/checkout/payment-intent', {
        deliveryMethod: 'in-town',
        cartItems: [{ productId: unsized.id, quantity: 50 }],
      })
      expect(first.status).toBe(200)
      const intent = stripe.intents.get(first.body.paymentIntentId)!
      expect(intent.amount).toBe(computeTotals(2 * cents(unsized.price), 'in-town').totalCents)
      expect(intent.customer).toMatch(/^cus_/)
      expect(intent.setup_future_usage).toBe('off_session')
      const second = await me.post('/api/checkout/payment-intent', { deliveryMethod: 'out-of-town' })
      expect(stripe.intents.get(second.body.paymentIntentId)!.customer).toBe(intent.customer)
      expect([...stripe.customers.values()].filter((c) => c.id === intent.customer)).toHaveLength(1)
    })
  })

  describe('POST /api/orders', () => {
    it('refuses an order before the payment went through, and writes nothing', async () => {
      const { unsized } = shopCatalogue
      const { body } = await guest.post('/api/checkout/payment-intent', { deliveryMethod: 'in-town', cartItems: [{ productId: unsized.id, quantity: 1 }] })
      const res = await guest.post('/api/orders', buyerOrderForm(body))
      expect(res.status).toBe(402)
      stripe.pay(body.paymentIntentId)
      expect((await guest.post('/api/orders', buyerOrderForm(body))).status).toBe(201)
    })

    it('checks the form with the spec\'s messages', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ customerName: '  ' }, 'Name is required'],
        [{ customerEmail: 'not-an-email' }, 'Invalid email'],
        [{ customerPhone: '' }, 'Phone number is required'],
        [{ deliveryMethod: 'out-of-town', shippingAddress: null }, 'Mailing address is required for out of town delivery'],
        [{ deliveryMethod: 'drone' }, 'Delivery method must be in-town or out-of-town'],
      ]
      for (const [override, message] of cases) {
        const res = await guest.post('/api/orders', checkoutForm('pi_123', override))
        expect({ override, status: res.status, message: res.body.message }).toEqual({ override, status: 400, message })
      }
    })

    it('records one order per payment: items at the price paid, delivery data, stock taken, cart cleared', async () => {
      const me = await signUpCustomer(shop.url)
      const { product, size } = shopCatalogue.sizedWithStock(2)
      const stock = await stockOf(guest, product.id, size)
      await me.post('/api/cart', { productId: product.id, quantity: 2, size })
      const { body: intent } = await me.post('/api/checkout/payment-intent', { deliveryMethod: 'out-of-town' })
      stripe.pay(intent.paymentIntentId, { name: 'Maria Hodge', email: 'maria@example.org' })
      const form = checkoutForm(intent.paymentIntentId, { deliveryMethod: 'out-of-town', shippingAddress: '12 Cruz Bay Rd\nSt. Thomas, VI 00802' })
      const placed = await me.post('/api/orders', form)
      expect(placed.status).toBe(201)
      const totals = computeTotals(2 * cents(product.price), 'out-of-town')
      expect(placed.body).toMatchObject({
        status: 'completed',
        deliveryMethod: 'out-of-town',
        shippingAddress: '12 Cruz Bay Rd\nSt. Thomas, VI 00802',
        customerName: 'Maria Hodge',
        total: (totals.totalCents / 100).toFixed(2),
        subtotal: (totals.subtotalCents / 100).toFixed(2),
        shippingCost: '15.00',
      })
      expect(typeof placed.body.id).toBe('string')

      const replay = await me.post('/api/orders', form)
      expect(replay.status).toBe(200)
      expect(replay.body.id).toBe(placed.body.id)

      expect(await stockOf(guest, product.id, size)).toBe(stock - 2)
      expect((await me.get('/api/cart')).body).toEqual([])
      const mine = await me.get('/api/account/orders')
      expect(mine.body.orders.map((o: any) => o.id)).toEqual([placed.body.id])
      const detail = await me.get(`/api/account/orders/${placed.body.id}`)
      expect(detail.body.items).toEqual([expect.objectContaining({ productName: product.name, size, quantity: 2, price: product.price })])

      const stranger = await signUpCustomer(shop.url)
      expect((await stranger.get(`/api/account/orders/${placed.body.id}`)).status).toBe(404)
      expect((await stranger.post('/api/orders', form)).status).toBe(404)
    })

    it('keeps in the cart what the buyer added after the price was made (another tab): only what was bought leaves it', async () => {
      const me = await signUpCustomer(shop.url)
      const { product, size } = shopCatalogue.sizedWithStock(3)
      await me.post('/api/cart', { productId: product.id, quantity: 1, size })
      const { body: intent } = await me.post('/api/checkout/payment-intent', { deliveryMethod: 'in-town' })
      // Meanwhile, in another tab: one more of the same, and something else.
      await me.post('/api/cart', { productId: product.id, quantity: 1, size })
      await me.post('/api/cart', { productId: shopCatalogue.unsized.id, quantity: 1, size: null })
      stripe.pay(intent.paymentIntentId, { name: 'Maria Hodge', email: 'maria@example.org' })
      expect((await me.post('/api/orders', checkoutForm(intent.paymentIntentId))).status).toBe(201)
      const left = ((await me.get('/api/cart')).body as any[]).map((line) => ({ productId: line.product.id, size: line.size, quantity: line.quantity }))
      expect(left).toEqual(
        expect.arrayContaining([
          { productId: product.id, size, quantity: 1 },
          { productId: shopCatalogue.unsized.id, size: null, quantity: 1 },
        ]),
      )
      expect(left).toHaveLength(2)
    })

    it('refuses (and refunds) a payment whose amount does not match the order total', async () => {
      const { unsized } = shopCatalogue
      const { body } = await guest.post('/api/checkout/payment-intent', { deliveryMethod: 'in-town', cartItems: [{ productId: unsized.id, quantity: 1 }] })
      const genuine = stripe.intents.get(body.paymentIntentId)!
      const cheap = stripe.createIntentDirectly({ amount: 50, metadata: genuine.metadata })
      const paid = stripe.pay(cheap.id, { email: 'cheap@example.org' })
      // Made at Stripe, not by the shop's checkout: the browser's door answers without asking Stripe (issue 28).
      const calls = stripe.requests.length
      expect((await guest.post('/api/orders', checkoutForm(cheap.id, { clientSecret: cheap.client_secret }))).status).toBe(404)
      expect(stripe.requests.length).toBe(calls)
      // Stripe's own word (the signed webhook) is checked against the order total: refused and refunded.
      expect((await postWebhook(stripe.webhook('payment_intent.succeeded', paid))).status).toBe(200)
      expect(stripe.refundsFor(cheap.id)).toHaveLength(1)
      expect(await shop.untilLogged(/"reason":"The amount paid does not match the order total\. Your payment has been refunded\."/)).toBe(true)
      expect((await postWebhook(stripe.webhook('payment_intent.succeeded', paid))).status).toBe(200)
      expect(stripe.refundsFor(cheap.id)).toHaveLength(1)
    })

    it('refuses a payment that was not made through the shop\'s checkout', async () => {
      const foreign = stripe.createIntentDirectly({ amount: 2606 })
      const paid = stripe.pay(foreign.id)
      expect((await guest.post('/api/orders', checkoutForm(foreign.id, { clientSecret: foreign.client_secret }))).status).toBe(404)
      expect((await guest.post('/api/orders', checkoutForm('pi_doesnotexist'))).status).toBe(404)
      // The webhook: not the shop's, so no order and no refund (the same Stripe account may take other payments).
      expect((await postWebhook(stripe.webhook('payment_intent.succeeded', paid))).status).toBe(200)
      expect(stripe.refundsFor(foreign.id)).toHaveLength(0)
    })
  })

  describe('Stripe webhooks', () => {
    const post = (payload: string, header?: string) =>
      fetch(`${shop.url}/api/stripe/webhooks`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(header ? { 'stripe-signature': header } : {}) },
        body: payload,
      })

    it('refuses events with a bad or missing signature', async () => {
      const good = stripe.webhook('payment_intent.succeeded', { id: 'pi_x', object: 'payment_intent' })
      expect((await post(good.payload)).status).toBe(400)
      // One hex digit of the signature changed (to another digit: it may already be 0).
      const tampered = good.header.replace(/v1=(.)/, (_, digit: string) => `v1=${digit === '0' ? '1' : '0'}`)
      expect(tampered).not.toBe(good.header)
      expect((await post(good.payload, tampered)).status).toBe(400)
      const forged = stripe.webhook('payment_intent.succeeded', { id: 'pi_x', object: 'payment_intent' }, { secret: 'whsec_someone_else' })
      expect((await post(forged.payload, forged.header)).status).toBe(400)
    })

    it('creates the order when the buyer\'s browser never comes back; replays change nothing', async () => {
      const me = await signUpCustomer(shop.url)
      const { product, size } = shopCatalogue.sizedWithStock(1)
      const stock = await stockOf(guest, product.id, size)
      await me.post('/api/cart', { productId: product.id, quantity: 1, size })
      const { body } = await me.post('/api/checkout/payment-intent', { deliveryMethod: 'in-town' })
      const paid = stripe.pay(body.paymentIntentId, { name: 'Kofi Mensah', email: 'kofi@example.org', phone: '340-555-0123' })

      const event = stripe.webhook('payment_intent.succeeded', paid)
      const first = await post(event.payload, event.header)
      expect(first.status).toBe(200)
      const orders = (await me.get('/api/account/orders')).body.orders
      expect(orders).toHaveLength(1)
      expect(orders[0]).toMatchObject({ customerName: 'Kofi Mensah', customerEmail: 'kofi@example.org', status: 'completed' })
      expect(await stockOf(guest, product.id, size)).toBe(stock - 1)
      expect((await me.get('/api/cart')).body).toEqual([])

      const replay = await post(event.payload, event.header)
      expect(replay.status).toBe(200)
      expect(await replay.json()).toMatchObject({ duplicate: true })
      const sameIntentNewEvent = stripe.webhook('payment_intent.succeeded', paid)
      expect((await post(sameIntentNewEvent.payload, sameIntentNewEvent.header)).status).toBe(200)
      const late = await me.post('/api/orders', checkoutForm(body.paymentIntentId))
      expect(late.status).toBe(200)
      expect(late.body.id).toBe(orders[0].id)
      expect((await me.get('/api/account/orders')).body.orders).toHaveLength(1)
      expect(await stockOf(guest, product.id, size)).toBe(stock - 1)
    })

    it('marks an order refunded when Stripe reports the charge refunded', async () => {
      const me = await signUpCustomer(shop.url)
      const { unsized } = shopCatalogue
      await me.post('/api/cart', { productId: unsized.id, quantity: 1 })
      const { body } = await me.post('/api/checkout/payment-intent', { deliveryMethod: 'in-town' })
      stripe.pay(body.paymentIntentId)
      const order = (await me.post('/api/orders', checkoutForm(body.paymentIntentId))).body
      // Refunded in full in the Stripe dashboard: Stripe holds the refund, then sends the event.
      const charge = stripe.chargeOf(body.paymentIntentId)
      stripe.refundInDashboard(body.paymentIntentId, charge.amount as number)
      const event = stripe.webhook('charge.refunded', stripe.chargeOf(body.paymentIntentId))
      expect((await post(event.payload, event.header)).status).toBe(200)
      const detail = await me.get(`/api/account/orders/${order.id}`)
      expect(detail.body.status).toBe('refunded')
    })
  })

  describe('saved cards', () => {
    it('lists the buyer\'s own saved cards and removes only their own', async () => {
      const me = await signUpCustomer(shop.url)
      const other = await signUpCustomer(shop.url)
      const { unsized } = shopCatalogue
      for (const buyer of [me, other]) {
        await buyer.post('/api/cart', { productId: unsized.id, quantity: 1 })
        const { body } = await buyer.post('/api/checkout/payment-intent', { deliveryMethod: 'in-town' })
        stripe.pay(body.paymentIntentId)
        await buyer.post('/api/orders', checkoutForm(body.paymentIntentId))
      }
      const mine = (await me.get('/api/account/payment-methods')).body.paymentMethods
      expect(mine).toEqual([{ id: expect.stringMatching(/^pm_/), card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 } }])
      const theirs = (await other.get('/api/account/payment-methods')).body.paymentMethods
      expect((await me.delete(`/api/account/payment-methods/${theirs[0].id}`)).status).toBe(404)
      expect((await me.delete('/api/account/payment-methods/pm_doesnotexist')).status).toBe(404)
      expect((await other.get('/api/account/payment-methods')).body.paymentMethods).toHaveLength(1)
      expect((await me.delete(`/api/account/payment-methods/${mine[0].id}`)).status).toBe(200)
      expect((await me.get('/api/account/payment-methods')).body.paymentMethods).toEqual([])
    })
  })
})
