/**
 * Issue 28, item 3: e-mail a visitor can make the shop send (order links, password links,
 * newsletter confirmations, demo receipts) has limits per asking address, per order, per recipient
 * and for the whole shop, counted in the database so two processes on one database share them,
 * and the answers never change. Visitors are told apart by X-Forwarded-For (TRUST_PROXY=1).
 */
import { ApiClient } from '../support/apiClient'
import { setUpAdmin, TEST_PASSWORD, uniqueName } from '../support/accounts'
import { buyInDemoMode, catalogue } from '../support/checkout'
import { type MailServer, startMailServer } from '../support/mailServer'
import { startShop, type Shop } from '../support/shopProcess'
import { floodVisitorMail } from '../support/visitorMailFlood'

const PUBLIC_URL = 'http://shop.test'
const PER_HOUR = 40
/** Lines each shop logs when it decides about a visitor's message: sent, or over a limit. */
const DECISION = /"msg":"visitor e-mail (sending|not sent: over its limit)"/g
const SENDING = /"msg":"visitor e-mail sending"/g
/** What visitors can make the shop send (a demo order: its receipt and the new-order notice). */
const VISITOR_SUBJECT = /link to your order|Choose a new password|confirm your newsletter|receipt|New (demo )?order/i

describe('e-mail visitors can make the shop send (two processes on one database)', () => {
  let mail: MailServer
  let first: Shop
  let second: Shop
  let admin: ApiClient & { username: string }
  let nextAddress = 1
  /** A client from an address no other request uses, on the given process. */
  const from = (shop: Shop, address = `203.0.113.${nextAddress++}`) => new ApiClient(shop.url, { 'x-forwarded-for': address })
  const decisions = () => (first.logs().match(DECISION)?.length ?? 0) + (second.logs().match(DECISION)?.length ?? 0)
  const sending = () => (first.logs().match(SENDING)?.length ?? 0) + (second.logs().match(SENDING)?.length ?? 0)

  /** Waits until the shops have decided about `count` more messages than `since`, then until every message they sent has arrived. */
  async function settle(since: { decisions: number; sending: number; received: number }, count: number) {
    const deadline = Date.now() + 60_000
    while (decisions() < since.decisions + count) {
      if (Date.now() > deadline) {
        const lines = [first, second].flatMap((shop) => shop.logs().split('\n').filter((l) => /visitor e-mail|"level":[456]0|newsletter/.test(l)).slice(-6))
        throw new Error(`only ${decisions() - since.decisions} of ${count} decisions logged:\n${lines.join('\n')}`)
      }
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    const sent = sending() - since.sending
    while (visitorMail(since.received).length < sent) {
      if (Date.now() > deadline) throw new Error(`only ${visitorMail(since.received).length} of ${sent} messages arrived`)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    return { sent, received: visitorMail(since.received) }
  }
  const visitorMail = (since: number) => mail.received.slice(since).filter((m) => VISITOR_SUBJECT.test(m.subject ?? ''))
  const mark = () => ({ decisions: decisions(), sending: sending(), received: mail.received.length })

  async function order(email: string) {
    const { unsized } = await catalogue(new ApiClient(first.url))
    const placed = await buyInDemoMode(first.url, unsized.id, null, 1, { customerEmail: email })
    expect(placed.status).toBe(201)
    return String(placed.body.id).slice(0, 8)
  }

  beforeAll(async () => {
    mail = await startMailServer()
    const env = {
      ...mail.env(),
      PUBLIC_URL,
      PAYMENTS_MODE: 'demo',
      TRUST_PROXY: '1',
      // The production defaults of the address limits, as the attack met them.
      AUTH_RATE_LIMIT_PER_IP: '30',
      VISITOR_MAIL_PER_ADDRESS: '5',
      VISITOR_MAIL_PER_HOUR: String(PER_HOUR),
    }
    first = await startShop({ seed: 'demo', env })
    second = await startShop({ env, dataDir: first.dataDir, databaseName: first.databaseName })
    admin = await setUpAdmin(first.url)
  })
  afterAll(async () => {
    await second?.stop()
    await first?.stop()
    await mail?.stop()
  })

  it('lets one address make the shop send at most 5 messages in 15 minutes, through every mail route together', async () => {
    const victim = `${uniqueName('victim')}@example.org`
    const buyer = `${uniqueName('buyer')}@example.org`
    const placed = mark()
    const numbers = [await order(victim), await order(buyer)]
    const accounts: string[] = []
    for (let i = 0; i < 2; i += 1) {
      const name = uniqueName('account')
      expect((await from(first).post('/api/signup', { username: name, email: `${name}@example.org`, password: TEST_PASSWORD })).status).toBe(201)
      accounts.push(`${name}@example.org`)
    }
    await settle(placed, 4) // two receipts, two notices to the administrator

    // One of each route at a target of its own (two for the newsletter and "forgot password",
    // once per route that takes it), from one address through both processes. The full flood,
    // about 120 messages before and 5 after: README, Security (scripts/bench/visitorMailFlood.ts).
    const since = mark()
    const address = '198.51.100.66'
    const newsletter = [`${uniqueName('anyone')}@example.org`, `${uniqueName('anyone')}@example.org`]
    const flood = await floodVisitorMail([from(first, address), from(second, address)], { order: { number: numbers[0], email: victim, lookups: 1 }, accounts, newsletter })
    expect((await settle(since, flood.answered)).received).toHaveLength(5)
    // A sixth message, whatever it is, is refused for that address (with the same answer); another address gets it.
    const lookup = { orderNumber: numbers[1], email: buyer }
    const refused = mark()
    const sixth = await from(second, address).post('/api/orders/lookup', lookup)
    expect((await settle(refused, 1)).received).toHaveLength(0)
    const allowed = mark()
    const elsewhere = await from(first).post('/api/orders/lookup', lookup)
    expect((await settle(allowed, 1)).received.map((m) => m.envelopeTo.join())).toEqual([buyer])
    expect([sixth.status, sixth.text]).toEqual([elsewhere.status, elsewhere.text])
  })

  it('spends an address\'s allowance on every ask, so its own mailbox cannot tell whether another address has an account, an order or a subscription', async () => {
    const name = uniqueName('own')
    expect((await from(first).post('/api/signup', { username: name, email: `${name}@example.org`, password: TEST_PASSWORD })).status).toBe(201)
    // Five asks about addresses and orders nobody has, on every route and both processes, from one address…
    const address = '198.51.100.77'
    const nobody = () => `${uniqueName('nobody')}@example.org`
    const asks = [
      from(first, address).post('/api/auth/forgot-password', { email: nobody() }),
      from(second, address).post('/cms-api/users/forgot-password', { email: nobody() }),
      from(first, address).post('/api/orders/lookup', { orderNumber: 'ABCD1234', email: nobody() }),
      from(second, address).post('/api/auth/forgot-password', { email: nobody() }),
      from(first, address).post('/api/orders/lookup', { orderNumber: 'ABCD1234', email: nobody() }),
    ]
    for (const ask of asks) expect((await ask).status).toBe(200)
    // …spend its allowance as five about real ones would: its own link does not come (before, it did,
    // which told the asker that none of the five existed).
    const own = mark()
    expect((await from(first, address).post('/api/auth/forgot-password', { email: `${name}@example.org` })).status).toBe(200)
    expect((await settle(own, 1)).received).toHaveLength(0)
  })

  it('mails one order\'s link once in 10 minutes and one kind of message to a recipient once in 5, whichever address asks and whichever process answers', async () => {
    const buyer = `${uniqueName('buyer')}@example.org`
    const placed = mark()
    const number = await order(buyer)
    const name = uniqueName('owner')
    expect((await from(first).post('/api/signup', { username: name, email: `${name}@example.org`, password: TEST_PASSWORD })).status).toBe(201)
    await settle(placed, 2) // the receipt, the notice

    const since = mark()
    const answers = new Set<string>()
    for (let i = 0; i < 6; i += 1) {
      const shop = i % 2 === 0 ? first : second
      answers.add((await from(shop).post('/api/orders/lookup', { orderNumber: number, email: buyer })).text)
      answers.add((await from(shop).post('/api/auth/forgot-password', { email: `${name}@example.org` })).text)
    }
    const { received } = await settle(since, 12)
    expect(received.map((m) => `${m.envelopeTo.join()}: ${/link to your order/.test(m.subject ?? '') ? 'link' : 'reset'}`).sort()).toEqual(
      [`${buyer}: link`, `${name}@example.org: reset`].sort(),
    )
    expect(answers.size).toBe(2)
  })

  it('stops at the shop\'s hourly limit with one alert to the administrators, and the same answers', async () => {
    const since = mark()
    const answers = new Set<string>()
    const tries = PER_HOUR + 10
    for (let i = 0; i < tries; i += 1) {
      const res = await from(i % 2 === 0 ? first : second).post('/api/newsletter/subscribe', { email: `${uniqueName('crowd')}@example.org` })
      expect(res.status).toBe(200)
      answers.add(res.text)
    }
    const { sent } = await settle(since, tries)
    expect(answers.size).toBe(1)
    const alerts = () => mail.received.filter((m) => m.envelopeTo.includes(`${admin.username}@example.org`) && /E-mail limit reached/.test(m.subject ?? ''))
    await mail.waitFor(`${admin.username}@example.org`, /E-mail limit reached/)
    // Every message sent this hour counted, whichever process sent it: the limit, no more.
    const sentThisHour = mail.received.filter((m) => VISITOR_SUBJECT.test(m.subject ?? '')).length
    expect({ sentThisHour, sentNow: sent > 0 }).toEqual({ sentThisHour: PER_HOUR, sentNow: true })
    // More refusals, on either process: still one alert.
    const late = mark()
    for (const shop of [first, second]) expect((await from(shop).post('/api/newsletter/subscribe', { email: `${uniqueName('late')}@example.org` })).status).toBe(200)
    await settle(late, 2)
    expect(alerts()).toHaveLength(1)
    expect(alerts()[0].text).toContain(`more than ${PER_HOUR} e-mails within an hour`)
  })
})
