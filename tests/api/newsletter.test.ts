/**
 * Issue 17, the footer's Subscribe: the address is stored once with the consent, confirmed from
 * an e-mail (double opt-in, with an unsubscribe link), exported as CSV by administrators only;
 * the answer never tells whether an address is subscribed; the form is throttled; a shop that
 * sends no e-mail says subscribing is not available yet and stores nothing.
 */
import { ApiClient } from '../support/apiClient'
import { setUpAdmin, signUpCustomer, uniqueName } from '../support/accounts'
import { type MailServer, type ReceivedMail, startMailServer } from '../support/mailServer'
import { startShop, type Shop } from '../support/shopProcess'

const PUBLIC_URL = 'http://shop.test'
const THANKS = { message: 'Thanks — please confirm from your inbox' }

function linkIn(mail: ReceivedMail, action: 'confirm' | 'unsubscribe'): string {
  const match = new RegExp(`${PUBLIC_URL.replace(/\./g, '\\.')}/newsletter/${action}\\?token=([A-Za-z0-9_%-]+)`).exec(mail.text ?? '')
  if (!match) throw new Error(`no ${action} link in:\n${mail.text}`)
  expect(mail.html).toContain(`href="${PUBLIC_URL}/newsletter/${action}?token=${match[1]}"`)
  return decodeURIComponent(match[1])
}

describe('newsletter with e-mail on', () => {
  let mail: MailServer
  let shop: Shop
  let admin: ApiClient
  beforeAll(async () => {
    mail = await startMailServer()
    shop = await startShop({ env: { ...mail.env(), PUBLIC_URL, PAYMENTS_MODE: 'demo' } })
    admin = await setUpAdmin(shop.url)
  })
  afterAll(async () => {
    await shop?.stop()
    await mail?.stop()
  })

  async function counts() {
    return (await admin.get('/api/admin/subscribers')).body
  }

  it('stores an address once, pending, and mails one confirmation with an unsubscribe link; the answer is the same every time', async () => {
    const visitor = new ApiClient(shop.url)
    const email = `${uniqueName('reader')}@example.org`
    const first = await visitor.post('/api/newsletter/subscribe', { email: `  ${email.toUpperCase()} ` })
    expect([first.status, first.body]).toEqual([200, THANKS])
    const confirmation = await mail.waitFor(email, /confirm your newsletter subscription/i)
    expect(confirmation.text).toContain(`at ${email}`)
    const token = linkIn(confirmation, 'confirm')
    expect(linkIn(confirmation, 'unsubscribe')).toBe(token)

    const again = await visitor.post('/api/newsletter/subscribe', { email })
    expect([again.status, again.body]).toEqual([200, THANKS])
    expect(await counts()).toEqual({ pending: 1, confirmed: 0, unsubscribed: 0 })
    // A second request within minutes mails nothing more (nobody can flood someone's inbox): by the
    // time a later subscriber's confirmation has arrived, the first address still has its one e-mail.
    const later = `${uniqueName('later')}@example.org`
    await visitor.post('/api/newsletter/subscribe', { email: later })
    await mail.waitFor(later, /confirm your newsletter subscription/i)
    expect(mail.received.filter((m) => m.envelopeTo.includes(email))).toHaveLength(1)
    expect(await counts()).toEqual({ pending: 2, confirmed: 0, unsubscribed: 0 })

    // Confirming: from the e-mail's link (the page posts its token).
    const confirmed = await visitor.post('/api/newsletter/confirm', { token })
    expect([confirmed.status, confirmed.body.message]).toEqual([200, 'You are subscribed. Thank you for supporting our programs!'])
    expect(await counts()).toEqual({ pending: 1, confirmed: 1, unsubscribed: 0 })

    // Already subscribed: the same answer as for anyone, and no e-mail.
    const known = await new ApiClient(shop.url).post('/api/newsletter/subscribe', { email })
    expect([known.status, known.body]).toEqual([200, THANKS])
    const unknown = await new ApiClient(shop.url).post('/api/newsletter/subscribe', { email: `${uniqueName('nobody')}@example.org` })
    expect([unknown.status, unknown.body]).toEqual([200, THANKS])

    // The export: confirmed addresses only, with when they asked and confirmed.
    const csv = await admin.get('/api/admin/subscribers/export')
    expect(csv.status).toBe(200)
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/)
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv"$/)
    const lines = csv.text.trim().split('\r\n')
    expect(lines[0]).toBe('email,confirmed_at,subscribed_at')
    expect(lines.slice(1)).toEqual([expect.stringMatching(new RegExp(`^${email.replace(/\./g, '\\.')},\\d{4}-.*Z,\\d{4}-.*Z$`))])

    // Unsubscribing: the other link of the same e-mail; the address leaves the export.
    const left = await visitor.post('/api/newsletter/unsubscribe', { token })
    expect([left.status, left.body.message]).toEqual([200, 'You are unsubscribed and will get no more newsletters from us.'])
    expect((await admin.get('/api/admin/subscribers/export')).text).not.toContain(email)
  })

  it('refuses a bad address or link with a clear message', async () => {
    const visitor = new ApiClient(shop.url)
    expect(await answer(visitor.post('/api/newsletter/subscribe', { email: 'not-an-address' }))).toEqual([400, 'Invalid email'])
    expect(await answer(visitor.post('/api/newsletter/subscribe', {}))).toEqual([400, 'Please enter your email address'])
    const bad = 'This link is not valid. Please use the link from your latest e-mail, or subscribe again.'
    expect(await answer(visitor.post('/api/newsletter/confirm', { token: 'guessed' }))).toEqual([404, bad])
    expect(await answer(visitor.post('/api/newsletter/unsubscribe', { token: '' }))).toEqual([404, bad])
  })

  it('lets only administrators see the list', async () => {
    const customer = await signUpCustomer(shop.url)
    for (const path of ['/api/admin/subscribers', '/api/admin/subscribers/export']) {
      expect([path, (await new ApiClient(shop.url).get(path)).status]).toEqual([path, 401])
      expect([path, (await customer.get(path)).status]).toEqual([path, 403])
    }
  })
})

describe('newsletter with e-mail off', () => {
  let shop: Shop
  beforeAll(async () => {
    shop = await startShop({ env: { AUTH_RATE_LIMIT_PER_IP: '3' } })
  })
  afterAll(() => shop?.stop())

  it('says subscribing is not available yet and stores nothing; then throttles like login', async () => {
    const visitor = new ApiClient(shop.url)
    const statuses: [number, string][] = []
    for (let i = 0; i < 4; i++) statuses.push(await answer(visitor.post('/api/newsletter/subscribe', { email: `reader${i}@example.org` })))
    const unavailable: [number, string] = [503, 'Subscribing is not available yet. Please check back soon.']
    expect(statuses.slice(0, 3)).toEqual([unavailable, unavailable, unavailable])
    expect(statuses[3]).toEqual([429, expect.stringMatching(/^Too many attempts/)])
    const admin = await setUpAdmin(shop.url)
    expect((await admin.get('/api/admin/subscribers')).body).toEqual({ pending: 0, confirmed: 0, unsubscribed: 0 })
  })
})

async function answer(request: Promise<{ status: number; body: { message?: string } }>): Promise<[number, string]> {
  const res = await request
  return [res.status, res.body?.message ?? '']
}
