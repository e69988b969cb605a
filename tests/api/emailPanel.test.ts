import { ApiClient } from '../support/apiClient'
import { setUpAdmin, signUpCustomer, uniqueName } from '../support/accounts'
import { buyerOrderForm, catalogue, payInDemoMode } from '../support/checkout'
import { type MailServer, NO_MAILBOX_PREFIX, startMailServer } from '../support/mailServer'
import { startShop, type Shop } from '../support/shopProcess'

/** The outbox in the editors' panel (/cms, /cms-api): administrators read it and resend; nobody else sees it. */
describe('the outbox and e-mail settings in the editors\' panel', () => {
  let mail: MailServer
  let shop: Shop
  let admin: ApiClient & { username: string }
  let customer: ApiClient & { username: string }

  beforeAll(async () => {
    mail = await startMailServer()
    shop = await startShop({ panel: true, seed: 'demo', env: { ...mail.env(), PUBLIC_URL: 'http://shop.test', PAYMENTS_MODE: 'demo' } })
    admin = await setUpAdmin(shop.url)
    customer = await signUpCustomer(shop.url)
  })
  afterAll(async () => {
    await shop?.stop()
    await mail?.stop()
  })

  async function outboxEntry(to: string, status: string) {
    const deadline = Date.now() + 30_000
    for (;;) {
      const res = await admin.get(`/cms-api/outbox?where[to][equals]=${encodeURIComponent(to)}&depth=0`)
      const doc = res.body.docs?.find((d: any) => d.status === status)
      if (doc) return doc
      if (Date.now() > deadline) throw new Error(`no ${status} outbox entry for ${to}: ${res.text}`)
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }

  it('lists every message for administrators, lets them resend it, and hides it from everyone else', async () => {
    const email = `${uniqueName('panel')}@example.org`
    const guest = new ApiClient(shop.url)
    const { unsized } = await catalogue(guest)
    const { body: intent } = await guest.post('/api/checkout/payment-intent', { deliveryMethod: 'in-town', cartItems: [{ productId: unsized.id, quantity: 1, size: null }] })
    await payInDemoMode(guest, intent)
    expect((await guest.post('/api/orders', buyerOrderForm(intent, { customerEmail: email }))).status).toBe(201)
    await mail.waitFor(email, /receipt/)

    const sent = await outboxEntry(email, 'sent')
    expect(sent).toMatchObject({ kind: 'receipt', attempts: 1, lastError: null })
    expect(sent.subject).toMatch(/receipt/)
    expect(sent.sentAt).toBeTruthy()

    expect((await customer.get('/cms-api/outbox')).status).toBe(403)
    expect((await new ApiClient(shop.url).get('/cms-api/outbox')).status).toBe(403)
    expect((await customer.patch(`/cms-api/outbox/${sent.id}`, { status: 'queued' })).status).toBe(403)

    const wrong = await admin.patch(`/cms-api/outbox/${sent.id}`, { status: 'failed' })
    expect(wrong.status).toBe(400)
    // Nothing but the status can be changed: a save that is not a resend is refused, and changes nothing.
    const edited = await admin.patch(`/cms-api/outbox/${sent.id}`, { subject: 'Changed', to: 'attacker@example.org', leaseUntil: '2099-01-01T00:00:00.000Z' })
    expect([edited.status, edited.body.errors?.[0]?.message]).toEqual([400, expect.stringMatching(/Only Status can be changed/)])
    expect((await admin.get(`/cms-api/outbox/${sent.id}?depth=0`)).body).toMatchObject({ subject: sent.subject, to: email, status: 'sent' })

    const resend = await admin.patch(`/cms-api/outbox/${sent.id}`, { status: 'queued' })
    expect(resend.status).toBe(200)
    const deadline = Date.now() + 30_000
    while (mail.received.filter((m) => m.envelopeTo.includes(email)).length < 2) {
      if (Date.now() > deadline) throw new Error('the resent receipt did not arrive')
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    expect((await outboxEntry(email, 'sent')).attempts).toBe(2)

    const page = await fetch(`${shop.url}/cms/collections/outbox`, { headers: { cookie: admin.cookieHeader() } })
    expect(page.status).toBe(200)
  })

  it('gives up at once on a recipient the mail server refuses (550), and tries once more on a resend', async () => {
    const email = `${NO_MAILBOX_PREFIX}${uniqueName('refused')}@example.org`
    const guest = new ApiClient(shop.url)
    const { unsized } = await catalogue(guest)
    const { body: intent } = await guest.post('/api/checkout/payment-intent', { deliveryMethod: 'in-town', cartItems: [{ productId: unsized.id, quantity: 1, size: null }] })
    await payInDemoMode(guest, intent)
    expect((await guest.post('/api/orders', buyerOrderForm(intent, { customerEmail: email }))).status).toBe(201)

    const failed = await outboxEntry(email, 'failed')
    expect(failed).toMatchObject({ kind: 'receipt', attempts: 1, nextAttemptAt: null })
    expect(failed.lastError).toMatch(/550/)
    expect(failed.lastError).not.toMatch(/will try again/)

    // A crafted resend cannot postpone, hold or redirect the message: only its status is taken.
    const crafted = { status: 'queued', to: 'attacker@example.org', nextAttemptAt: '2099-01-01T00:00:00.000Z', leaseUntil: '2099-01-01T00:00:00.000Z', deliveryTries: 99 }
    expect((await admin.patch(`/cms-api/outbox/${failed.id}`, crafted)).status).toBe(200)
    const deadline = Date.now() + 30_000
    let again = failed
    while (again.attempts < 2) {
      if (Date.now() > deadline) throw new Error(`the resend was not tried: ${JSON.stringify(again)}`)
      await new Promise((resolve) => setTimeout(resolve, 200))
      again = (await admin.get(`/cms-api/outbox/${failed.id}?depth=0`)).body
    }
    expect(again).toMatchObject({ status: 'failed', attempts: 2, nextAttemptAt: null, to: email })
    expect(mail.received.filter((m) => m.envelopeTo.includes(email) || m.envelopeTo.includes('attacker@example.org'))).toHaveLength(0)
  })

  it('ends the link of a password e-mail that could not be delivered, on every reset route, and never resends it', async () => {
    const name = uniqueName('undelivered')
    const email = `${NO_MAILBOX_PREFIX}${name}@example.org`
    expect((await new ApiClient(shop.url).post('/api/signup', { username: name, email, password: 'first-password-1' })).status).toBe(201)
    expect((await new ApiClient(shop.url).post('/api/auth/forgot-password', { email })).status).toBe(200)
    const failed = await outboxEntry(email, 'failed')
    expect(failed.kind).toBe('password-reset')
    expect(failed.lastError).toMatch(/550.*the password link in it no longer works/)
    const token = /reset-password\?token=([0-9a-f]+)/.exec(failed.text)![1]
    const viaShop = await new ApiClient(shop.url).post('/api/auth/reset-password', { token, password: 'taken-over-pass-1' })
    expect([viaShop.status, viaShop.body.message]).toEqual([400, 'This reset link is invalid or has expired. Please ask for a new one.'])
    expect((await new ApiClient(shop.url).post('/cms-api/users/reset-password', { token, password: 'taken-over-pass-1' })).status).toBe(403)
    expect((await new ApiClient(shop.url).post('/api/login', { username: name, password: 'first-password-1' })).status).toBe(200)
    const resend = await admin.patch(`/cms-api/outbox/${failed.id}`, { status: 'queued' })
    expect([resend.status, resend.body.errors?.[0]?.message]).toEqual([400, expect.stringMatching(/one-time password link, which no longer works/)])
  })

  it('keeps order link keys and the notification setting from customers; erases password links once delivered', async () => {
    const orders = await admin.get('/cms-api/orders?depth=0')
    expect(orders.body.docs[0].accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect((await customer.get('/cms-api/globals/notifications')).status).toBe(403)
    // Mail is delivered from the outbox itself: Payload's jobs queue, and its run route, are off.
    expect((await customer.get('/cms-api/payload-jobs/run?queue=mail')).status).toBe(404)

    const email = `${customer.username}@example.org`
    await new ApiClient(shop.url).post('/api/auth/forgot-password', { email })
    await mail.waitFor(email, /Choose a new password/)
    const entry = await outboxEntry(email, 'sent')
    expect(entry.kind).toBe('password-reset')
    expect(entry.text).not.toMatch(/token=/)
    const resend = await admin.patch(`/cms-api/outbox/${entry.id}`, { status: 'queued' })
    expect([resend.status, resend.body.errors?.[0]?.message]).toEqual([400, expect.stringMatching(/one-time password link/)])
  })

  it('sends the panel\'s forgot and reset screens to the storefront\'s, and refuses Payload\'s own reset mail', async () => {
    const forgot = await fetch(`${shop.url}/cms/forgot`, { redirect: 'manual' })
    expect([forgot.status, forgot.headers.get('location')]).toEqual([303, '/forgot-password'])
    const reset = await fetch(`${shop.url}/cms/reset/abc123`, { redirect: 'manual' })
    expect([reset.status, reset.headers.get('location')]).toEqual([303, '/reset-password?token=abc123'])
    // GraphQL (and its forgotPasswordUser mutation, which would mail Payload's own text) is off.
    const graphql = await new ApiClient(shop.url).post('/cms-api/graphql', { query: `mutation { forgotPasswordUser(username: "${customer.username}") }` })
    expect(graphql.status).toBe(404)
  })
})
