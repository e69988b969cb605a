import { createClient } from '@libsql/client'
import path from 'node:path'

import { ApiClient } from '../support/apiClient'
import { setUpAdmin, signUpCustomer, uniqueName } from '../support/accounts'
import { buyerOrderForm, catalogue, stockOf } from '../support/checkout'
import { type FakeStripe, startFakeStripe } from '../support/fakeStripe'
import { type MailServer, startMailServer } from '../support/mailServer'
import { startShop, type Shop } from '../support/shopProcess'

const sqliteOnly = process.env.TEST_DATABASE === 'mongodb' ? it.skip : it

/**
 * Issue 28, item 1: a paid payment is never dropped. A shop process is killed between the payment's
 * claim (stock taken) and its order; the webhook answers 5xx (and records nothing) while the outcome
 * is undecided; the sweeper of the processes still running (two of them, on the same database,
 * while webhooks and browsers ask at the same moment) finishes each claim exactly once, or refunds
 * it when the payment was refunded meanwhile, and the administrators and the buyer are told.
 */
describe('a paid payment ends as one order or one refund, whatever dies when', () => {
  let stripe: FakeStripe
  let mail: MailServer
  /** The process everyone talks to first: it sweeps only hourly, so nothing is recovered until the sweepers start. */
  let shop: Shop
  let admin: ApiClient & { username: string }
  const others: Shop[] = []

  beforeAll(async () => {
    stripe = await startFakeStripe()
    mail = await startMailServer()
    shop = await startShop({ seed: 'demo', env: env({ ORDER_SWEEP_SECONDS: '3600' }) })
    admin = await setUpAdmin(shop.url)
  })
  afterAll(async () => {
    await Promise.all([shop, ...others].map((s) => s?.stop()))
    await stripe?.stop()
    await mail?.stop()
  })

  function env(extra: Record<string, string>) {
    return { ...stripe.env(), ...mail.env(), PUBLIC_URL: 'http://shop.test', ...extra }
  }
  /** Another process on the same database. */
  async function alsoOnTheDatabase(extra: Record<string, string>) {
    const other = await startShop({ dataDir: shop.dataDir, databaseName: shop.databaseName, env: env(extra) })
    others.push(other)
    return other
  }
  const postWebhook = (to: Shop, event: { payload: string; header: string }) =>
    fetch(`${to.url}/api/stripe/webhooks`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': event.header }, body: event.payload })
  async function ordersFor(paymentIntentId: string) {
    return ((await admin.get('/api/admin/orders')).body.orders as any[]).filter((order) => order.paymentIntentId === paymentIntentId)
  }
  async function until(condition: () => Promise<boolean> | boolean, what: string) {
    const deadline = Date.now() + 60_000
    while (!(await condition())) {
      if (Date.now() > deadline) throw new Error(`not in time: ${what}`)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  /** The stock as this process's catalogue shows it, once it shows `expected` (another process's write shows within a second). */
  async function stockBecomes(productId: string, size: string, expected: number) {
    await until(async () => (await stockOf(new ApiClient(shop.url), productId, size)) === expected, `stock of ${productId} ${size} at ${expected}`)
    return stockOf(new ApiClient(shop.url), productId, size)
  }
  const allLogs = () => [shop, ...others].map((s) => s.logs()).join('\n')
  const adminMails = (pattern: RegExp) => mail.received.filter((m) => m.envelopeTo.includes(`${admin.username}@example.org`) && pattern.test(m.subject ?? ''))

  it('finishes or refunds the claims of a killed process exactly once, with two sweepers and webhooks at the same moment', async () => {
    const guest = new ApiClient(shop.url)
    const { products } = await catalogue(guest)
    // Four different product sizes with stock to spare, so each payment's units can be counted apart.
    const pairs = products.flatMap((product: any) => product.sizes.filter((size: string) => product.sizeInventory[size] >= 2).map((size: string) => ({ product, size })))
    const pick = (i: number): { product: any; size: string } => pairs[i]

    // Four paid payments: three guests and a customer whose account an administrator deletes later.
    const payments = await Promise.all(
      [0, 1, 2, 3].map(async (i) => {
        const { product, size } = pick(i)
        const email = `${uniqueName('buyer')}@example.org`
        const customer = i === 3 ? await signUpCustomer(shop.url) : null
        const buyer = customer ?? new ApiClient(shop.url)
        const cartItems = [{ productId: product.id, quantity: 1, size }]
        if (customer) await customer.post('/api/cart', cartItems[0])
        const intent = (await buyer.post('/api/checkout/payment-intent', { deliveryMethod: 'in-town', ...(customer ? {} : { cartItems }) })).body
        const paid = stripe.pay(intent.paymentIntentId, { name: 'Billing Name', email, phone: '340-555-0100' })
        return { buyer, customer, intent, paid, product, size, email, form: buyerOrderForm(intent, { customerName: `Buyer ${i}`, customerEmail: email }) }
      }),
    )
    const [finished, refunded, raced, orphaned] = payments
    const stockBefore = new Map<string, number>()
    for (const p of payments) stockBefore.set(`${p.product.id}:${p.size}`, await stockOf(guest, p.product.id, p.size))

    // A process takes each payment's claim (the stock) and dies before writing the order.
    const doomed = await alsoOnTheDatabase({ SHOP_TEST_FAULT: 'hang-after-claim', ORDER_SWEEP_SECONDS: '3600' })
    const hanging = payments.map((p) => new ApiClient(doomed.url).request('POST', '/api/orders', p.form, p.customer ? { cookie: p.customer.cookieHeader() } : {}).catch(() => null))
    await until(() => (doomed.logs().match(/test fault: hanging after the claim/g) ?? []).length === payments.length, 'four claims taken')
    await doomed.kill()
    void Promise.all(hanging)
    for (const p of payments) expect(await stockBecomes(p.product.id, p.size, stockBefore.get(`${p.product.id}:${p.size}`)! - 1)).toBe(stockBefore.get(`${p.product.id}:${p.size}`)! - 1)

    // Undecided: the webhook answers 503 and records nothing, so Stripe sends it again later.
    const event = stripe.webhook('payment_intent.succeeded', finished.paid)
    expect((await postWebhook(shop, event)).status).toBe(503)
    expect((await postWebhook(shop, event)).status).toBe(503)
    expect(await ordersFor(finished.intent.paymentIntentId)).toEqual([])

    // Meanwhile: the second payment is refunded in part from the Stripe dashboard; the customer's account is deleted.
    stripe.refundInDashboard(refunded.intent.paymentIntentId, 100)
    const db = createClient({ url: `file:${path.join(shop.dataDir, 'shop.db')}` })
    const me = (await orphaned.customer!.get('/api/auth/user')).body
    if (process.env.TEST_DATABASE !== 'mongodb') {
      await db.execute({ sql: 'DELETE FROM carts WHERE user_id = ?', args: [me.id] })
      await db.execute({ sql: 'DELETE FROM users WHERE id = ?', args: [me.id] })
    }
    db.close()

    // Two sweeping processes start while Stripe and the buyers' browsers ask at the same moment.
    const sweepers = Promise.all([alsoOnTheDatabase({ ORDER_SWEEP_SECONDS: '1' }), alsoOnTheDatabase({ ORDER_SWEEP_SECONDS: '1' })])
    const [c, d] = await sweepers
    const racedEvent = stripe.webhook('payment_intent.succeeded', raced.paid)
    const answers = await Promise.all([
      postWebhook(shop, racedEvent).then((r) => r.status),
      postWebhook(c, racedEvent).then((r) => r.status),
      postWebhook(d, racedEvent).then((r) => r.status),
      postWebhook(c, event).then((r) => r.status),
      new ApiClient(c.url).post('/api/orders', raced.form).then((r) => r.status),
      new ApiClient(d.url).post('/api/orders', raced.form).then((r) => r.status),
    ])
    for (const status of answers) expect([200, 201, 409, 503]).toContain(status)

    await until(async () => (await ordersFor(finished.intent.paymentIntentId)).length === 1, 'the first payment\'s order')
    await until(async () => (await ordersFor(raced.intent.paymentIntentId)).length === 1, 'the raced payment\'s order')
    await until(async () => (await ordersFor(orphaned.intent.paymentIntentId)).length === 1, 'the deleted customer\'s order')
    await until(() => stripe.refundsFor(refunded.intent.paymentIntentId).reduce((sum, r) => sum + r.amount, 0) === refunded.paid.amount, 'the refund of the rest')

    // Stripe's retries now find the outcome decided.
    expect((await postWebhook(shop, event)).status).toBe(200)
    expect((await postWebhook(c, racedEvent)).status).toBe(200)

    // Exactly one outcome each: one order with the buyer's own form, or a full refund and no order.
    for (const p of [finished, raced]) {
      const [order] = await ordersFor(p.intent.paymentIntentId)
      expect(order).toMatchObject({ customerName: p.form.customerName, customerEmail: p.email, total: (p.paid.amount / 100).toFixed(2) })
      expect(stripe.refundsFor(p.intent.paymentIntentId)).toEqual([])
      expect(await stockBecomes(p.product.id, p.size, stockBefore.get(`${p.product.id}:${p.size}`)! - 1)).toBe(stockBefore.get(`${p.product.id}:${p.size}`)! - 1)
    }
    expect(await ordersFor(refunded.intent.paymentIntentId)).toEqual([])
    expect(await stockBecomes(refunded.product.id, refunded.size, stockBefore.get(`${refunded.product.id}:${refunded.size}`)!)).toBe(stockBefore.get(`${refunded.product.id}:${refunded.size}`))
    // The deleted customer's order is a guest order (no account to link it to).
    const [guestOrder] = await ordersFor(orphaned.intent.paymentIntentId)
    expect(guestOrder).toMatchObject({ customerName: orphaned.form.customerName, customerEmail: orphaned.email })

    // Told: the buyer whose payment went back, and the administrators once per payment.
    await mail.waitFor(refunded.email, /refunded/i)
    await until(() => adminMails(/finished/i).length >= 3 && adminMails(/refunded/i).length >= 1, 'the administrators\' alerts')
    for (const p of [finished, raced, orphaned]) expect(adminMails(new RegExp(p.intent.paymentIntentId)).length).toBe(1)
    expect(adminMails(new RegExp(refunded.intent.paymentIntentId)).length).toBe(1)
    // Each claim was recovered once, by the first sweep (or request) that found it stale.
    for (const p of payments) expect(allLogs().match(new RegExp(`"msg":"payment claim recovered"[^\\n]*${p.intent.paymentIntentId}`, 'g'))).toHaveLength(1)
    expect(allLogs()).not.toMatch(/"msg":"payment claim not recovered"/)
  })

  /** A guest's paid payment: its intent, the fake Stripe's paid intent, and the product size it takes. */
  async function guestPays(name: string) {
    const guest = new ApiClient(shop.url)
    const { product, size } = (await catalogue(guest)).sizedWithStock(2)
    const email = `${uniqueName(name)}@example.org`
    const intent = (await guest.post('/api/checkout/payment-intent', { deliveryMethod: 'in-town', cartItems: [{ productId: product.id, quantity: 1, size }] })).body
    const paid = stripe.pay(intent.paymentIntentId, { name: 'Billing Name', email, phone: '340-555-0102' })
    return { guest, intent, paid, product, size, email, form: buyerOrderForm(intent, { customerName: 'Form Name', customerEmail: email }) }
  }
  const claimOf = async (db: ReturnType<typeof createClient>, paymentIntentId: string) =>
    (await db.execute({ sql: 'SELECT state, draft FROM order_claims WHERE payment_intent_id = ?', args: [paymentIntentId] })).rows[0]
  const unitsOf = async (db: ReturnType<typeof createClient>, productId: string, size: string) =>
    Number((await db.execute({ sql: 'SELECT quantity FROM products_stock WHERE _parent_id = ? AND size = ?', args: [productId, size] })).rows[0].quantity)
  const anHourAgo = () => new Date(Date.now() - 3_600_000).toISOString()

  sqliteOnly('a claim left reserved after its order was written is completed, never refunded, even once part of the payment went back', async () => {
    const p = await guestPays('written')
    expect((await p.guest.post('/api/orders', p.form)).status).toBe(201)
    const db = createClient({ url: `file:${path.join(shop.dataDir, 'shop.db')}` })
    try {
      const unitsAfterSale = await unitsOf(db, p.product.id, p.size)
      // A volunteer gives part of it back in the Stripe dashboard (its webhook comes later).
      stripe.refundInDashboard(p.intent.paymentIntentId, 100)
      // What a process killed between writing the order and marking its claim completed leaves behind.
      await db.execute({ sql: "UPDATE order_claims SET state = 'reserved', \"order\" = NULL, updated_at = ? WHERE payment_intent_id = ?", args: [anHourAgo(), p.intent.paymentIntentId] })
      await alsoOnTheDatabase({ ORDER_SWEEP_SECONDS: '1' })
      await until(async () => (await claimOf(db, p.intent.paymentIntentId)).state !== 'reserved', 'the claim decided')

      expect((await claimOf(db, p.intent.paymentIntentId)).state).toBe('completed')
      expect(stripe.refundsFor(p.intent.paymentIntentId).map((refund) => refund.amount)).toEqual([100])
      expect(await ordersFor(p.intent.paymentIntentId)).toHaveLength(1)
      expect(await unitsOf(db, p.product.id, p.size)).toBe(unitsAfterSale)
    } finally {
      db.close()
    }
  })

  sqliteOnly('a claim whose stored order is damaged is finished from the payment, not retried for ever', async () => {
    const p = await guestPays('damaged')
    const db = createClient({ url: `file:${path.join(shop.dataDir, 'shop.db')}` })
    try {
      const unitsBefore = await unitsOf(db, p.product.id, p.size)
      // A process takes the claim (and the unit) and dies; the claim's draft is then found damaged.
      const doomed = await alsoOnTheDatabase({ SHOP_TEST_FAULT: 'hang-after-claim', ORDER_SWEEP_SECONDS: '3600' })
      const hanging = new ApiClient(doomed.url).post('/api/orders', p.form).catch(() => null)
      await until(() => doomed.logs().includes(p.intent.paymentIntentId), 'the claim taken')
      await doomed.kill()
      void hanging
      const draft = JSON.parse(String((await claimOf(db, p.intent.paymentIntentId)).draft))
      const damaged = { ...draft, lines: [{ productId: p.product.id, size: p.size }] }
      await db.execute({ sql: 'UPDATE order_claims SET draft = ?, updated_at = ? WHERE payment_intent_id = ?', args: [JSON.stringify(damaged), anHourAgo(), p.intent.paymentIntentId] })

      await alsoOnTheDatabase({ ORDER_SWEEP_SECONDS: '1' })
      await until(async () => (await claimOf(db, p.intent.paymentIntentId)).state !== 'reserved', 'the claim decided')
      expect((await claimOf(db, p.intent.paymentIntentId)).state).toBe('completed')
      const [order] = await ordersFor(p.intent.paymentIntentId)
      expect(order).toMatchObject({ customerEmail: p.email, total: (p.paid.amount / 100).toFixed(2) })
      expect(stripe.refundsFor(p.intent.paymentIntentId)).toEqual([])
      expect(await unitsOf(db, p.product.id, p.size)).toBe(unitsBefore - 1)
    } finally {
      db.close()
    }
  })

  sqliteOnly('a customer deleted between payment and webhook: the order is made as a guest order', async () => {
    const customer = await signUpCustomer(shop.url)
    const { unsized } = await catalogue(customer)
    await customer.post('/api/cart', { productId: unsized.id, quantity: 1 })
    const intent = (await customer.post('/api/checkout/payment-intent', { deliveryMethod: 'in-town' })).body
    const email = `${uniqueName('gone')}@example.org`
    const paid = stripe.pay(intent.paymentIntentId, { name: 'Gone Customer', email, phone: '340-555-0101' })
    const me = (await customer.get('/api/auth/user')).body
    const db = createClient({ url: `file:${path.join(shop.dataDir, 'shop.db')}` })
    await db.execute({ sql: 'DELETE FROM carts WHERE user_id = ?', args: [me.id] })
    await db.execute({ sql: 'DELETE FROM users WHERE id = ?', args: [me.id] })
    db.close()

    expect((await postWebhook(shop, stripe.webhook('payment_intent.succeeded', paid))).status).toBe(200)
    const [order] = await ordersFor(intent.paymentIntentId)
    expect(order).toMatchObject({ customerName: 'Gone Customer', customerEmail: email })
    await mail.waitFor(email, /receipt|order/i)
  })
})
