import { computeTotals, SHIPPING_CENTS, toCents } from '@shared/money'
import { ApiClient } from '../support/apiClient'
import { setUpAdmin, signUpCustomer, uniqueName } from '../support/accounts'
import { catalogue, checkoutForm } from '../support/checkout'
import { type FakeStripe, startFakeStripe } from '../support/fakeStripe'
import { startShop, type Shop } from '../support/shopProcess'

/**
 * Issue 31: promo codes that can never be overspent. One shop (fake Stripe, demo catalogue); on
 * SQLite, and again in the MongoDB leg (every API test runs there).
 */
describe('promo codes', () => {
  let stripe: FakeStripe
  let shop: Shop
  let admin: ApiClient
  let guest: ApiClient
  let item: { id: string; priceCents: number }

  beforeAll(async () => {
    stripe = await startFakeStripe()
    // 40 buyers from one address: the per-address checkout limit is not what this file tests.
    shop = await startShop({ seed: 'demo', env: { ...stripe.env(), CHECKOUT_RATE_LIMIT_PER_IP: '10000' } })
    admin = await setUpAdmin(shop.url)
    guest = new ApiClient(shop.url)
    // A product without sizes whose units are not counted: only the code's limits can refuse a sale.
    const { unsized } = await catalogue(guest)
    item = { id: unsized.id, priceCents: toCents(unsized.price)! }
  })
  afterAll(async () => {
    await shop?.stop()
    await stripe?.stop()
  })

  const createCode = async (fields: Record<string, unknown>) => {
    const res = await admin.post('/api/admin/promotions', { code: uniqueName('P').replace(/_/g, '-'), kind: 'percent', value: 10, ...fields })
    expect(res.status).toBe(201)
    return res.body
  }
  const intentFor = (client: ApiClient, body: Record<string, unknown> = {}, quantity = 1) =>
    client.post('/api/checkout/payment-intent', { deliveryMethod: 'in-town', cartItems: [{ productId: item.id, quantity, size: null }], ...body })
  /** A guest pays with the code and sends the order form (the payment's amount is whatever Stripe was asked for). */
  const buy = async (promoCode: string, email = 'maria@example.org', body: Record<string, unknown> = {}) => {
    const client = new ApiClient(shop.url)
    const intent = await intentFor(client, { promoCode, ...body })
    expect(intent.status).toBe(200)
    stripe.pay(intent.body.paymentIntentId)
    return { intent: intent.body, order: await client.post('/api/orders', checkoutForm(intent.body.paymentIntentId, { clientSecret: intent.body.clientSecret, customerEmail: email, ...body })) }
  }
  const promotion = async (id: string) => (await admin.get('/api/admin/promotions')).body.find((p: any) => p.id === id)
  const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10)

  it('admin routes: 401 signed out, 403 for a customer, on every method', async () => {
    const customer = await signUpCustomer(shop.url)
    for (const client of [guest, customer]) {
      const expected = client === guest ? 401 : 403
      expect((await client.get('/api/admin/promotions')).status).toBe(expected)
      expect((await client.post('/api/admin/promotions', { code: 'NOPE1', kind: 'freeShipping' })).status).toBe(expected)
      expect((await client.put('/api/admin/promotions/x', { code: 'NOPE1', kind: 'freeShipping' })).status).toBe(expected)
      expect((await client.delete('/api/admin/promotions/x')).status).toBe(expected)
    }
  })

  it('admin: create, list with uses and state, errors at the field, codes unique whatever the case, edit, delete', async () => {
    const created = await createCode({ code: 'Rescue-Ten', kind: 'fixed', value: '5.00', minSubtotal: '20', startsAt: day(-1), endsAt: day(30), usageLimit: 3 })
    expect(created).toMatchObject({ code: 'Rescue-Ten', kind: 'fixed', value: '5.00', description: '$5.00 off merchandise', minSubtotal: '20.00', usageLimit: 3, uses: 0, state: 'active' })
    expect(await promotion(created.id)).toMatchObject({ code: 'Rescue-Ten', state: 'active' })

    const taken = await admin.post('/api/admin/promotions', { code: 'rescue-TEN', kind: 'percent', value: 5 })
    expect(taken.status).toBe(400)
    expect(taken.body.errors).toEqual([{ path: 'code', message: 'This code exists already' }])
    const bad = await admin.post('/api/admin/promotions', { code: 'OK-CODE', kind: 'percent', value: 150 })
    expect(bad.status).toBe(400)
    expect(bad.body.errors).toEqual([{ path: 'value', message: 'Percent must be a whole number from 1 to 100' }])
    expect((await admin.post('/api/admin/promotions', { code: 'a b', kind: 'freeShipping' })).body.errors[0].path).toBe('code')

    const scheduled = await createCode({ startsAt: day(5) })
    expect(scheduled.state).toBe('scheduled')
    const edited = await admin.put(`/api/admin/promotions/${scheduled.id}`, { ...scheduled, startsAt: null, active: false })
    expect(edited.status).toBe(200)
    expect(edited.body).toMatchObject({ state: 'off', startsAt: null })
    // Never used: deleted.
    expect((await admin.delete(`/api/admin/promotions/${scheduled.id}`)).body).toEqual({ deleted: true })
    expect(await promotion(scheduled.id)).toBeUndefined()
    expect((await admin.delete(`/api/admin/promotions/${scheduled.id}`)).status).toBe(404)
  })

  it('each kind on the merchandise only, the fee on what remains, case-insensitive; the order and its answers carry it; Stripe charges the stored total', async () => {
    const percent = await createCode({ code: 'Beach-Ten', kind: 'percent', value: 10 })
    const fixed = await createCode({ kind: 'fixed', value: '3.00' })
    const free = await createCode({ kind: 'freeShipping' })

    const a = await intentFor(guest, { promoCode: 'beach-ten', deliveryMethod: 'out-of-town' }, 2)
    expect(a.status).toBe(200)
    const subtotal = 2 * item.priceCents
    const expectedA = computeTotals(subtotal, 'out-of-town', { discount: { merchandiseCents: Math.floor((subtotal * 10 + 50) / 100), shippingCents: 0 } })
    expect(a.body.amounts).toEqual({
      subtotal: (subtotal / 100).toFixed(2),
      shipping: '15.00',
      discount: (expectedA.discountCents / 100).toFixed(2),
      // Issue 27: no gift given.
      donation: '0.00',
      processingFee: (expectedA.feeCents / 100).toFixed(2),
      total: (expectedA.totalCents / 100).toFixed(2),
    })
    expect(a.body.promotion).toEqual({ code: 'Beach-Ten', description: '10% off merchandise' })
    expect(stripe.intents.get(a.body.paymentIntentId)!.amount).toBe(expectedA.totalCents)

    const b = await intentFor(guest, { promoCode: fixed.code.toLowerCase() })
    expect(b.body.amounts.discount).toBe('3.00')
    expect(b.body.promotion.description).toBe('$3.00 off merchandise')

    const c = await intentFor(guest, { promoCode: free.code, deliveryMethod: 'out-of-town' })
    expect(c.body.amounts).toMatchObject({ shipping: '15.00', discount: '15.00' })
    expect(stripe.intents.get(c.body.paymentIntentId)!.amount).toBe(computeTotals(item.priceCents, 'in-town').totalCents)
    // Free shipping on an in-town order takes nothing off.
    expect((await intentFor(guest, { promoCode: free.code })).body.amounts.discount).toBe('0.00')
    // Without a code: no discount, no promotion.
    const none = await intentFor(guest)
    expect(none.body.amounts.discount).toBe('0.00')
    expect(none.body.promotion).toBeNull()

    // Bought: the order stores the code and the discount, and Stripe charged its total.
    const { intent, order } = await buy('BEACH-TEN', 'maria@example.org', { deliveryMethod: 'out-of-town', shippingAddress: '1 Main St, St. Thomas' })
    expect(order.status).toBe(201)
    expect(order.body).toMatchObject({ promoCode: 'Beach-Ten', discount: intent.amounts.discount, total: intent.amounts.total })
    expect(toCents(order.body.total)).toBe(stripe.intents.get(intent.paymentIntentId)!.amount)
    const listed = (await admin.get('/api/admin/orders')).body
    const seen = (listed.orders ?? listed).find((o: any) => o.id === order.body.id)
    expect(seen).toMatchObject({ promoCode: 'Beach-Ten', discount: intent.amounts.discount })
    expect((await promotion(percent.id)).uses).toBe(1)
    // The CSV's promo_code and discount columns, and the summary's discounts given.
    const csv = (await admin.get('/api/admin/orders/export.csv')).text
    expect(csv.split('\n')[0]).toMatch(/"Shipping","promo_code","discount","Fee"/)
    expect(csv).toMatch(new RegExp(`"?Beach-Ten"?,"?${intent.amounts.discount.replace('.', '\\.')}"?,`))
    expect(toCents((await admin.get('/api/admin/orders/summary')).body.month.discounts)).toBeGreaterThanOrEqual(toCents(intent.amounts.discount)!)
    // Used: deleting it switches it off, the order keeps it.
    expect((await admin.delete(`/api/admin/promotions/${percent.id}`)).body).toMatchObject({ deleted: false, promotion: { active: false, state: 'off', uses: 1 } })
    expect((await intentFor(guest, { promoCode: 'Beach-Ten' })).body.error).toBe('This code is not active')
  })

  it('refuses a code that does not apply with 400 and why: unknown, expired, not yet, minimum, used up, already used', async () => {
    const refusal = async (promoCode: string, body: Record<string, unknown> = {}) => {
      const res = await intentFor(guest, { promoCode, ...body })
      expect(res.status).toBe(400)
      expect(res.body.field).toBe('promoCode')
      return res.body.error
    }
    expect(await refusal('NO-SUCH-CODE')).toBe('This code does not exist')
    const expired = await createCode({ startsAt: day(-10), endsAt: day(-2) })
    expect(await refusal(expired.code)).toBe('This code has expired')
    const later = await createCode({ startsAt: day(3) })
    expect(await refusal(later.code)).toMatch(/^This code starts on /)
    const minimum = await createCode({ minSubtotal: ((item.priceCents + 1) / 100).toFixed(2) })
    expect(await refusal(minimum.code)).toBe(`This code needs a subtotal of $${((item.priceCents + 1) / 100).toFixed(2)}`)
    expect((await intentFor(guest, { promoCode: minimum.code }, 2)).status).toBe(200)
    const once = await createCode({ usageLimit: 1 })
    expect((await buy(once.code)).order.status).toBe(201)
    expect(await refusal(once.code)).toBe('This code has been used up')
    const perEmail = await createCode({ perEmailLimit: 1 })
    expect((await buy(perEmail.code, 'Same.Buyer@example.org')).order.status).toBe(201)
    expect(await refusal(perEmail.code, { customerEmail: 'same.buyer@EXAMPLE.org' })).toBe('You have already used this code')
  })

  it('40 buyers at once for a code with usageLimit 5: exactly 5 orders carry it, the others are refunded and told why', async () => {
    const code = await createCode({ usageLimit: 5 })
    const clients = Array.from({ length: 40 }, () => new ApiClient(shop.url))
    // Every buyer gets a payment intent while the code still has uses, then pays.
    const intents: any[] = []
    for (const client of clients) {
      const res = await intentFor(client, { promoCode: code.code })
      expect(res.status).toBe(200)
      stripe.pay(res.body.paymentIntentId)
      intents.push(res.body)
    }
    const answers = await Promise.all(
      intents.map((intent, i) => clients[i].post('/api/orders', checkoutForm(intent.paymentIntentId, { clientSecret: intent.clientSecret, customerEmail: `buyer${i}@example.org` }))),
    )
    const statuses = answers.map((a) => a.status)
    expect(statuses.filter((s) => s === 201)).toHaveLength(5)
    expect(statuses.filter((s) => s === 409)).toHaveLength(35)
    for (const [i, answer] of answers.entries()) {
      const refunds = stripe.refundsFor(intents[i].paymentIntentId)
      if (answer.status === 201) {
        expect(answer.body.promoCode).toBe(code.code)
        expect(refunds).toHaveLength(0)
      } else {
        expect(answer.body.message).toBe(`The code ${code.code} was used up while you were paying. Your payment has been refunded.`)
        expect(answer.body.refunded).toBe(true)
        // Refunded in full.
        expect(refunds).toHaveLength(1)
        expect(refunds[0].amount).toBe(stripe.intents.get(intents[i].paymentIntentId)!.amount)
      }
    }
    expect((await promotion(code.id)).uses).toBe(5)
    expect((await promotion(code.id)).state).toBe('used up')
    const listed = (await admin.get('/api/admin/orders?limit=100')).body
    const carrying = (listed.orders ?? listed).filter((o: any) => o.promoCode === code.code)
    expect(carrying).toHaveLength(5)
    // Replays change nothing.
    const replays = await Promise.all(intents.map((intent, i) => clients[i].post('/api/orders', checkoutForm(intent.paymentIntentId, { clientSecret: intent.clientSecret, customerEmail: `buyer${i}@example.org` }))))
    expect(replays.filter((r) => r.status === 200)).toHaveLength(5)
    expect((await promotion(code.id)).uses).toBe(5)
  })

  it('perEmailLimit across guests with the same e-mail (any case): the second, who paid before it was decided, is refunded', async () => {
    const code = await createCode({ perEmailLimit: 1 })
    const first = new ApiClient(shop.url)
    const second = new ApiClient(shop.url)
    // Both start paying before either order exists (no e-mail given yet, so neither is refused up front).
    const a = (await intentFor(first, { promoCode: code.code })).body
    const b = (await intentFor(second, { promoCode: code.code })).body
    stripe.pay(a.paymentIntentId)
    stripe.pay(b.paymentIntentId)
    const [one, two] = await Promise.all([
      first.post('/api/orders', checkoutForm(a.paymentIntentId, { clientSecret: a.clientSecret, customerEmail: 'twice@example.org' })),
      second.post('/api/orders', checkoutForm(b.paymentIntentId, { clientSecret: b.clientSecret, customerEmail: 'TWICE@example.org' })),
    ])
    expect([one.status, two.status].sort()).toEqual([201, 409])
    const lost = one.status === 409 ? one : two
    expect(lost.body.message).toBe(`You have already used the code ${code.code}. Your payment has been refunded.`)
    expect((await promotion(code.id)).uses).toBe(1)
    // Another e-mail may still use it.
    expect((await buy(code.code, 'someone.else@example.org')).order.status).toBe(201)
  })

  it('a code that takes nothing off the order (free shipping in town) is not recorded on it and spends no use (outside review 12)', async () => {
    const code = await createCode({ kind: 'freeShipping', usageLimit: 1, perEmailLimit: 1 })
    const inTown = await buy(code.code, 'free.ship@example.org')
    expect(inTown.order.status).toBe(201)
    expect(inTown.order.body).toMatchObject({ discount: '0.00', promoCode: null })
    expect((await promotion(code.id)).uses).toBe(0)
    // Out of town, where it takes the shipping off, the same buyer may still use it.
    const outOfTown = await buy(code.code, 'free.ship@example.org', { deliveryMethod: 'out-of-town', shippingAddress: '12 Bay Road\nChristiansted, VI 00820' })
    expect(outOfTown.order.status).toBe(201)
    expect(outOfTown.order.body).toMatchObject({ discount: '15.00', promoCode: code.code })
    expect((await promotion(code.id)).uses).toBe(1)
  })

  it('a cancelled order gives its use back, once; a refund does not', async () => {
    const code = await createCode({ usageLimit: 1, perEmailLimit: 1 })
    const { order } = await buy(code.code, 'cancel.me@example.org')
    expect(order.status).toBe(201)
    expect((await intentFor(guest, { promoCode: code.code })).body.error).toBe('This code has been used up')
    // A partial refund keeps the use.
    expect((await admin.post(`/api/admin/orders/${order.body.id}/refund`, { amount: '1.00' }, { 'Idempotency-Key': uniqueName('k') })).status).toBe(200)
    expect((await promotion(code.id)).uses).toBe(1)
    expect((await admin.post(`/api/admin/orders/${order.body.id}/cancel`)).status).toBe(200)
    expect((await promotion(code.id)).uses).toBe(0)
    // Cancelling again gives nothing more back.
    expect((await admin.post(`/api/admin/orders/${order.body.id}/cancel`)).status).toBe(200)
    expect((await promotion(code.id)).uses).toBe(0)
    // The same buyer may use it again, and so the use is spent again.
    const again = await buy(code.code, 'cancel.me@example.org', { customerEmail: 'cancel.me@example.org' })
    expect(again.order.status).toBe(201)
    expect((await promotion(code.id)).uses).toBe(1)
  })

  it('no total below $0.50: a discount larger than the cart leaves the smallest card charge', async () => {
    const all = await createCode({ kind: 'percent', value: 100 })
    const res = await intentFor(guest, { promoCode: all.code })
    expect(res.status).toBe(200)
    expect(res.body.amounts.total).toBe('0.50')
    expect(toCents(res.body.amounts.subtotal)! - toCents(res.body.amounts.discount)! + toCents(res.body.amounts.processingFee)!).toBe(50)
    expect(SHIPPING_CENTS['in-town']).toBe(0)
  })
})
