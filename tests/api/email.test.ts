import { SHOP_TIME_ZONE } from '@shared/shopTime'

import { ApiClient } from '../support/apiClient'
import { setUpAdmin, signUpCustomer, TEST_PASSWORD, uniqueName } from '../support/accounts'
import { buyInDemoMode, catalogue } from '../support/checkout'
import { type FakeStripe, startFakeStripe } from '../support/fakeStripe'
import { type MailServer, type ReceivedMail, SMTP_USER, startMailServer } from '../support/mailServer'
import { startShop, type Shop } from '../support/shopProcess'

/** Links in e-mails point at PUBLIC_URL; the tests follow them on the shop's real address. */
const PUBLIC_URL = 'http://shop.test'

function linkIn(mail: ReceivedMail, path: RegExp): string {
  const match = new RegExp(`${PUBLIC_URL.replace(/\./g, '\\.')}(${path.source})`).exec(mail.text ?? '')
  if (!match) throw new Error(`no link matching ${path} in:\n${mail.text}`)
  return match[1]
}

/** A guest pays with Stripe and the browser reports the order, exactly as the checkout page does. */
async function placeGuestOrder(shop: Shop, stripe: FakeStripe, form: Record<string, unknown>, lines: { productId: string; quantity: number; size: string | null }[]) {
  const guest = new ApiClient(shop.url)
  const intent = await guest.post('/api/checkout/payment-intent', { deliveryMethod: form.deliveryMethod, cartItems: lines })
  if (intent.status !== 200) throw new Error(`payment intent: ${intent.status} ${intent.text}`)
  stripe.pay(intent.body.paymentIntentId)
  const order = await guest.post('/api/orders', { ...form, paymentIntentId: intent.body.paymentIntentId, clientSecret: intent.body.clientSecret })
  return { order, paymentIntentId: intent.body.paymentIntentId as string }
}

describe('e-mail: receipts, notices, status notices, private order links (a real SMTP server)', () => {
  let mail: MailServer
  let stripe: FakeStripe
  let shop: Shop
  let admin: ApiClient & { username: string }

  beforeAll(async () => {
    mail = await startMailServer()
    stripe = await startFakeStripe()
    shop = await startShop({ seed: 'demo', env: { ...stripe.env(), ...mail.env(), PUBLIC_URL } })
    admin = await setUpAdmin(shop.url)
    const footer = await admin.put('/api/settings/footer', { contactEmail: 'hello@rescue.example.org', contactPhone: '(340) 555-0123', contactLocation: 'Cruz Bay, St. John' })
    expect(footer.status).toBe(200)
  })
  afterAll(async () => {
    await shop?.stop()
    await stripe?.stop()
    await mail?.stop()
  })

  it('says at start that the mail server answered', async () => {
    expect(await shop.untilLogged(/"msg":"the mail server answered"/)).toBe(true)
  })

  it('sends the buyer a receipt (both parts, escaped, with the private link) and the administrators a notice', async () => {
    const { products, sizedWithStock } = await catalogue(new ApiClient(shop.url))
    const { product, size } = sizedWithStock(2)
    const unsized = products.find((p) => p.sizes.length === 0)!
    const email = `${uniqueName('buyer')}@example.org`
    const { order } = await placeGuestOrder(
      shop,
      stripe,
      {
        customerName: 'Ana <script>alert(1)</script> Hodge',
        customerEmail: email,
        customerPhone: '340-555-0199',
        deliveryMethod: 'out-of-town',
        shippingAddress: '12 Palm & Pine <b>Rd</b>\nChristiansted, VI 00820',
      },
      [
        { productId: product.id, quantity: 2, size },
        { productId: unsized.id, quantity: 1, size: null },
      ],
    )
    expect(order.status).toBe(201)
    const number = order.body.id.slice(0, 8)

    const receipt = await mail.waitFor(email, new RegExp(`#${number}.*receipt`))
    expect(mail.logins).toContain(SMTP_USER)
    expect(receipt.from?.text).toBe('"Community Rescue Shop" <shop@example.org>')
    const text = receipt.text ?? ''
    for (const expected of [
      `#${number}`,
      `${product.name} (Size ${size} · Qty 2)`,
      `${unsized.name} (Qty 1)`,
      `Subtotal: $${order.body.subtotal}`,
      'Shipping: $15.00',
      `Processing fee: $${order.body.processingFee}`,
      `Total: $${order.body.total}`,
      '12 Palm & Pine <b>Rd</b>',
      'Christiansted, VI 00820',
      'hello@rescue.example.org',
      '(340) 555-0123',
      'Cruz Bay, St. John',
      'not a tax-deductible donation',
    ]) {
      expect(text).toContain(expected)
    }
    // The shop's year (on New Year's Eve after 20:00 there, UTC is already in the next one).
    expect(text).toMatch(new Date(order.body.createdAt).toLocaleDateString('en-US', { timeZone: SHOP_TIME_ZONE, year: 'numeric' }))
    expect(text.replace(/not a tax-deductible donation/g, '')).not.toMatch(/deductib/i)

    const html = String(receipt.html)
    expect(html).toContain('Ana &lt;script&gt;alert(1)&lt;/script&gt; Hodge')
    expect(html).toContain('12 Palm &amp; Pine &lt;b&gt;Rd&lt;/b&gt;<br>Christiansted')
    expect(html).not.toContain('<script>')
    expect(html).toContain(`$${order.body.total}`)
    expect(html).toContain('width=device-width')
    expect(html.replace(/not a tax-deductible donation/g, '')).not.toMatch(/deductib/i)
    const logo = receipt.attachments.find((a) => a.contentType === 'image/png')
    expect(logo?.cid).toBeTruthy()
    // mailparser shows the inline logo (cid:) as the attached picture itself.
    expect(html).toContain('<img src="data:image/png;base64,')

    // The private link shows the order to whoever holds it; anything else is a plain 404.
    const link = linkIn(receipt, /\/orders\/[^?\s]+\?token=[A-Za-z0-9_-]+/)
    const viewer = new ApiClient(shop.url)
    const viewed = await viewer.get(`/api${link}`)
    expect(viewed.status).toBe(200)
    expect(viewed.headers.get('cache-control')).toBe('no-store')
    expect(viewed.body).toMatchObject({ id: order.body.id, status: 'completed', total: order.body.total, shippingAddress: expect.stringContaining('Christiansted') })
    expect(viewed.body.items).toEqual(
      expect.arrayContaining([expect.objectContaining({ productName: product.name, size, quantity: 2 }), expect.objectContaining({ productName: unsized.name, quantity: 1 })]),
    )
    expect(viewed.body).not.toHaveProperty('customerEmail')
    expect(viewed.body).not.toHaveProperty('customerPhone')
    const token = new URL(link, PUBLIC_URL).searchParams.get('token')!
    for (const wrong of [`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`, '', 'x'.repeat(43)]) {
      const res = await viewer.get(`/api/orders/${order.body.id}?token=${encodeURIComponent(wrong)}`)
      expect([res.status, res.body.message]).toEqual([404, 'Order not found'])
    }
    expect((await viewer.get(`/api/orders/${order.body.id}`)).status).toBe(404)
    expect((await viewer.get(`/api/orders/not-an-id?token=${token}`)).status).toBe(404)

    const notice = await mail.waitFor(`${admin.username}@example.org`, new RegExp(`New order #${number}`))
    expect(notice.text).toContain(`${product.name} (Size ${size} · Qty 2)`)
    expect(notice.text).toContain('Mailed to:')
    expect(notice.text).toContain('Christiansted, VI 00820')
    expect(notice.text).toContain(`${PUBLIC_URL}/admin/orders`)
    expect(String(notice.html)).toContain('Ana &lt;script&gt;')
  })

  it('tells the buyer when the order is fulfilled, or cancelled and refunded', async () => {
    const { sizedWithStock } = await catalogue(new ApiClient(shop.url))
    const { product, size } = sizedWithStock(1)
    const email = `${uniqueName('status')}@example.org`
    const { order } = await placeGuestOrder(
      shop,
      stripe,
      { customerName: 'Ben Status', customerEmail: email, customerPhone: '340-555-0100', deliveryMethod: 'in-town', shippingAddress: null },
      [{ productId: product.id, quantity: 1, size }],
    )
    const number = order.body.id.slice(0, 8)
    const receipt = await mail.waitFor(email, /receipt/)
    expect(receipt.text).toContain('In town (St. John), free: we will contact you to arrange pickup or hand-over.')

    expect((await admin.patch(`/api/admin/orders/${order.body.id}`, { status: 'fulfilled' })).status).toBe(200)
    // In town: ready or handed over, never "on its way" (out of town: tests/e2e/admin-refunds-and-products.test.ts).
    const fulfilled = await mail.waitFor(email, new RegExp(`#${number} is ready`))
    expect(fulfilled.text).toContain('Good news: your order is ready.')
    expect(fulfilled.text).not.toMatch(/on its way/)
    expect(fulfilled.html).toBeTruthy()

    // A handed-over order is refunded, not cancelled (issue 13), and its status only moves forward (issue 32): no reopening.
    expect((await admin.patch(`/api/admin/orders/${order.body.id}`, { status: 'cancelled' })).status).toBe(409)
    expect((await admin.patch(`/api/admin/orders/${order.body.id}`, { status: 'completed' })).status).toBe(409)
    // A second order of the same buyer is cancelled before it is handed over.
    const second = await placeGuestOrder(
      shop,
      stripe,
      { customerName: 'Ben Status', customerEmail: email, customerPhone: '340-555-0100', deliveryMethod: 'in-town', shippingAddress: null },
      [{ productId: product.id, quantity: 1, size }],
    )
    const secondNumber = second.order.body.id.slice(0, 8)
    await mail.waitFor(email, new RegExp(`#${secondNumber}.*receipt`))
    expect((await admin.patch(`/api/admin/orders/${second.order.body.id}`, { status: 'cancelled' })).status).toBe(200)
    const cancelled = await mail.waitFor(email, new RegExp(`#${secondNumber} has been cancelled`))
    expect(cancelled.text).toContain(`/orders/${second.order.body.id}?token=`)
    // The cancellation refunded the payment: one message says both.
    expect(cancelled.text).toContain('refunded to your card')
    // Saving the same status again is no news: nothing is sent.
    expect((await admin.patch(`/api/admin/orders/${second.order.body.id}`, { status: 'cancelled' })).status).toBe(200)

    // Stripe's event for the cancellation's own refund is the same refund: no second message.
    const charge = [...stripe.charges.values()].find((c) => c.payment_intent === second.paymentIntentId)!
    const event = stripe.webhook('charge.refunded', charge)
    const hook = await fetch(`${shop.url}/api/stripe/webhooks`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': event.header }, body: event.payload })
    expect(hook.status).toBe(200)
    // Receipt, ready; receipt, cancelled (and refunded): four messages. (Refund messages: tests/api/refunds.test.ts.)
    expect(mail.received.filter((m) => m.envelopeTo.includes(email)).map((m) => m.subject)).toHaveLength(4)
  })

  it('sends new-order notices to the addresses of the notification setting instead of every administrator', async () => {
    const customer = await signUpCustomer(shop.url)
    expect((await customer.get('/api/settings/notifications')).status).toBe(403)
    expect((await new ApiClient(shop.url).put('/api/settings/notifications', { orderNotificationEmails: 'x@example.org' })).status).toBe(401)
    const bad = await admin.put('/api/settings/notifications', { orderNotificationEmails: 'orders@example.org\nnot-an-address' })
    expect([bad.status, bad.body.message]).toEqual([400, 'Not an e-mail address: not-an-address'])
    const saved = await admin.put('/api/settings/notifications', { orderNotificationEmails: 'Orders@Example.org\nvolunteer@example.org' })
    expect(saved.body.recipients).toEqual(['orders@example.org', 'volunteer@example.org'])
    // This shop sends e-mail: the admin screens say the buyer is told.
    expect(saved.body.emailOn).toBe(true)

    const { unsized } = await catalogue(new ApiClient(shop.url))
    const { order } = await placeGuestOrder(
      shop,
      stripe,
      { customerName: 'Cy Notice', customerEmail: 'cy@example.org', customerPhone: '1', deliveryMethod: 'in-town', shippingAddress: null },
      [{ productId: unsized.id, quantity: 1, size: null }],
    )
    const number = order.body.id.slice(0, 8)
    await mail.waitFor('orders@example.org', new RegExp(`New order #${number}`))
    await mail.waitFor('volunteer@example.org', new RegExp(`New order #${number}`))
    await mail.waitFor('cy@example.org', new RegExp(`#${number}.*receipt`))
    expect(mail.received.some((m) => m.envelopeTo.includes(`${admin.username}@example.org`) && m.subject?.includes(number))).toBe(false)
    await admin.put('/api/settings/notifications', { orderNotificationEmails: '' })
  })

  it('mails the private link again from /order-lookup, without telling whether the order exists', async () => {
    const { unsized } = await catalogue(new ApiClient(shop.url))
    const email = `${uniqueName('lookup')}@example.org`
    const { order } = await placeGuestOrder(
      shop,
      stripe,
      { customerName: 'Dee Lookup', customerEmail: email, customerPhone: '1', deliveryMethod: 'in-town', shippingAddress: null },
      [{ productId: unsized.id, quantity: 1, size: null }],
    )
    const number = order.body.id.slice(0, 8)
    await mail.waitFor(email, /receipt/)
    const visitor = new ApiClient(shop.url)
    const wrongEmail = await visitor.post('/api/orders/lookup', { orderNumber: number, email: 'someone-else@example.org' })
    const wrongNumber = await visitor.post('/api/orders/lookup', { orderNumber: 'ffffffff', email })
    const right = await visitor.post('/api/orders/lookup', { orderNumber: `#${number.toUpperCase()}`, email: email.toUpperCase() })
    for (const res of [wrongEmail, wrongNumber, right]) expect([res.status, res.text]).toEqual([200, right.text])
    expect(right.body.message).toMatch(/If an order with that number/)
    const again = await mail.waitFor(email, new RegExp(`link to your order #${number}`))
    const link = linkIn(again, /\/orders\/[^?\s]+\?token=[A-Za-z0-9_-]+/)
    expect((await visitor.get(`/api${link}`)).body.id).toBe(order.body.id)
    expect(mail.received.filter((m) => /link to your order/.test(m.subject ?? ''))).toHaveLength(1)
    const invalid = await visitor.post('/api/orders/lookup', { orderNumber: '12', email })
    expect([invalid.status, invalid.body.message]).toEqual([400, 'An order number has 8 characters, like 3f2c9a1b'])
  })

  it('resets a forgotten password end to end: same answer for unknown addresses, a one-hour single-use link, other sessions ended, this browser signed in', async () => {
    const name = uniqueName('forgetful')
    const email = `${name}@example.org`
    const phone = await signUpCustomer(shop.url, name)
    expect((await phone.get('/api/auth/user')).status).toBe(200)

    const visitor = new ApiClient(shop.url)
    const known = await visitor.post('/api/auth/forgot-password', { email: email.toUpperCase() })
    const unknown = await visitor.post('/api/auth/forgot-password', { email: 'nobody-at-all@example.org' })
    expect([known.status, unknown.status]).toEqual([200, 200])
    expect(unknown.text).toBe(known.text)
    const viaPanelRoute = await visitor.post('/cms-api/users/forgot-password', { email: 'nobody-at-all@example.org' })
    expect([viaPanelRoute.status, viaPanelRoute.text]).toEqual([200, known.text])
    const missing = await visitor.post('/api/auth/forgot-password', {})
    expect([missing.status, missing.body.message]).toEqual([400, 'Please enter your email address'])
    expect((await visitor.post('/api/auth/forgot-password', { email: 'nope' })).body.message).toBe('Invalid email')

    const resetMail = await mail.waitFor(email, /Choose a new password/)
    expect(resetMail.text).toContain(name)
    const link = linkIn(resetMail, /\/reset-password\?token=[0-9a-f]+/)
    const token = new URL(link, PUBLIC_URL).searchParams.get('token')!

    const short = await visitor.post('/api/auth/reset-password', { token, password: 'short' })
    expect([short.status, short.body.message]).toEqual([400, 'Password must be at least 8 characters long'])
    const newPassword = 'a-brand-new-password-7'
    const reset = await visitor.post('/api/auth/reset-password', { token, password: newPassword })
    if (reset.status !== 200) console.log(shop.logs().split('\n').filter((l) => l.includes('"level":50')).join('\n'))
    expect(reset.status).toBe(200)
    expect(reset.body).toEqual({ message: 'Your password has been changed. You are signed in.', user: expect.objectContaining({ username: name }), redirectTo: '/' })
    // The browser that completed the reset is signed in (issue 28); every other session has ended.
    expect(visitor.hasSession()).toBe(true)
    expect((await visitor.get('/api/auth/user')).body).toMatchObject({ username: name })

    // The session opened before the reset has ended; the link works once; only the new password signs in.
    const afterReset = await phone.get('/api/auth/user')
    expect([afterReset.status, afterReset.body]).toEqual([200, null])
    const reused = await visitor.post('/api/auth/reset-password', { token, password: 'another-password-8' })
    expect([reused.status, reused.body.message]).toEqual([400, 'This reset link is invalid or has expired. Please ask for a new one.'])
    expect((await new ApiClient(shop.url).post('/api/login', { username: name, password: TEST_PASSWORD })).status).toBe(401)
    expect((await new ApiClient(shop.url).post('/api/login', { username: name, password: newPassword })).status).toBe(200)
    expect(mail.received.filter((m) => m.envelopeTo.includes(email))).toHaveLength(1)
  })
})

describe('password and order-link requests are throttled like login', () => {
  let shop: Shop
  beforeAll(async () => {
    shop = await startShop({ env: { AUTH_RATE_LIMIT_PER_IP: '3' } })
  })
  afterAll(() => shop?.stop())

  it('answers 429 with a message after the allowed attempts from one address', async () => {
    const lookups: number[] = []
    const visitor = new ApiClient(shop.url)
    for (let i = 0; i < 4; i++) lookups.push((await visitor.post('/api/orders/lookup', { orderNumber: 'abcdef12', email: 'a@example.org' })).status)
    expect([lookups.slice(0, 3).every((s) => s !== 429), lookups[3]]).toEqual([true, 429])
    expect((await visitor.post('/api/orders/lookup', { orderNumber: 'abcdef12', email: 'a@example.org' })).body.message).toMatch(/Too many attempts/)

    // Forgot-password and reset-password are attempts at an account, like a sign-in: they share its
    // allowance (the README said so before it was true: issue 28), so no route adds guesses to another's.
    const other = new ApiClient(shop.url)
    const attempts = [
      await other.post('/api/auth/forgot-password', { email: 'a@example.org' }),
      await other.post('/api/auth/reset-password', { token: 'abc', password: 'long-enough-1' }),
      await other.post('/api/login', { username: 'someone', password: 'long-enough-1' }),
    ]
    expect(attempts.map((a) => a.status)).toEqual([200, 400, 401])
    for (const [path, body] of [
      ['/api/auth/forgot-password', { email: 'a@example.org' }],
      ['/api/auth/reset-password', { token: 'abc', password: 'long-enough-1' }],
      ['/api/login', { username: 'someone', password: 'long-enough-1' }],
    ] as const) {
      const refused = await other.post(path, body)
      expect([path, refused.status, refused.body.message]).toEqual([path, 429, expect.stringMatching(/Too many attempts/)])
    }
  })
})

describe('/order-lookup with e-mail off', () => {
  let shop: Shop
  beforeAll(async () => {
    shop = await startShop({ seed: 'demo' })
  })
  afterAll(() => shop?.stop())

  it('says the link cannot be e-mailed instead of "we have e-mailed its link there", and the order answers that no receipt went out', async () => {
    const order = await buyInDemoMode(shop.url, (await catalogue(new ApiClient(shop.url))).unsized.id, null)
    expect([order.status, order.body.receiptEmail]).toEqual([201, null])
    const lookup = await new ApiClient(shop.url).post('/api/orders/lookup', { orderNumber: order.body.id.slice(0, 8), email: order.body.customerEmail })
    expect([lookup.status, lookup.body.message]).toEqual([503, 'We cannot e-mail order links yet. Please use the link to your order from your order confirmation.'])
  })
})
