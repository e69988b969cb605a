import { ApiClient } from '../support/apiClient'
import { setUpAdmin, signUpCustomer, uniqueName } from '../support/accounts'
import { catalogue, stockOf } from '../support/checkout'
import { type FakeStripe, startFakeStripe } from '../support/fakeStripe'
import { type MailServer, startMailServer } from '../support/mailServer'
import { startShop, type Shop } from '../support/shopProcess'
import { parseCsv, readWithLibreOffice, spreadsheetCellType } from '../support/spreadsheet'

type Line = { productId: string; quantity: number; size: string | null }

/**
 * Issue 13, money first: refunds from /admin (partial, idempotent, never above what remains, the
 * rest with units back), refunds made in the Stripe dashboard arriving by webhook and counted once,
 * cancellation (money and units back), and the buyer's e-mail for each.
 */
describe('refunds and cancellations from /admin/orders (fake Stripe, real SMTP)', () => {
  let mail: MailServer
  let stripe: FakeStripe
  let shop: Shop
  let admin: ApiClient & { username: string }

  beforeAll(async () => {
    mail = await startMailServer()
    stripe = await startFakeStripe()
    shop = await startShop({ seed: 'demo', env: { ...stripe.env(), ...mail.env(), PUBLIC_URL: 'http://shop.test' } })
    admin = await setUpAdmin(shop.url)
  })
  afterAll(async () => {
    await shop?.stop()
    await stripe?.stop()
    await mail?.stop()
  })

  const postWebhook = (event: { payload: string; header: string }) =>
    fetch(`${shop.url}/api/stripe/webhooks`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': event.header }, body: event.payload })

  /** A guest pays with the fake Stripe and the browser reports the order. */
  async function placeOrder(lines: Line[], email = `${uniqueName('buyer')}@example.org`) {
    const guest = new ApiClient(shop.url)
    const intent = await guest.post('/api/checkout/payment-intent', { deliveryMethod: 'in-town', cartItems: lines })
    if (intent.status !== 200) throw new Error(`payment intent: ${intent.status} ${intent.text}`)
    stripe.pay(intent.body.paymentIntentId)
    const order = await guest.post('/api/orders', {
      customerName: 'Maria Hodge',
      customerEmail: email,
      customerPhone: '340-555-0199',
      deliveryMethod: 'in-town',
      shippingAddress: null,
      paymentIntentId: intent.body.paymentIntentId,
      clientSecret: intent.body.clientSecret,
    })
    if (order.status !== 201) throw new Error(`order: ${order.status} ${order.text}`)
    return { order: order.body, paymentIntentId: intent.body.paymentIntentId as string, email }
  }

  const refundedAtStripe = (paymentIntentId: string) =>
    stripe.refundsFor(paymentIntentId).filter((refund) => refund.status !== 'failed').reduce((sum, refund) => sum + refund.amount, 0)
  const cents = (amount: string) => Math.round(Number(amount) * 100)
  const dollars = (value: number) => (value / 100).toFixed(2)
  const adminOrder = async (id: string) => ((await admin.get('/api/admin/orders')).body.orders as any[]).find((order) => order.id === id)

  it('refunds part, the same Idempotency-Key once, refuses more than remains, then the rest with units back', async () => {
    const { product, size } = (await catalogue(new ApiClient(shop.url))).sizedWithStock(2)
    const before = await stockOf(admin, product.id, size)
    const { order, paymentIntentId, email } = await placeOrder([{ productId: product.id, quantity: 2, size }])
    expect(await stockOf(admin, product.id, size)).toBe(before - 2)

    const key = `refund-${uniqueName('k')}`
    const partial = await admin.post(`/api/admin/orders/${order.id}/refund`, { amount: '5.00', reason: 'Stain on one shirt' }, { 'Idempotency-Key': key })
    expect(partial.status).toBe(200)
    expect(partial.body).toMatchObject({ id: order.id, refunded: '5.00', status: order.status })
    expect(stripe.refundsFor(paymentIntentId)).toHaveLength(1)
    expect(stripe.requests.find((request) => request.path === '/v1/refunds' && request.method === 'POST')?.idempotencyKey).toBe(key)
    // A partial refund without restock leaves the stock alone.
    expect(await stockOf(admin, product.id, size)).toBe(before - 2)

    // A double click or a retried request: one Stripe refund.
    const again = await admin.post(`/api/admin/orders/${order.id}/refund`, { amount: '5.00', reason: 'Stain on one shirt' }, { 'Idempotency-Key': key })
    expect(again.status).toBe(200)
    expect(again.body.refunded).toBe('5.00')
    expect(stripe.refundsFor(paymentIntentId)).toHaveLength(1)
    // Issue 28: the same key with anything else different is another request: 409, nothing done.
    for (const other of [
      { amount: '5.00', reason: 'Another reason' },
      { amount: '5.00', reason: 'Stain on one shirt', restock: true },
      { amount: '5.00', reason: 'Stain on one shirt', restockItems: [{ itemId: (await adminOrder(order.id)).items[0].id, quantity: 1 }] },
      { amount: '4.00', reason: 'Stain on one shirt' },
    ]) {
      const reused = await admin.post(`/api/admin/orders/${order.id}/refund`, other, { 'Idempotency-Key': key })
      expect([JSON.stringify(other), reused.status]).toEqual([JSON.stringify(other), 409])
    }
    expect(stripe.refundsFor(paymentIntentId)).toHaveLength(1)
    expect(await stockOf(admin, product.id, size)).toBe(before - 2)

    const remaining = cents(order.total) - 500
    const tooMuch = await admin.post(`/api/admin/orders/${order.id}/refund`, { amount: ((remaining + 1) / 100).toFixed(2) }, { 'Idempotency-Key': `${key}-2` })
    expect(tooMuch.status).toBe(400)
    expect(tooMuch.body.message).toBe(`Only $${(remaining / 100).toFixed(2)} is left to refund on this order.`)
    expect(stripe.refundsFor(paymentIntentId)).toHaveLength(1)

    const rest = await admin.post(`/api/admin/orders/${order.id}/refund`, { restock: true }, { 'Idempotency-Key': `${key}-3` })
    expect(rest.status).toBe(200)
    expect(rest.body).toMatchObject({ status: 'refunded', refunded: order.total })
    expect(rest.body.items[0].restocked).toBe(2)
    expect(refundedAtStripe(paymentIntentId)).toBe(cents(order.total))
    expect(await stockOf(admin, product.id, size)).toBe(before)

    // Nothing is left: a further refund is refused, and the units never come back twice.
    expect((await admin.post(`/api/admin/orders/${order.id}/refund`, { restock: true })).status).toBe(400)
    expect(await stockOf(admin, product.id, size)).toBe(before)

    // One e-mail per refund.
    await mail.waitFor(email, /refund/i)
    const refundMails = () => mail.received.filter((m) => m.envelopeTo.includes(email) && /refund/i.test(m.subject ?? ''))
    for (let i = 0; i < 50 && refundMails().length < 2; i += 1) await new Promise((resolve) => setTimeout(resolve, 100))
    expect(refundMails().map((m) => m.subject)).toHaveLength(2)
    expect(refundMails().some((m) => (m.text ?? '').includes('$5.00'))).toBe(true)
  })

  it('a refund made in the Stripe dashboard arrives by webhook and is counted once, whatever events repeat', async () => {
    const { unsized } = await catalogue(new ApiClient(shop.url))
    const { order, paymentIntentId, email } = await placeOrder([{ productId: unsized.id, quantity: 1, size: null }])
    const refund = stripe.refundInDashboard(paymentIntentId, 300)

    expect((await postWebhook(stripe.webhook('charge.refunded', stripe.chargeOf(paymentIntentId)))).status).toBe(200)
    expect((await postWebhook(stripe.webhook('refund.updated', refund))).status).toBe(200)
    // The same event delivered twice, and the charge event again under a new id.
    const replay = stripe.webhook('refund.updated', refund)
    expect((await postWebhook(replay)).status).toBe(200)
    expect((await postWebhook(replay)).status).toBe(200)
    expect((await postWebhook(stripe.webhook('charge.refunded', stripe.chargeOf(paymentIntentId)))).status).toBe(200)

    const seen = await adminOrder(order.id)
    expect(seen).toMatchObject({ refunded: '3.00', status: order.status })
    expect(seen.refunds).toEqual([expect.objectContaining({ amount: '3.00', source: 'provider' })])
    await mail.waitFor(email, /refund/i)

    // An /admin refund then comes back by webhook with its own id: still counted once.
    const rest = await admin.post(`/api/admin/orders/${order.id}/refund`, {}, { 'Idempotency-Key': uniqueName('k') })
    expect(rest.body).toMatchObject({ refunded: order.total, status: 'refunded' })
    const adminRefund = stripe.refundsFor(paymentIntentId).find((r) => r.id !== refund.id)!
    expect((await postWebhook(stripe.webhook('refund.updated', adminRefund))).status).toBe(200)
    expect((await postWebhook(stripe.webhook('charge.refunded', stripe.chargeOf(paymentIntentId)))).status).toBe(200)
    expect(await adminOrder(order.id)).toMatchObject({ refunded: order.total, status: 'refunded' })
    expect(refundedAtStripe(paymentIntentId)).toBe(cents(order.total))
  })

  it('a refund that fails takes back the units it put on sale, once (issue 28)', async () => {
    const { product, size } = (await catalogue(new ApiClient(shop.url))).sizedWithStock(2)
    const before = await stockOf(admin, product.id, size)
    const { order, paymentIntentId } = await placeOrder([{ productId: product.id, quantity: 2, size }])
    const made = await admin.post(
      `/api/admin/orders/${order.id}/refund`,
      { amount: '3.00', restockItems: [{ itemId: (await adminOrder(order.id)).items[0].id, quantity: 1 }] },
      { 'Idempotency-Key': uniqueName('k') },
    )
    expect(made.body.items[0].restocked).toBe(1)
    expect(await stockOf(admin, product.id, size)).toBe(before - 1)
    const refund = stripe.failRefund(stripe.refundsFor(paymentIntentId)[0].id)
    const failed = stripe.webhook('refund.failed', refund)
    const answers = await Promise.all([postWebhook(failed), postWebhook(stripe.webhook('refund.updated', refund)), postWebhook(failed)])
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200])
    const seen = await adminOrder(order.id)
    expect(seen.refunded).toBe('0.00')
    expect(seen.items[0].restocked).toBe(0)
    expect(await stockOf(admin, product.id, size)).toBe(before - 2)
  })

  it('refunds read back from Stripe are never recorded or announced past what the order took (issue 28)', async () => {
    const { unsized } = await catalogue(new ApiClient(shop.url))
    const { order, paymentIntentId, email } = await placeOrder([{ productId: unsized.id, quantity: 1, size: null }])
    const full = await admin.post(`/api/admin/orders/${order.id}/refund`, {}, { 'Idempotency-Key': uniqueName('k') })
    expect(full.body).toMatchObject({ refunded: order.total, status: 'refunded' })
    await mail.waitFor(email, /refund/i)
    // What stripe-mock does: its list answers a refund of $1.00 whatever the payment.
    const stray = { id: `re_stray_${uniqueName('r')}`, object: 'refund', amount: 100, currency: 'usd', payment_intent: paymentIntentId, status: 'succeeded', metadata: {}, created: 0 }
    stripe.refunds.push(stray)
    expect((await postWebhook(stripe.webhook('refund.created', stray))).status).toBe(200)
    expect((await postWebhook(stripe.webhook('charge.refunded', stripe.chargeOf(paymentIntentId)))).status).toBe(200)
    const seen = await adminOrder(order.id)
    expect(seen.refunded).toBe(order.total)
    expect(seen.refunds).toHaveLength(1)
    await until(() => /refund ignored/.test(shop.logs()))
    // A later message proves the queue ran past it: still one refund e-mail.
    const marker = await placeOrder([{ productId: unsized.id, quantity: 1, size: null }], email)
    await mail.waitFor(email, new RegExp(`#${marker.order.id.slice(0, 8)}`))
    expect(mail.received.filter((m) => m.envelopeTo.includes(email) && /refund/i.test(m.subject ?? ''))).toHaveLength(1)
  })

  it('a refund that fails (refund.failed) no longer counts, and the shop and the buyer are told', async () => {
    const { unsized } = await catalogue(new ApiClient(shop.url))
    const { order, paymentIntentId, email } = await placeOrder([{ productId: unsized.id, quantity: 1, size: null }])
    const made = await admin.post(`/api/admin/orders/${order.id}/refund`, { amount: '2.00' }, { 'Idempotency-Key': uniqueName('k') })
    expect(made.body.refunded).toBe('2.00')
    const refund = stripe.failRefund(stripe.refundsFor(paymentIntentId)[0].id)
    expect((await postWebhook(stripe.webhook('refund.failed', refund))).status).toBe(200)
    const seen = await adminOrder(order.id)
    expect(seen.refunded).toBe('0.00')
    expect(seen.refunds[0].status).toBe('failed')
    await mail.waitFor(`${admin.username}@example.org`, /refund.*failed|failed.*refund/i)
    // The buyer was told $2.00 was on its way: now that it is not, they hear so, with the order as it stands.
    const notice = await mail.waitFor(email, /Your refund of \$2\.00 for order #\w+ did not go through/)
    const text = notice.text?.replace(/\s+/g, ' ') ?? ''
    expect(text).toContain('so the money has not reached you')
    expect(text).toContain('we will contact you to return it another way')
    expect(text).not.toContain('Total after refunds')
  })

  it('"Everything left" is for the rest of the order for good: an earlier refund failing later puts back only its own units (decision 79)', async () => {
    const { product, size } = (await catalogue(new ApiClient(shop.url))).sizedWithStock(2)
    const { order, paymentIntentId } = await placeOrder([{ productId: product.id, quantity: 2, size }])
    const line = (await adminOrder(order.id)).items[0]
    const first = await admin.post(`/api/admin/orders/${order.id}/refund`, { amount: '12.50', items: [{ itemId: line.id, quantity: 1 }] }, { 'Idempotency-Key': uniqueName('k') })
    expect(first.body.account).toMatchObject({ unitsToSend: 1 })
    const rest = await admin.post(`/api/admin/orders/${order.id}/refund`, {}, { 'Idempotency-Key': uniqueName('k') })
    expect(rest.body).toMatchObject({ status: 'refunded', account: { unitsToSend: 0 } })

    const failed = stripe.failRefund(stripe.refundsFor(paymentIntentId).find((r) => r.amount === 1250)!.id)
    expect((await postWebhook(stripe.webhook('refund.failed', failed))).status).toBe(200)
    const after = await adminOrder(order.id)
    // The failed refund's tee is the buyer's again (its money did not go back); the rest stays refunded.
    expect(after.account).toMatchObject({ unitsToSend: 1, fulfilment: 'to-send' })
    const everythingLeft = after.account.refunds.find((r: { amount: string }) => cents(r.amount) === cents(order.total) - 1250)
    expect(everythingLeft).toMatchObject({ counts: true, lines: [expect.objectContaining({ itemId: line.id, quantity: 1 })] })
  })

  it('cancel refunds what remains and puts every unit back; one cancel is one refund; a fulfilled order cannot be cancelled', async () => {
    const { product, size } = (await catalogue(new ApiClient(shop.url))).sizedWithStock(2)
    const before = await stockOf(admin, product.id, size)
    const { order, paymentIntentId, email } = await placeOrder([{ productId: product.id, quantity: 2, size }])
    await admin.post(`/api/admin/orders/${order.id}/refund`, { amount: '1.00' }, { 'Idempotency-Key': uniqueName('k') })

    const cancelled = await admin.post(`/api/admin/orders/${order.id}/cancel`)
    expect(cancelled.status).toBe(200)
    expect(cancelled.body).toMatchObject({ status: 'cancelled', refunded: order.total })
    expect(cancelled.body.cancelledAt).toEqual(expect.any(String))
    expect(refundedAtStripe(paymentIntentId)).toBe(cents(order.total))
    expect(await stockOf(admin, product.id, size)).toBe(before)
    await mail.waitFor(email, /cancel/i)

    // Again: nothing more happens.
    expect((await admin.post(`/api/admin/orders/${order.id}/cancel`)).body.status).toBe('cancelled')
    expect(stripe.refundsFor(paymentIntentId)).toHaveLength(2)
    expect(await stockOf(admin, product.id, size)).toBe(before)

    const shipped = await placeOrder([{ productId: product.id, quantity: 1, size }])
    expect((await admin.patch(`/api/admin/orders/${shipped.order.id}`, { status: 'fulfilled' })).status).toBe(200)
    const refused = await admin.post(`/api/admin/orders/${shipped.order.id}/cancel`)
    expect(refused.status).toBe(409)
    expect(refused.body.message).toMatch(/cannot be cancelled: refund it instead/)
    expect(stripe.refundsFor(shipped.paymentIntentId)).toHaveLength(0)

    // PATCH status=cancelled means the same as POST /cancel (it used to neither refund nor restock).
    const viaStatus = await placeOrder([{ productId: product.id, quantity: 1, size }])
    const stockBefore = await stockOf(admin, product.id, size)
    const patched = await admin.patch(`/api/admin/orders/${viaStatus.order.id}`, { status: 'cancelled' })
    expect(patched.body).toMatchObject({ status: 'cancelled', refunded: viaStatus.order.total })
    expect(await stockOf(admin, product.id, size)).toBe(stockBefore + 1)
  })

  it('a refunded order cannot be cancelled, by either route: the units kept off sale stay off and no money moves (outside review 12)', async () => {
    const { product, size } = (await catalogue(new ApiClient(shop.url))).sizedWithStock(2)
    const { order, paymentIntentId } = await placeOrder([{ productId: product.id, quantity: 2, size }])
    const sold = await stockOf(admin, product.id, size)
    // "Everything left", nothing put back on sale (a stale card elsewhere still offers Cancel).
    expect((await admin.post(`/api/admin/orders/${order.id}/refund`, {}, { 'Idempotency-Key': uniqueName('k') })).body.status).toBe('refunded')
    for (const attempt of [() => admin.post(`/api/admin/orders/${order.id}/cancel`), () => admin.patch(`/api/admin/orders/${order.id}`, { status: 'cancelled' })]) {
      const refused = await attempt()
      expect(refused.status).toBe(409)
      expect(refused.body.message).toMatch(/has been refunded in full.*nothing left to cancel/)
    }
    expect(await stockOf(admin, product.id, size)).toBe(sold)
    expect(stripe.refundsFor(paymentIntentId)).toHaveLength(1)
    expect((await adminOrder(order.id)).status).toBe('refunded')
  })

  it('a cancel whose refund failed is finished by cancelling again: a new refund, not the failed one replayed, and the buyer hears of the money, not a second cancel', async () => {
    const { unsized } = await catalogue(new ApiClient(shop.url))
    const { order, paymentIntentId, email } = await placeOrder([{ productId: unsized.id, quantity: 1, size: null }])
    const number = order.id.slice(0, 8)
    expect((await admin.post(`/api/admin/orders/${order.id}/cancel`)).body.refunded).toBe(order.total)
    await mail.waitFor(email, /has been cancelled/)
    const failed = stripe.failRefund(stripe.refundsFor(paymentIntentId)[0].id)
    expect((await postWebhook(stripe.webhook('refund.failed', failed))).status).toBe(200)
    expect((await adminOrder(order.id)).refunded).toBe('0.00')
    await mail.waitFor(email, /did not go through/)

    const again = await admin.post(`/api/admin/orders/${order.id}/cancel`)
    expect(again.body).toMatchObject({ status: 'cancelled', refunded: order.total })
    expect(refundedAtStripe(paymentIntentId)).toBe(cents(order.total))
    expect(stripe.refundsFor(paymentIntentId)).toHaveLength(2)
    // They were told "cancelled" and then "your refund did not go through": now, that the money is back.
    const refunded = await mail.waitFor(email, new RegExp(`Your order #${number} has been refunded`))
    expect(refunded.text?.replace(/\s+/g, ' ')).toContain(`Your payment for this order has been refunded to your card: $${order.total}.`)
    expect(mail.received.filter((m) => m.envelopeTo.includes(email.toLowerCase()) && /has been cancelled/.test(m.subject ?? ''))).toHaveLength(1)
  })

  it('units whose size the shop no longer offers are not said to go back on sale: a named restock is refused, a cancel refunds them without', async () => {
    const image = (await catalogue(admin)).unsized.image as string
    const created = await admin.post('/api/products', { name: uniqueName('Gala Tee'), price: '20.00', image, sizes: ['M', 'XL'], sizeInventory: { M: 5, XL: 5 } })
    expect(created.status).toBe(201)
    const product = created.body
    const first = await placeOrder([{ productId: product.id, quantity: 1, size: 'XL' }, { productId: product.id, quantity: 1, size: 'M' }])
    // XL is discontinued: removing a size never puts units back on sale.
    expect((await admin.put(`/api/products/${product.id}`, { name: product.name, price: '20.00', image, sizes: ['M'], sizeInventory: { M: 4 } })).status).toBe(200)
    const [xl, m] = (await adminOrder(first.order.id)).account.lines

    const refused = await admin.post(`/api/admin/orders/${first.order.id}/refund`, { amount: '20.00', items: [{ itemId: xl.id, restock: true }] }, { 'Idempotency-Key': uniqueName('k') })
    expect(refused.status).toBe(400)
    expect(refused.body.message).toBe(`${product.name} (XL): XL is no longer offered, so these units cannot go back on sale. Refund them without putting them back, or offer XL again first.`)
    expect(stripe.refundsFor(first.paymentIntentId)).toHaveLength(0)

    // A cancel puts back what can go back (M) and refunds the rest without calling it restocked.
    const cancelled = await admin.post(`/api/admin/orders/${first.order.id}/cancel`)
    expect(cancelled.body).toMatchObject({ status: 'cancelled', refunded: first.order.total })
    const lines = cancelled.body.account.lines
    expect(lines.find((line: { id: string }) => line.id === xl.id)).toMatchObject({ refunded: 1, restocked: 0 })
    expect(lines.find((line: { id: string }) => line.id === m.id)).toMatchObject({ refunded: 1, restocked: 1 })
    expect(await stockOf(admin, product.id, 'M')).toBe(5)
    const [restock] = cancelled.body.account.refunds[0].lines.filter((line: { itemId: string }) => line.itemId === xl.id)
    expect(restock.restocked).toBe(false)
  })

  it('a cancel the card payments refuse leaves the order as it was, so the volunteer can cancel it again (outside review 12)', async () => {
    const { product, size } = (await catalogue(new ApiClient(shop.url))).sizedWithStock(1)
    const { order, paymentIntentId } = await placeOrder([{ productId: product.id, quantity: 1, size }])
    const sold = await stockOf(admin, product.id, size)
    stripe.rejectTheKey()
    try {
      const refused = await admin.post(`/api/admin/orders/${order.id}/cancel`, { reason: 'Buyer asked' })
      expect(refused.status).toBe(503)
      expect(refused.body.message).toBe('Payments are unavailable right now, please try again in a few minutes')
    } finally {
      stripe.failWith = null
    }
    // Not "cancelled, $0.00 refunded" with its units neither on sale nor to send: still to fulfil.
    expect(await adminOrder(order.id)).toMatchObject({ status: 'completed', refunded: '0.00', cancelledAt: null, account: { unitsToSend: 1 } })
    expect(await stockOf(admin, product.id, size)).toBe(sold)
    const again = await admin.post(`/api/admin/orders/${order.id}/cancel`, { reason: 'Buyer asked' })
    expect(again.body).toMatchObject({ status: 'cancelled', refunded: order.total })
    expect(refundedAtStripe(paymentIntentId)).toBe(cents(order.total))
    expect(await stockOf(admin, product.id, size)).toBe(sold + 1)
  })

  it('a cancel Stripe refused (its answer kept under the request\'s key) can be asked again, with the same reason or another (review 13)', async () => {
    const { unsized } = await catalogue(new ApiClient(shop.url))
    const { order, paymentIntentId } = await placeOrder([{ productId: unsized.id, quantity: 1, size: null }])
    stripe.refuseNextRefund()
    const refused = await admin.post(`/api/admin/orders/${order.id}/cancel`, { reason: 'Buyer asked' })
    expect([refused.status, refused.body.message]).toEqual([400, expect.stringMatching(/^Stripe could not make this refund: the Stripe balance is too low\./)])
    expect((await adminOrder(order.id)).status).toBe('completed')
    // The balance is topped up: the same cancel again is a new refund, not Stripe's first answer replayed.
    const again = await admin.post(`/api/admin/orders/${order.id}/cancel`, { reason: 'Buyer asked' })
    expect(again.body).toMatchObject({ status: 'cancelled', refunded: order.total })
    expect(refundedAtStripe(paymentIntentId)).toBe(cents(order.total))

    // And with another reason after a refusal: no "key already used for a different refund".
    const second = await placeOrder([{ productId: unsized.id, quantity: 1, size: null }])
    stripe.refuseNextRefund()
    expect((await admin.post(`/api/admin/orders/${second.order.id}/cancel`, { reason: 'Buyer asked' })).status).toBeGreaterThanOrEqual(400)
    const otherReason = await admin.post(`/api/admin/orders/${second.order.id}/cancel`, { reason: 'Sold out at the market' })
    expect(otherReason.body).toMatchObject({ status: 'cancelled', refunded: second.order.total })
  })

  it('refuses bad refund requests with a clear 400', async () => {
    const { unsized } = await catalogue(new ApiClient(shop.url))
    const { order } = await placeOrder([{ productId: unsized.id, quantity: 1, size: null }])
    for (const body of [{ amount: '0' }, { amount: '-1' }, { amount: '1.234' }, { amount: 'abc' }, { restock: 'yes' }]) {
      const res = await admin.post(`/api/admin/orders/${order.id}/refund`, body)
      expect(res.status).toBe(400)
      expect(res.body.message).toEqual(expect.any(String))
    }
    expect((await admin.post(`/api/admin/orders/${order.id}/refund`, {}, { 'Idempotency-Key': ' ' })).status).toBe(400)
    expect((await admin.post('/api/admin/orders/not-an-id/refund', {})).status).toBe(404)
    expect((await adminOrder(order.id)).refunded).toBe('0.00')
  })

  describe("the order's account: what was ordered, refunded and put back, what was paid, refunded and is left (issue 29)", () => {
    /** Two of a sized shirt and one unsized item, in town; the account as /admin/orders answers it. */
    async function twoLineOrder() {
      const { unsized, sizedWithStock } = await catalogue(new ApiClient(shop.url))
      const { product, size } = sizedWithStock(3)
      const placed = await placeOrder([
        { productId: product.id, quantity: 2, size },
        { productId: unsized.id, quantity: 1, size: null },
      ])
      const seen = await adminOrder(placed.order.id)
      return { ...placed, product, size, unsized, shirt: seen.account.lines[0], other: seen.account.lines[1] }
    }
    const refund = (id: string, body: object) => admin.post(`/api/admin/orders/${id}/refund`, body, { 'Idempotency-Key': uniqueName('k') })
    const privateOrder = async (order: { privatePath: string }) => (await new ApiClient(shop.url).get(`/api${order.privatePath}`)).body

    it('a partial refund with restock takes the unit off the order, puts it on sale, and says so to the buyer; all items refunded leaves To fulfil', async () => {
      const { order, email, product, size, shirt, other } = await twoLineOrder()
      const stockBefore = await stockOf(admin, product.id, size)
      const number = order.id.slice(0, 8)
      expect(shirt).toMatchObject({ ordered: 2, refunded: 0, restocked: 0, toSend: 2, refundedAmount: '0.00', reasons: [] })

      const res = await refund(order.id, { amount: product.price, items: [{ itemId: shirt.id, quantity: 1, restock: true }], reason: 'Wrong size' })
      expect(res.status).toBe(200)
      const { account } = res.body
      expect(account.lines[0]).toMatchObject({ ordered: 2, refunded: 1, restocked: 1, toSend: 1, refundedAmount: product.price, reasons: ['Wrong size'] })
      expect(account.lines[1]).toMatchObject({ ordered: 1, refunded: 0, toSend: 1 })
      expect(account).toMatchObject({ fulfilment: 'to-send', unitsToSend: 2, paid: order.total, refunded: product.price, paymentTaken: true })
      expect(cents(account.remaining)).toBe(cents(order.total) - cents(product.price))
      expect(account.refunds).toEqual([
        expect.objectContaining({ amount: product.price, reason: 'Wrong size', counts: true, lines: [expect.objectContaining({ itemId: shirt.id, quantity: 1, restocked: true, amount: product.price })] }),
      ])
      expect(account.charges.map((line: { kind: string }) => line.kind)).toEqual(['subtotal', 'shipping', 'fee'])
      expect(await stockOf(admin, product.id, size)).toBe(stockBefore + 1)
      // The buyer's page reads the same account.
      expect((await privateOrder(order)).account).toEqual(account)

      const mailed = await mail.waitFor(email, new RegExp(`of your order #${number} has been refunded`))
      expect(mailed.text).toContain(`For: 1 × ${product.name} (${size}): $${product.price}`)
      expect(mailed.text).toContain('Reason: Wrong size')
      expect(mailed.text).toContain('We are still preparing the rest of your order: 2 items.')
      expect(mailed.text).toContain(`1 of 2 refunded · $${product.price} back · Wrong size`)
      expect(mailed.text).not.toMatch(/Demo/)

      // Units already refunded cannot be refunded again; the rest of both lines, kept off sale.
      expect((await refund(order.id, { amount: '1.00', items: [{ itemId: shirt.id, quantity: 2 }] })).body.message).toBe(`Only 1 of ${product.name} (${size}) can still be refunded`)
      const rest = await refund(order.id, { amount: '1.00', items: [{ itemId: shirt.id }, { itemId: other.id }], reason: 'Out of stock' })
      expect(rest.body.account).toMatchObject({ fulfilment: 'nothing-to-send', unitsToSend: 0 })
      expect(rest.body.status).toBe('completed')
      expect(await stockOf(admin, product.id, size)).toBe(stockBefore + 1)
      // No longer to fulfil; the money left (shipping, fee, what was not refunded) can still go back.
      const listed = (await admin.get(`/api/admin/orders?q=${encodeURIComponent(email)}`)).body.orders[0]
      expect(listed.account.fulfilment).toBe('nothing-to-send')
      const everything = await refund(order.id, {})
      expect(everything.body).toMatchObject({ status: 'refunded', refunded: order.total })
      expect(everything.body.account).toMatchObject({ fulfilment: 'refunded', remaining: '0.00' })
    })

    it('refunds by amount that reach the total: each line says what came back for it, and the last e-mail says it was for the rest', async () => {
      const { order, email, product, size, unsized, shirt, other } = await twoLineOrder()
      const number = order.id.slice(0, 8)
      expect((await refund(order.id, { amount: dollars(cents(order.total) - 1) })).status).toBe(200)
      const last = await refund(order.id, { amount: '0.01' })
      expect(last.body.status).toBe('refunded')
      // The whole price of each line came back, not a cent shared out by the last refund.
      const lines = last.body.account.lines
      expect(lines.map((line: { id: string; refundedAmount: string }) => [line.id, line.refundedAmount])).toEqual([
        [shirt.id, dollars(2 * cents(product.price))],
        [other.id, unsized.price],
      ])
      const mailed = await mail.waitFor(email, new RegExp(`Your order #${number} has been refunded`))
      expect(mailed.text).toContain(`For: The rest of your order (2 × ${product.name} (${size}), 1 × ${unsized.name})`)
      expect(mailed.text).toContain(`Refunded · $${dollars(2 * cents(product.price))} back`)
    })

    // Each order of a line refund (with restock), a refund of money alone and a cancellation.
    const STEPS = ['line', 'money', 'cancel'] as const
    const permutations = (items: readonly string[]): string[][] =>
      items.length <= 1 ? [[...items]] : items.flatMap((item, i) => permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]))

    it.each(permutations(STEPS).map((steps) => [steps.join(' → '), steps]))('refund, restock and cancel: %s', async (_name, steps) => {
      const { order, email, product, size, shirt, paymentIntentId } = await twoLineOrder()
      const stockBefore = await stockOf(admin, product.id, size)
      let cancelled = false
      for (const step of steps) {
        let res
        if (step === 'cancel') res = await admin.post(`/api/admin/orders/${order.id}/cancel`, { reason: 'Buyer asked' })
        else if (step === 'line') res = await refund(order.id, { amount: product.price, items: [{ itemId: shirt.id, quantity: 1, restock: true }], reason: 'Wrong size' })
        else res = await refund(order.id, { amount: '1.00', reason: 'Late' })
        // Nothing is left to refund once the order is cancelled.
        expect([step, res.status]).toEqual([step, cancelled ? 400 : 200])
        if (step === 'cancel') cancelled = true
      }
      const { account, status, refunded } = await adminOrder(order.id)
      expect(status).toBe('cancelled')
      expect(refunded).toBe(order.total)
      expect(account).toMatchObject({ fulfilment: 'cancelled', unitsToSend: 0, paid: order.total, refunded: order.total, remaining: '0.00', cancelReason: 'Buyer asked' })
      for (const line of account.lines) expect(line).toMatchObject({ refunded: line.ordered, toSend: 0 })
      // Every unit of the shirt is back on sale exactly once, whatever came first.
      expect(account.lines[0].restocked).toBe(2)
      expect(await stockOf(admin, product.id, size)).toBe(stockBefore + 2)
      expect(refundedAtStripe(paymentIntentId)).toBe(cents(order.total))
      // The money per line never adds up to more than was refunded.
      expect(account.lines.reduce((sum: number, line: { refundedAmount: string }) => sum + cents(line.refundedAmount), 0)).toBeLessThanOrEqual(cents(order.total))
      const cancelMail = await mail.waitFor(email, /has been cancelled/)
      expect(cancelMail.text).toContain('Reason: Buyer asked.')
      expect(cancelMail.text).toContain('has been refunded to your card')
      expect(cancelMail.text).toMatch(/\[refunded\] .*Cancelled/s)
    })
  })

  describe('stock for products without sizes', () => {
    let image: string
    beforeAll(async () => {
      // A photo already in the library (uploads would go to PUBLIC_URL, which e-mail links need here).
      image = (await catalogue(new ApiClient(shop.url))).unsized.image
    })

    async function mug(stock: number | null, name = uniqueName('Mug')) {
      const res = await admin.post('/api/products', { name, description: 'Enamel', price: '12.00', image, sizes: [], sizeInventory: {}, stock })
      expect(res.status).toBe(201)
      return res.body
    }
    const stockOfMug = async (id: string) => ((await new ApiClient(shop.url).get('/api/products')).body as any[]).find((p) => p.id === id)?.stock

    it('two sold, the third refused, the count at 0; null is not tracked', async () => {
      const counted = await mug(2)
      expect(counted.stock).toBe(2)
      await placeOrder([{ productId: counted.id, quantity: 1, size: null }])
      await placeOrder([{ productId: counted.id, quantity: 1, size: null }])
      expect(await stockOfMug(counted.id)).toBe(0)
      const third = await new ApiClient(shop.url).post('/api/checkout/payment-intent', { deliveryMethod: 'in-town', cartItems: [{ productId: counted.id, quantity: 1, size: null }] })
      expect(third.status).toBe(409)
      expect(third.body.message ?? third.body.error).toMatch(/out of stock|left in stock/i)
      expect(await stockOfMug(counted.id)).toBe(0)

      const untracked = await mug(null)
      expect(untracked.stock).toBeNull()
      await placeOrder([{ productId: untracked.id, quantity: 5, size: null }])
      expect(await stockOfMug(untracked.id)).toBeNull()
    })

    it('PUT sets the count compare-and-set, refuses a negative or sized count, and a refund with restock puts units back', async () => {
      const counted = await mug(3)
      const product = (await admin.get('/api/admin/products')).body.find((p: any) => p.id === counted.id)
      const edit = { name: product.name, description: 'Enamel', price: '12.00', image, sizes: [], sizeInventory: {} }
      expect((await admin.put(`/api/products/${counted.id}`, { ...edit, stock: 7, expectedStock: 3 })).body.stock).toBe(7)
      const stale = await admin.put(`/api/products/${counted.id}`, { ...edit, stock: 9, expectedStock: 3 })
      expect(stale.status).toBe(409)
      expect(stale.body.stock).toBe(7)
      expect((await admin.put(`/api/products/${counted.id}`, { ...edit, stock: -1 })).status).toBe(400)
      expect((await admin.put(`/api/products/${counted.id}`, { ...edit, stock: 1.5 })).status).toBe(400)
      expect((await admin.put(`/api/products/${counted.id}`, { ...edit, sizes: ['M'], sizeInventory: { M: 1 }, stock: 4 })).status).toBe(400)

      const { order } = await placeOrder([{ productId: counted.id, quantity: 2, size: null }])
      expect(await stockOfMug(counted.id)).toBe(5)
      await admin.post(`/api/admin/orders/${order.id}/refund`, { restock: true }, { 'Idempotency-Key': uniqueName('k') })
      expect(await stockOfMug(counted.id)).toBe(7)
    })

    it('one low-stock e-mail per crossing of the level, not one per sale', async () => {
      const level = await admin.put('/api/settings/low-stock', { lowStockLevel: 3 })
      expect(level.status).toBe(200)
      expect((await admin.put('/api/settings/low-stock', { lowStockLevel: -1 })).status).toBe(400)
      const name = uniqueName('Tote')
      const tote = await mug(5, name)
      const alerts = () => mail.received.filter((m) => (m.subject ?? '').startsWith(`Low stock: ${name}`))
      await placeOrder([{ productId: tote.id, quantity: 1, size: null }]) // 4 left: above the level
      await placeOrder([{ productId: tote.id, quantity: 1, size: null }]) // 3 left: crossed
      await mail.waitFor(`${admin.username}@example.org`, new RegExp(`Low stock: ${name}, 3 left`))
      await placeOrder([{ productId: tote.id, quantity: 1, size: null }]) // 2 left: still low, no new mail
      await placeOrder([{ productId: tote.id, quantity: 2, size: null }]) // sold out: still the same crossing
      // A later mail for another reason proves the queue ran past these sales.
      const { unsized } = await catalogue(new ApiClient(shop.url))
      const marker = await placeOrder([{ productId: unsized.id, quantity: 1, size: null }])
      await mail.waitFor(`${admin.username}@example.org`, new RegExp(`#${marker.order.id.slice(0, 8)}`))
      expect(alerts().map((m) => m.subject)).toEqual([`Low stock: ${name}, 3 left`])
    })
  })

  describe('finding and exporting orders', () => {
    it('searches by buyer name, e-mail and order number, filters by status and dates', async () => {
      const { unsized } = await catalogue(new ApiClient(shop.url))
      const email = `${uniqueName('findme')}@example.org`
      const { order } = await placeOrder([{ productId: unsized.id, quantity: 1, size: null }], email)
      const ids = async (query: string) => ((await admin.get(`/api/admin/orders?${query}`)).body.orders as any[]).map((o) => o.id)

      expect(await ids(`q=${encodeURIComponent(email.toUpperCase())}`)).toEqual([order.id])
      expect(await ids(`q=${order.id.slice(0, 8)}`)).toEqual([order.id])
      expect(await ids(`q=%23${order.id.slice(0, 8)}`)).toEqual([order.id])
      expect(await ids('q=maria%20hodge')).toContain(order.id)
      expect(await ids(`q=${encodeURIComponent(email)}&status=cancelled`)).toEqual([])
      expect(await ids(`q=${encodeURIComponent(email)}&status=${order.status}`)).toEqual([order.id])
      expect(await ids(`q=${encodeURIComponent(email)}&from=2000-01-01&to=2999-12-31`)).toEqual([order.id])
      expect(await ids(`q=${encodeURIComponent(email)}&to=2000-01-01`)).toEqual([])
      // The last day a date field takes: every order up to it, not none (its next day, +010000-01-01, sorted before every date).
      expect(await ids(`q=${encodeURIComponent(email)}&to=9999-12-31`)).toEqual([order.id])
      const csv = await admin.get(`/api/admin/orders/export.csv?q=${encodeURIComponent(email)}&from=2000-01-01&to=9999-12-31`)
      expect(parseCsv(csv.text).slice(1).map((row) => row[1])).toEqual([`#${order.id.slice(0, 8)}`])
      for (const bad of ['status=lost', 'from=yesterday', 'from=2026-13-01', 'from=2026-05-02&to=2026-05-01']) {
        const res = await admin.get(`/api/admin/orders?${bad}`)
        expect(res.status).toBe(400)
        expect(res.body.message).toEqual(expect.any(String))
      }
    })

    it('exports one CSV row per order line with a header, same filters, parsed back', async () => {
      const { unsized, sizedWithStock } = await catalogue(new ApiClient(shop.url))
      const { product, size } = sizedWithStock(1)
      const email = `${uniqueName('csv')}@example.org`
      const { order } = await placeOrder(
        [
          { productId: product.id, quantity: 1, size },
          { productId: unsized.id, quantity: 2, size: null },
        ],
        email,
      )
      const res = await fetch(`${shop.url}/api/admin/orders/export.csv?q=${encodeURIComponent(email)}`, { headers: { cookie: admin.cookieHeader() } })
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toMatch(/^text\/csv/)
      expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"/)
      const csv = await res.text()
      const rows = parseCsv(csv)
      expect(rows[0]).toEqual([
        'Date',
        'Order number',
        'Buyer',
        'Email',
        'Phone',
        'Delivery',
        'Mailing address',
        'Product',
        'Size',
        'Quantity',
        'Units refunded',
        'Unit price',
        'Order subtotal',
        'Shipping',
        'promo_code',
        'discount',
        'Fee',
        'donation',
        'fee_contribution',
        'Total',
        'Refunded',
        'Status',
        'Demo (not paid)',
        'Carrier',
        'Tracking number',
        'Note for the shop',
      ])
      const col = (name: string) => rows[0].indexOf(name)
      const lines = rows.slice(1)
      expect(lines).toHaveLength(2)
      const [first, second] = lines
      expect(first[col('Order number')]).toBe(`#${order.id.slice(0, 8)}`)
      expect(first[col('Email')]).toBe(email)
      expect(first[col('Phone')]).toBe('340-555-0199')
      expect(first[col('Delivery')]).toBe('In town (St. John)')
      expect(first[col('Mailing address')]).toBe('')
      expect(first[col('Product')]).toBe(product.name)
      expect(first[col('Size')]).toBe(size)
      expect(second[col('Size')]).toBe('')
      expect(second[col('Quantity')]).toBe('2')
      expect(second[col('Unit price')]).toBe(unsized.price)
      expect(first[col('Total')]).toBe(order.total)
      // No promo code on this order (issue 31's columns): none, and no discount.
      expect(first[col('promo_code')]).toBe('')
      expect(first[col('discount')]).toBe('0.00')
      // No gift either (issue 27's columns).
      expect([first[col('donation')], first[col('fee_contribution')]]).toEqual(['0.00', '0.00'])
      expect(first[col('Refunded')]).toBe('0.00')
      expect(first[col('Status')]).toBe('To fulfil')
      // The order's amounts are on its first line only, so a column's sum is the real total.
      expect(second[col('Total')]).toBe('')

      // Refund one unit of the second line: its row says so, the order's status words follow.
      const unsizedLine = (await adminOrder(order.id)).account.lines[1]
      await admin.post(`/api/admin/orders/${order.id}/refund`, { amount: unsized.price, items: [{ itemId: unsizedLine.id, quantity: 1 }] }, { 'Idempotency-Key': uniqueName('k') })
      const after = parseCsv(await (await fetch(`${shop.url}/api/admin/orders/export.csv?q=${encodeURIComponent(email)}`, { headers: { cookie: admin.cookieHeader() } })).text())
      expect(after[2][col('Units refunded')]).toBe('1')
      expect(after[1][col('Refunded')]).toBe(unsized.price)

      // Every order number of the whole export stays text when a spreadsheet opens it.
      const all = await (await fetch(`${shop.url}/api/admin/orders/export.csv`, { headers: { cookie: admin.cookieHeader() } })).text()
      const numbers = parseCsv(all).slice(1).map((row) => row[col('Order number')])
      expect(numbers.length).toBeGreaterThan(5)
      expect(numbers.filter((cell) => spreadsheetCellType(cell) !== 'text')).toEqual([])
      const sheet = await readWithLibreOffice(all)
      if (sheet) expect(sheet.slice(1).filter((row) => row[col('Order number')].type !== 'text')).toEqual([])
    })

    it('the summary counts sales and units of this month and year, and money refunded', async () => {
      const res = await admin.get('/api/admin/orders/summary')
      expect(res.status).toBe(200)
      expect(res.body.month).toMatchObject({ sales: expect.stringMatching(/^\d+\.\d{2}$/), units: expect.any(Number), refunded: expect.stringMatching(/^\d+\.\d{2}$/) })
      expect(res.body.year.units).toBeGreaterThanOrEqual(res.body.month.units)
      expect(cents(res.body.year.refunded)).toBeGreaterThan(0)
    })
  })

  it('answers 401 signed out and 403 to a customer on every new route', async () => {
    const customer = await signUpCustomer(shop.url)
    const stranger = new ApiClient(shop.url)
    const { unsized } = await catalogue(stranger)
    const { order } = await placeOrder([{ productId: unsized.id, quantity: 1, size: null }])
    const routes: [string, string, unknown?][] = [
      ['POST', `/api/admin/orders/${order.id}/refund`, {}],
      ['POST', `/api/admin/orders/${order.id}/cancel`],
      ['GET', '/api/admin/orders?q=maria'],
      ['GET', '/api/admin/orders/export.csv'],
      ['GET', '/api/admin/orders/summary'],
      ['GET', '/api/settings/low-stock'],
      ['PUT', '/api/settings/low-stock', { lowStockLevel: 5 }],
      ['GET', '/api/admin/products'],
      ['PATCH', `/api/products/${unsized.id}/visibility`, { hidden: true }],
      ['DELETE', `/api/products/${unsized.id}`],
    ]
    for (const [method, path, body] of routes) {
      expect([method, path, (await stranger.request(method, path, body)).status]).toEqual([method, path, 401])
      expect([method, path, (await customer.request(method, path, body)).status]).toEqual([method, path, 403])
    }
    expect((await adminOrder(order.id)).status).toBe(order.status)
    expect(stripe.refundsFor(order.paymentIntentId ?? '')).toHaveLength(0)
  })

  describe('an order marked shipped or fulfilled on the panel (its REST API)', () => {
    let panelShop: Shop
    let panelAdmin: ApiClient & { username: string }
    beforeAll(async () => {
      panelShop = await startShop({ seed: 'demo', panel: true, env: { ...stripe.env(), PUBLIC_URL: 'http://shop.test' } })
      panelAdmin = await setUpAdmin(panelShop.url)
    })
    afterAll(async () => {
      await panelShop?.stop()
    })

    async function paidOrder(deliveryMethod: 'in-town' | 'out-of-town') {
      const guest = new ApiClient(panelShop.url)
      const { unsized } = await catalogue(guest)
      const intent = await guest.post('/api/checkout/payment-intent', { deliveryMethod, cartItems: [{ productId: unsized.id, quantity: 1, size: null }] })
      stripe.pay(intent.body.paymentIntentId)
      const shippingAddress = deliveryMethod === 'out-of-town' ? '12 Palm Rd, Christiansted, VI 00820' : null
      const form = { customerName: 'Maria Hodge', customerEmail: `${uniqueName('panel')}@example.org`, customerPhone: '340-555-0199', deliveryMethod, shippingAddress }
      const order = await guest.post('/api/orders', { ...form, paymentIntentId: intent.body.paymentIntentId, clientSecret: intent.body.clientSecret })
      expect(order.status).toBe(201)
      return { id: order.body.id as string, paymentIntentId: intent.body.paymentIntentId as string }
    }
    const listed = async (id: string) => ((await panelAdmin.get(`/api/admin/orders?q=${id.slice(0, 8)}`)).body.orders as any[]).find((order) => order.id === id)

    it('keeps the day it was marked, as /admin/orders does; a full refund that fails puts it back as fulfilled, not among the orders to fulfil', async () => {
      const handedOver = await paidOrder('in-town')
      expect((await panelAdmin.patch(`/cms-api/orders/${handedOver.id}`, { status: 'fulfilled' })).status).toBe(200)
      expect(await listed(handedOver.id)).toMatchObject({ status: 'fulfilled', fulfilledAt: expect.any(String) })
      const mailed = await paidOrder('out-of-town')
      expect((await panelAdmin.patch(`/cms-api/orders/${mailed.id}`, { status: 'shipped' })).status).toBe(200)
      expect(await listed(mailed.id)).toMatchObject({ status: 'shipped', shippedAt: expect.any(String) })

      // Refunded in full (it came back), and the card refuses the refund: the goods were handed over, so it is fulfilled again.
      expect((await panelAdmin.post(`/api/admin/orders/${handedOver.id}/refund`, {}, { 'Idempotency-Key': uniqueName('k') })).body.status).toBe('refunded')
      const refund = stripe.failRefund(stripe.refundsFor(handedOver.paymentIntentId)[0].id)
      const event = stripe.webhook('refund.failed', refund)
      const answer = await fetch(`${panelShop.url}/api/stripe/webhooks`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': event.header }, body: event.payload })
      expect(answer.status).toBe(200)
      expect(await listed(handedOver.id)).toMatchObject({ status: 'fulfilled', refunded: '0.00', account: expect.objectContaining({ fulfilment: 'fulfilled' }) })
      expect((await panelAdmin.get('/api/admin/orders?show=to-fulfil')).body.orders.map((order: { id: string }) => order.id)).not.toContain(handedOver.id)
    })

    it("the days it was fulfilled, refunded or cancelled are the shop's to write, as the shipped day is: not set or cleared through the REST API", async () => {
      const open = await paidOrder('in-town')
      const made = { fulfilledAt: '2026-01-02T15:00:00.000Z', refundedAt: '2026-01-02T15:00:00.000Z', cancelledAt: '2026-01-02T15:00:00.000Z' }
      expect((await panelAdmin.patch(`/cms-api/orders/${open.id}`, made)).status).toBe(200)
      expect(await listed(open.id)).toMatchObject({ status: 'completed', fulfilledAt: null, cancelledAt: null })
      expect((await panelAdmin.get(`/cms-api/orders/${open.id}`)).body).toMatchObject({ fulfilledAt: null, refundedAt: null, cancelledAt: null })
      const handedOver = await paidOrder('in-town')
      const fulfilled = (await panelAdmin.patch(`/api/admin/orders/${handedOver.id}`, { status: 'fulfilled' })).body.fulfilledAt
      expect((await panelAdmin.patch(`/cms-api/orders/${handedOver.id}`, { fulfilledAt: null })).status).toBe(200)
      expect(await listed(handedOver.id)).toMatchObject({ status: 'fulfilled', fulfilledAt: fulfilled })
    })
  })
})

async function until(condition: () => boolean, deadlineMs = 15_000): Promise<void> {
  const end = Date.now() + deadlineMs
  while (!condition()) {
    if (Date.now() > end) throw new Error('condition not met in time')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}
