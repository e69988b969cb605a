/**
 * Issue 32: after payment. Shipped with tracking (and without), the buyer's e-mail read back from
 * the SMTP server, status moves only forward on every door, the buyer's note and administrators'
 * internal notes, and the timeline of an order (decision 0048).
 */
import { ApiClient } from '../support/apiClient'
import { setUpAdmin, signUpCustomer, uniqueName } from '../support/accounts'
import { buyerOrderForm, catalogue, payInDemoMode } from '../support/checkout'
import { type MailServer, NO_MAILBOX_PREFIX, startMailServer } from '../support/mailServer'
import { startShop, type Shop } from '../support/shopProcess'

const PUBLIC_URL = 'http://shop.test'
const MAILING = '12 Palm Rd\nChristiansted, VI 00820'

describe('after payment: shipped with tracking, notes, the timeline', () => {
  let mail: MailServer
  let shop: Shop
  let admin: ApiClient & { username: string }

  beforeAll(async () => {
    mail = await startMailServer()
    shop = await startShop({ seed: 'demo', panel: true, env: { ...mail.env(), PUBLIC_URL, PAYMENTS_MODE: 'demo' } })
    admin = await setUpAdmin(shop.url)
  })
  afterAll(async () => {
    await shop?.stop()
    await mail?.stop()
  })

  /** The buyer (a guest unless a client is given) pays in demo mode and the browser reports the order. */
  async function buy(form: Record<string, unknown>, buyer = new ApiClient(shop.url), signedIn = false) {
    const { unsized } = await catalogue(buyer)
    if (signedIn) expect((await buyer.post('/api/cart', { productId: unsized.id, quantity: 2, size: null })).status).toBeLessThan(300)
    const deliveryMethod = (form.deliveryMethod as string) ?? 'in-town'
    const { body: intent } = await buyer.post('/api/checkout/payment-intent', { deliveryMethod, cartItems: [{ productId: unsized.id, quantity: 2, size: null }] })
    expect((await payInDemoMode(buyer, intent, deliveryMethod === 'out-of-town' ? MAILING : undefined)).status).toBe(200)
    const placed = await buyer.post('/api/orders', buyerOrderForm(intent, { deliveryMethod, shippingAddress: deliveryMethod === 'out-of-town' ? MAILING : null, ...form }))
    return { placed, buyer, intent }
  }

  const adminOrder = async (id: string) => (await admin.get(`/api/admin/orders?q=${id.slice(0, 8)}`)).body.orders.find((order: { id: string }) => order.id === id)
  const mailsTo = (email: string) => mail.received.filter((m) => m.envelopeTo.includes(email))

  it('ships an out-of-town order with its tracking: the e-mail links the carrier, the buyer and the admin see it, a correction is told', async () => {
    const customer = await signUpCustomer(shop.url)
    const email = `${uniqueName('ship')}@example.org`
    const { placed } = await buy({ deliveryMethod: 'out-of-town', customerEmail: email, note: '  Gift: please leave the price out.  ' }, customer, true)
    expect(placed.status).toBe(201)
    expect(placed.body).toMatchObject({ note: 'Gift: please leave the price out.', carrier: null, trackingNumber: null, trackingUrl: null, shippedAt: null })
    const id: string = placed.body.id
    const number = id.slice(0, 8)
    await mail.waitFor(email, new RegExp(`#${number}.*receipt`))

    const shipped = await admin.patch(`/api/admin/orders/${id}`, { status: 'shipped', carrier: 'USPS', trackingNumber: '9400 1000 0000 0000 0000 00' })
    expect(shipped.status).toBe(200)
    expect(shipped.body).toMatchObject({ status: 'shipped', carrier: 'usps', trackingNumber: '9400100000000000000000', note: 'Gift: please leave the price out.' })
    expect(shipped.body.trackingUrl).toBe('https://tools.usps.com/go/TrackConfirmAction?tLabels=9400100000000000000000')
    expect(shipped.body.shippedAt).toBeTruthy()
    expect(shipped.body.account.fulfilment).toBe('shipped')

    const message = await mail.waitFor(email, new RegExp(`#${number} has shipped`))
    expect(message.text).toContain('Carrier: USPS')
    expect(message.text).toContain('9400100000000000000000')
    expect(message.text).toContain('https://tools.usps.com/go/TrackConfirmAction?tLabels=9400100000000000000000')
    expect(message.text).toContain(`${PUBLIC_URL}/orders/${id}?token=`)
    expect(String(message.html)).toContain('Track your parcel with USPS')
    expect(String(message.html)).toContain('https://tools.usps.com/go/TrackConfirmAction?tLabels=9400100000000000000000')

    // The buyer's account and private page, and the admin list, say shipped with the tracking.
    const mine = (await customer.get(`/api/account/orders/${id}`)).body
    expect(mine).toMatchObject({ status: 'shipped', carrier: 'usps', trackingNumber: '9400100000000000000000', note: 'Gift: please leave the price out.' })
    expect((await customer.get('/api/account/orders')).body.orders.find((order: { id: string }) => order.id === id)).toMatchObject({ status: 'shipped', trackingUrl: expect.stringContaining('usps.com') })
    const privatePage = (await new ApiClient(shop.url).get(`/api${placed.body.privatePath}`)).body
    expect(privatePage).toMatchObject({ status: 'shipped', carrier: 'usps', trackingNumber: '9400100000000000000000' })
    expect(await adminOrder(id)).toMatchObject({ status: 'shipped', carrier: 'usps', note: 'Gift: please leave the price out.' })

    // A typo in the number is corrected: the buyer is told the new details, once.
    const corrected = await admin.patch(`/api/admin/orders/${id}`, { status: 'shipped', carrier: 'ups', trackingNumber: '1Z999AA10123456784' })
    expect(corrected.body).toMatchObject({ status: 'shipped', carrier: 'ups', trackingUrl: 'https://www.ups.com/track?tracknum=1Z999AA10123456784', shippedAt: shipped.body.shippedAt })
    const correction = await mail.waitFor(email, new RegExp(`#${number} tracking details`))
    expect(correction.text).toContain('https://www.ups.com/track?tracknum=1Z999AA10123456784')
    // The same again is no news.
    expect((await admin.patch(`/api/admin/orders/${id}`, { status: 'shipped', carrier: 'ups', trackingNumber: '1Z999AA10123456784' })).status).toBe(200)

    // Shipped goods are not cancelled or reopened; delivered is the last step, told to nobody.
    const cancel = await admin.patch(`/api/admin/orders/${id}`, { status: 'cancelled' })
    expect(cancel.status).toBe(409)
    expect(cancel.body.message).toMatch(/handed over or shipped/)
    const reopen = await admin.patch(`/api/admin/orders/${id}`, { status: 'completed' })
    expect(reopen.status).toBe(409)
    expect(reopen.body.message).toMatch(/only moves forward/)
    expect(reopen.body.order.status).toBe('shipped')
    expect((await admin.patch(`/api/admin/orders/${id}`, { status: 'fulfilled' })).body.status).toBe('fulfilled')
    const back = await admin.patch(`/api/admin/orders/${id}`, { status: 'shipped' })
    expect(back.status).toBe(409)
    expect(back.body.message).toMatch(/fulfilled: an order's status only moves forward, so it cannot be made shipped/)
    // Receipt, shipped, corrected: nothing for delivered or for the refused moves.
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(mailsTo(email).map((m) => m.subject)).toHaveLength(3)
  })

  it('ships without tracking (the e-mail says so, no link), and with another carrier (the number, no link)', async () => {
    const email = `${uniqueName('notrack')}@example.org`
    const { placed } = await buy({ deliveryMethod: 'out-of-town', customerEmail: email })
    const id: string = placed.body.id
    const shipped = await admin.patch(`/api/admin/orders/${id}`, { status: 'shipped' })
    expect(shipped.status).toBe(200)
    expect(shipped.body).toMatchObject({ status: 'shipped', carrier: null, trackingNumber: null, trackingUrl: null })
    const message = await mail.waitFor(email, new RegExp(`#${id.slice(0, 8)} has shipped`))
    expect(message.text).toContain('We did not get a tracking number for this parcel.')
    expect(String(message.html)).not.toContain('Track your parcel')

    const other = await buy({ deliveryMethod: 'out-of-town', customerEmail: email })
    const withOther = await admin.patch(`/api/admin/orders/${other.placed.body.id}`, { status: 'shipped', carrier: 'other', trackingNumber: 'VI-123-456' })
    expect(withOther.body).toMatchObject({ carrier: 'other', trackingNumber: 'VI-123-456', trackingUrl: null })
    const otherMail = await mail.waitFor(email, new RegExp(`#${other.placed.body.id.slice(0, 8)} has shipped`))
    expect(otherMail.text).toContain('Tracking number: VI-123-456')
    expect(String(otherMail.html)).not.toContain('Track your parcel')
  })

  it('refuses forbidden moves and bad tracking with a message on /api and on the panel; in town: fulfilled with or without the "ready" e-mail in the settings\' words', async () => {
    const email = `${uniqueName('town')}@example.org`
    const { placed } = await buy({ customerEmail: email })
    const id: string = placed.body.id
    const number = id.slice(0, 8)
    await mail.waitFor(email, new RegExp(`#${number}.*receipt`))

    const inTownShipped = await admin.patch(`/api/admin/orders/${id}`, { status: 'shipped' })
    expect(inTownShipped.status).toBe(400)
    expect(inTownShipped.body.message).toMatch(/mark it fulfilled instead of shipped/)
    expect((await admin.patch(`/api/admin/orders/${id}`, { status: 'shipped', carrier: 'pigeon' })).body.message).toBe('Carrier must be one of USPS, UPS, FedEx, DHL or other')
    expect((await admin.patch(`/api/admin/orders/${id}`, { status: 'fulfilled', trackingNumber: '123' })).status).toBe(400)
    const longNumber = await admin.patch(`/api/admin/orders/${id}`, { status: 'shipped', trackingNumber: 'X'.repeat(65) })
    expect(longNumber.status).toBe(400)
    expect(longNumber.body.message).toMatch(/at most 64/)
    expect((await admin.patch(`/api/admin/orders/${id}`, { status: 'refunded' })).status).toBe(400)
    // The panel's REST API cannot ship an in-town order either.
    const panelShip = await admin.patch(`/cms-api/orders/${id}`, { status: 'shipped' })
    expect(panelShip.status).toBe(400)
    expect(JSON.stringify(panelShip.body)).toMatch(/Only out-of-town orders are shipped/)

    // The settings' words for "ready for you".
    const settings = await admin.put('/api/settings/notifications', { orderNotificationEmails: '', readyMessage: 'Your order is ready at the station in Cruz Bay, Saturdays 9–12.' })
    expect(settings.status).toBe(200)
    expect(settings.body.readyMessage).toBe('Your order is ready at the station in Cruz Bay, Saturdays 9–12.')
    expect((await admin.patch(`/api/admin/orders/${id}`, { status: 'fulfilled' })).body.status).toBe('fulfilled')
    const ready = await mail.waitFor(email, new RegExp(`#${number} is ready`))
    expect(ready.text).toContain('Your order is ready at the station in Cruz Bay, Saturdays 9–12.')

    // Backwards is refused on every door, as a conflict with the order as it is now: 409.
    const reopen = await admin.patch(`/api/admin/orders/${id}`, { status: 'completed' })
    expect(reopen.status).toBe(409)
    expect(reopen.body.message).toMatch(/only moves forward/)
    const panelReopen = await admin.patch(`/cms-api/orders/${id}`, { status: 'completed' })
    expect(panelReopen.status).toBe(409)
    expect(JSON.stringify(panelReopen.body)).toMatch(/only moves forward: a fulfilled order cannot be made completed/)
    expect((await adminOrder(id)).status).toBe('fulfilled')

    // Marked fulfilled without the e-mail: nothing sent.
    const quietEmail = `${uniqueName('quiet')}@example.org`
    const quiet = await buy({ customerEmail: quietEmail })
    await mail.waitFor(quietEmail, new RegExp(`#${quiet.placed.body.id.slice(0, 8)}.*receipt`))
    expect((await admin.patch(`/api/admin/orders/${quiet.placed.body.id}`, { status: 'fulfilled', notify: false })).body.status).toBe('fulfilled')
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(mailsTo(quietEmail).map((m) => m.subject)).toEqual([expect.stringMatching(/receipt/)])
    await admin.put('/api/settings/notifications', { orderNotificationEmails: '', readyMessage: '' })
  })

  it("keeps the buyer's note (at most 500 characters) and internal notes for administrators only", async () => {
    const customer = await signUpCustomer(shop.url)
    const tooLong = await buy({ note: 'x'.repeat(501) }, customer, true)
    expect(tooLong.placed.status).toBe(400)
    expect(JSON.stringify(tooLong.placed.body)).toMatch(/at most 500 characters/)
    const { placed } = await buy({ note: 'Call before you come' }, customer, true)
    expect(placed.status).toBe(201)
    const id: string = placed.body.id

    const doors: [string, string, unknown?][] = [
      ['POST', `/api/admin/orders/${id}/notes`, { text: 'Sneaky' }],
      ['GET', `/api/admin/orders/${id}/timeline`],
      ['PATCH', `/api/admin/orders/${id}`, { status: 'fulfilled' }],
    ]
    for (const [method, path, body] of doors) {
      expect({ path, status: (await new ApiClient(shop.url).request(method, path, body)).status }).toEqual({ path, status: 401 })
      expect({ path, status: (await customer.request(method, path, body)).status }).toEqual({ path, status: 403 })
    }

    expect((await admin.post(`/api/admin/orders/${id}/notes`, { text: '   ' })).body.message).toBe('Write a note first')
    expect((await admin.post(`/api/admin/orders/${id}/notes`, { text: 'n'.repeat(501) })).body.message).toBe('A note can be at most 500 characters')
    expect((await admin.post('/api/admin/orders/00000000-0000-4000-8000-000000000000/notes', { text: 'Hello' })).status).toBe(404)
    const note = await admin.post(`/api/admin/orders/${id}/notes`, { text: 'Called her: picking up Friday' })
    expect(note.status).toBe(201)
    expect(note.body).toMatchObject({ orderId: id, text: 'Called her: picking up Friday', author: admin.username })
    expect(note.body.createdAt).toBeTruthy()
    // Control characters no keyboard types (pasted, or sent by a script) are left out; line breaks stay.
    const pasted = await admin.post(`/api/admin/orders/${id}/notes`, { text: 'Left\u0000 at\u001b the gate\nFriday' })
    expect([pasted.status, pasted.body.text]).toEqual([201, 'Left at the gate\nFriday'])
    expect((await admin.post(`/api/admin/orders/${id}/notes`, { text: '\u0000\u0007' })).body.message).toBe('Write a note first')

    // The buyer's every answer has their own note and never the internal one.
    const answers = [
      (await customer.get('/api/account/orders')).body.orders,
      (await customer.get(`/api/account/orders/${id}`)).body,
      (await new ApiClient(shop.url).get(`/api${placed.body.privatePath}`)).body,
      (await customer.get('/cms-api/order-events')).body,
      (await customer.get(`/cms-api/orders/${id}`)).body,
    ]
    for (const answer of answers) expect(JSON.stringify(answer)).not.toContain('picking up Friday')
    expect((await customer.get(`/api/account/orders/${id}`)).body.note).toBe('Call before you come')
    expect((await customer.post('/cms-api/order-events', { order: id, kind: 'note', text: 'x' })).status).toBe(403)

    // Administrators see both: the buyer's on the order, the internal one in the timeline.
    expect((await adminOrder(id)).note).toBe('Call before you come')
    const timeline = (await admin.get(`/api/admin/orders/${id}/timeline`)).body
    expect(timeline.events).toContainEqual(expect.objectContaining({ kind: 'note', detail: 'Called her: picking up Friday', actor: admin.username }))
    expect(timeline.events).toContainEqual(expect.objectContaining({ kind: 'buyer-note', detail: 'Call before you come' }))
    const csv = (await admin.get(`/api/admin/orders/export.csv?q=${id.slice(0, 8)}`)).text
    expect(csv).toContain('Note for the shop')
    expect(csv).toContain('Call before you come')
    expect(csv).not.toContain('picking up Friday')
  })

  it('tells the whole story of a refunded order in order: paid, stock, e-mails (a failed one with its reason), refunds, status with who, notes', async () => {
    const email = `${NO_MAILBOX_PREFIX}${uniqueName('story')}@example.org`
    const { placed } = await buy({ customerEmail: email })
    const id: string = placed.body.id
    const order = await adminOrder(id)
    const first = await admin.post(`/api/admin/orders/${id}/refund`, { amount: '1.00', reason: 'Price match' }, { 'Idempotency-Key': uniqueName('k') })
    expect(first.status).toBe(200)
    await admin.post(`/api/admin/orders/${id}/notes`, { text: 'Buyer asked for the rest back' })
    const rest = await admin.post(`/api/admin/orders/${id}/refund`, { restock: true, reason: 'Changed her mind' }, { 'Idempotency-Key': uniqueName('k') })
    expect(rest.body.status).toBe('refunded')

    // The receipt bounced (no such mailbox): the outbox gives up, and the timeline says why.
    const isFailedReceipt = (event: { title: string; detail: string | null }) => event.title === 'E-mail failed' && /receipt/.test(event.detail ?? '')
    let events: { kind: string; title: string; detail: string | null; actor: string | null; problem: boolean; at: string }[] = []
    for (let tries = 0; tries < 300; tries += 1) {
      const timeline = await admin.get(`/api/admin/orders/${id}/timeline`)
      expect(timeline.status).toBe(200)
      expect(timeline.body.timeZone).toBe('America/St_Thomas')
      events = timeline.body.events
      if (events.some(isFailedReceipt)) break
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    const titles = events.map((event) => event.title)
    expect(titles[0]).toMatch(/^Placed in demo mode|^Paid/)
    expect(titles[1]).toBe('Stock reserved')
    expect(events[1].detail).toContain(`2 × ${order.items[0].productName}`)
    // The refund e-mails to the same mailbox fail too, in whatever order the outbox tries them.
    const failed = events.find(isFailedReceipt)!
    expect(failed.problem).toBe(true)
    expect(failed.detail).toMatch(/receipt/)
    expect(failed.detail).toMatch(/No such user here/)
    const refunds = events.filter((event) => event.kind === 'refund')
    expect(refunds).toHaveLength(2)
    expect(refunds[0]).toMatchObject({ actor: admin.username, detail: expect.stringContaining('Price match') })
    expect(refunds[1]).toMatchObject({ actor: admin.username, detail: expect.stringContaining('Changed her mind') })
    expect(refunds[1].detail).toContain('(back on sale)')
    const status = events.find((event) => event.kind === 'status')!
    expect(status).toMatchObject({ title: 'Refunded in full', actor: admin.username })
    // In order: the note came between the two refunds.
    const at = (predicate: (event: (typeof events)[number]) => boolean) => events.findIndex(predicate)
    expect(at((e) => e.kind === 'refund')).toBeLessThan(at((e) => e.kind === 'note'))
    expect(at((e) => e.kind === 'note')).toBeLessThan(at((e) => e.detail?.includes('Changed her mind') ?? false))
    const times = events.map((event) => event.at)
    expect([...times].sort()).toEqual(times)
  })
})
