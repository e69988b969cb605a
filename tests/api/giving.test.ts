import { shopDay } from '@shared/shopTime'

// The Refund dialog's own arithmetic (what it offers for ticked items).
import { emptyRefundForm, itemsCents, merchandisePaid } from '../../storefront/src/features/admin/lib/refundPlan'
import { ApiClient } from '../support/apiClient'
import { setUpAdmin, signUpCustomer, uniqueName } from '../support/accounts'
import { buyerOrderForm, catalogue, payInDemoMode } from '../support/checkout'
import { type FakeStripe, startFakeStripe } from '../support/fakeStripe'
import { type MailServer, type ReceivedMail, startMailServer } from '../support/mailServer'
import { startShop, type Shop } from '../support/shopProcess'
import { parseCsv } from '../support/spreadsheet'

type Line = { productId: string; quantity: number; size: string | null }

const cents = (decimal: string) => Math.round(Number(decimal) * 100)
const dollars = (value: number) => `${Math.floor(value / 100)}.${String(value % 100).padStart(2, '0')}`
/** The spec's formula, computed here on its own: round((charged + 0.30) / 0.971), half up (far from a half, floats are exact enough). */
const grossUp = (charged: number) => Math.round((charged + 30) / 0.971)

/**
 * Issue 27: giving at checkout. The Giving settings and who may change them; every fee mode's
 * totals to the cent, the stored order and the Stripe amount agreeing; gifts refused; the same in
 * demo mode.
 */
describe('giving at checkout (fake Stripe, real SMTP; and demo mode)', () => {
  let mail: MailServer
  let stripe: FakeStripe
  let shop: Shop
  let demo: Shop
  let admin: ApiClient & { username: string }
  let line: Line
  let priceCents: number

  beforeAll(async () => {
    mail = await startMailServer()
    stripe = await startFakeStripe()
    ;[shop, demo] = await Promise.all([
      startShop({ seed: 'demo', env: { ...stripe.env(), ...mail.env(), PUBLIC_URL: 'http://shop.test' } }),
      startShop({ seed: 'demo' }),
    ])
    admin = await setUpAdmin(shop.url)
    const { unsized } = await catalogue(new ApiClient(shop.url))
    line = { productId: unsized.id, quantity: 1, size: null }
    priceCents = cents(unsized.price)
  })
  afterAll(async () => {
    await Promise.all([shop?.stop(), demo?.stop()])
    await stripe?.stop()
    await mail?.stop()
  })

  async function setGiving(settings: Record<string, unknown>) {
    const saved = await admin.put('/api/settings/giving', settings)
    expect([saved.status, saved.text]).toEqual([200, expect.any(String)])
    return saved.body
  }

  /** A guest's intent for `line` (plus options), and what the fake Stripe was asked to charge. */
  async function intentFor(body: Record<string, unknown>, deliveryMethod = 'in-town') {
    const guest = new ApiClient(shop.url)
    const answer = await guest.post('/api/checkout/payment-intent', { deliveryMethod, cartItems: [line], ...body })
    return { guest, answer, charged: answer.status === 200 ? stripe.intents.get(answer.body.paymentIntentId)!.amount : null }
  }

  /** Pays the intent and reports the order as the checkout page does. */
  async function payAndOrder(guest: ApiClient, intent: { paymentIntentId: string; clientSecret: string }, deliveryMethod = 'in-town', email = `${uniqueName('giver')}@example.org`) {
    stripe.pay(intent.paymentIntentId)
    const address = deliveryMethod === 'out-of-town' ? { shippingAddress: '12 Palm Rd, Christiansted, VI 00820' } : {}
    const order = await guest.post('/api/orders', buyerOrderForm(intent, { customerEmail: email, deliveryMethod, ...address }))
    expect([order.status, order.text]).toEqual([201, expect.any(String)])
    return order.body
  }

  it('answers the settings to anyone, with the defaults; only administrators change them (401, 403, 400 at the field)', async () => {
    const visitor = new ApiClient(shop.url)
    expect((await visitor.get('/api/settings/giving')).body).toEqual({
      organizationName: 'Community Rescue',
      ein: '',
      feeMode: 'required',
      donationsEnabled: true,
      donationPresets: ['5.00', '10.00', '25.00'],
    })
    expect((await visitor.put('/api/settings/giving', { feeMode: 'absorbed' })).status).toBe(401)
    const customer = await signUpCustomer(shop.url)
    expect((await customer.put('/api/settings/giving', { feeMode: 'absorbed' })).status).toBe(403)
    const bad = await admin.put('/api/settings/giving', { ein: '123456789', feeMode: 'sometimes' })
    expect(bad.status).toBe(400)
    expect(bad.body.errors).toEqual([
      { path: 'ein', message: 'EIN must look like 12-3456789 (or be left empty)' },
      { path: 'feeMode', message: 'Fee mode must be required, optional or absorbed' },
    ])
    expect((await admin.put('/api/settings/giving', {})).status).toBe(400)
    expect((await admin.put('/api/settings/giving', { donationPresets: ['0.10'] })).body.errors).toEqual([
      { path: 'donationPresets.0', message: 'Each preset must be from $1.00 to $10,000.00' },
    ])
    expect(await setGiving({ organizationName: 'Community Rescue Inc.', ein: '66-0123456', donationPresets: ['5', '20.00'] })).toEqual({
      organizationName: 'Community Rescue Inc.',
      ein: '66-0123456',
      feeMode: 'required',
      donationsEnabled: true,
      donationPresets: ['5.00', '20.00'],
    })
    expect((await visitor.get('/api/settings/giving')).body.ein).toBe('66-0123456')
    // Through Payload's REST door too: only administrators write.
    expect((await visitor.post('/cms-api/globals/giving', { feeMode: 'absorbed' })).status).toBeGreaterThanOrEqual(401)
    expect((await visitor.get('/api/settings/giving')).body.feeMode).toBe('required')
  })

  it('required (the default): the fee covers the gift too, cent-exact, rounded once half up (both sides of the edge)', async () => {
    await setGiving({ feeMode: 'required', donationsEnabled: true })
    // Charged amounts whose gross-up lands nearest a half cent: 23.64 → 24.6494… → 24.65 and 24.31 → 25.3505… → 25.35 (+ $9.71 steps).
    const step = 971
    const edge = (base: number) => base + step * Math.ceil(Math.max(0, priceCents + 100 - base) / step)
    const downEdge = edge(422)
    const upEdge = edge(489)
    const cases = [
      { donation: '5.00', deliveryMethod: 'in-town', charged: priceCents + 500, total: grossUp(priceCents + 500) },
      { donation: '10000.00', deliveryMethod: 'out-of-town', charged: priceCents + 1500 + 1_000_000, total: grossUp(priceCents + 1500 + 1_000_000) },
      { donation: '0.00', deliveryMethod: 'in-town', charged: priceCents, total: grossUp(priceCents) },
      { donation: dollars(downEdge - priceCents), deliveryMethod: 'in-town', charged: downEdge, total: Math.floor(((downEdge + 30) * 1000) / 971) },
      { donation: dollars(upEdge - priceCents), deliveryMethod: 'in-town', charged: upEdge, total: Math.ceil(((upEdge + 30) * 1000) / 971) },
    ]
    for (const { donation, deliveryMethod, charged, total } of cases) {
      const { answer, charged: stripeAmount } = await intentFor({ donation }, deliveryMethod)
      expect([answer.status, answer.text]).toEqual([200, expect.any(String)])
      const shipping = deliveryMethod === 'in-town' ? 0 : 1500
      expect(answer.body.amounts).toEqual({
        subtotal: dollars(priceCents),
        shipping: dollars(shipping),
        discount: '0.00',
        donation: dollars(cents(donation)),
        processingFee: dollars(total - charged),
        total: dollars(total),
      })
      expect(stripeAmount).toBe(total)
    }
  })

  it('stores the gift and the fee on the order; every order answer says donation and feeIsContribution', async () => {
    await setGiving({ feeMode: 'required' })
    const buyer = await signUpCustomer(shop.url)
    await buyer.post('/api/cart', { productId: line.productId, quantity: 1 })
    const intent = await buyer.post('/api/checkout/payment-intent', { deliveryMethod: 'in-town', donation: '10.00' })
    expect(intent.status).toBe(200)
    const total = grossUp(priceCents + 1000)
    expect(stripe.intents.get(intent.body.paymentIntentId)!.amount).toBe(total)
    stripe.pay(intent.body.paymentIntentId)
    const order = await buyer.post('/api/orders', buyerOrderForm(intent.body))
    expect(order.status).toBe(201)
    const money = { subtotal: dollars(priceCents), donation: '10.00', processingFee: dollars(total - priceCents - 1000), total: dollars(total), feeIsContribution: false }
    expect(order.body).toMatchObject(money)
    expect((await buyer.get('/api/account/orders')).body.orders[0]).toMatchObject({ id: order.body.id, ...money })
    const adminOrders = (await admin.get('/api/admin/orders')).body.orders
    expect(adminOrders.find((o: { id: string }) => o.id === order.body.id)).toMatchObject(money)
    expect((await new ApiClient(shop.url).get(`/api${order.body.privatePath}`)).body).toMatchObject(money)
  })

  it('optional: pre-ticked, the fee is a contribution; unticked, no fee; the setting is read when the intent is made', async () => {
    await setGiving({ feeMode: 'optional' })
    const ticked = await intentFor({ donation: '25.00' })
    const total = grossUp(priceCents + 2500)
    expect(ticked.answer.body.amounts).toMatchObject({ donation: '25.00', processingFee: dollars(total - priceCents - 2500), total: dollars(total) })
    expect(ticked.charged).toBe(total)
    const unticked = await intentFor({ donation: '25.00', coverFees: false }, 'out-of-town')
    expect(unticked.answer.body.amounts).toEqual({ subtotal: dollars(priceCents), shipping: '15.00', discount: '0.00', donation: '25.00', processingFee: '0.00', total: dollars(priceCents + 1500 + 2500) })
    expect(unticked.charged).toBe(priceCents + 1500 + 2500)

    // Paid after the volunteers switched modes: the order is the one the buyer paid for.
    await setGiving({ feeMode: 'absorbed' })
    const order = await payAndOrder(ticked.guest, ticked.answer.body)
    expect(order).toMatchObject({ donation: '25.00', processingFee: dollars(total - priceCents - 2500), total: dollars(total), feeIsContribution: true })
    const plain = await payAndOrder(unticked.guest, unticked.answer.body, 'out-of-town')
    expect(plain).toMatchObject({ donation: '25.00', processingFee: '0.00', feeIsContribution: false })
  })

  it('absorbed: no fee line, total = subtotal + shipping + gift; coverFees is not read', async () => {
    await setGiving({ feeMode: 'absorbed' })
    const { answer, charged } = await intentFor({ donation: '7.50', coverFees: true }, 'out-of-town')
    expect(answer.body.amounts).toEqual({ subtotal: dollars(priceCents), shipping: '15.00', discount: '0.00', donation: '7.50', processingFee: '0.00', total: dollars(priceCents + 1500 + 750) })
    expect(charged).toBe(priceCents + 1500 + 750)
    expect(answer.status).toBe(200)
    const order = await payAndOrder(new ApiClient(shop.url), answer.body, 'out-of-town')
    expect(order).toMatchObject({ processingFee: '0.00', donation: '7.50', feeIsContribution: false, total: dollars(priceCents + 1500 + 750) })
  })

  it('refuses a gift that is negative, not money, too large, below $1.00, or sent while donations are off (400 with a message)', async () => {
    await setGiving({ feeMode: 'required', donationsEnabled: true })
    const refusals: [unknown, string][] = [
      ['-5.00', 'Donation must be an amount in dollars, like 10.00'],
      ['ten', 'Donation must be an amount in dollars, like 10.00'],
      ['5.555', 'Donation must be an amount in dollars, like 10.00'],
      [5, 'Donation must be an amount in dollars, like 10.00'],
      ['10000.01', 'Donation must be from $1.00 to $10,000.00'],
      ['0.50', 'Donation must be from $1.00 to $10,000.00'],
    ]
    const before = stripe.intents.size
    for (const [donation, message] of refusals) {
      const { answer } = await intentFor({ donation })
      expect([donation, answer.status, answer.body.message, answer.body.error]).toEqual([donation, 400, message, message])
      expect(answer.body.errors).toEqual([{ path: 'donation', message }])
    }
    expect((await intentFor({ coverFees: 'yes' })).answer.status).toBe(400)
    await setGiving({ donationsEnabled: false })
    const off = await intentFor({ donation: '5.00' })
    expect([off.answer.status, off.answer.body.message]).toEqual([400, 'The shop is not taking donations at checkout right now'])
    // Off and required: exactly the spec's checkout ("0.00" or no donation at all).
    const spec = await intentFor({})
    expect(spec.answer.body.amounts).toEqual({ subtotal: dollars(priceCents), shipping: '0.00', discount: '0.00', donation: '0.00', processingFee: dollars(grossUp(priceCents) - priceCents), total: dollars(grossUp(priceCents)) })
    expect((await intentFor({ donation: '0.00' })).answer.status).toBe(200)
    expect(stripe.intents.size).toBe(before + 2)
    await setGiving({ donationsEnabled: true })
  })

  it('demo mode: the same totals, and the demo order stores the gift and the optional fee', async () => {
    const demoAdmin = await setUpAdmin(demo.url)
    expect((await demoAdmin.put('/api/settings/giving', { feeMode: 'optional' })).status).toBe(200)
    const guest = new ApiClient(demo.url)
    const { unsized } = await catalogue(guest)
    const price = cents(unsized.price)
    const intent = await guest.post('/api/checkout/payment-intent', { deliveryMethod: 'in-town', cartItems: [{ productId: unsized.id, quantity: 2, size: null }], donation: '15.00' })
    const total = grossUp(2 * price + 1500)
    expect(intent.body.amounts).toEqual({ subtotal: dollars(2 * price), shipping: '0.00', discount: '0.00', donation: '15.00', processingFee: dollars(total - 2 * price - 1500), total: dollars(total) })
    expect((await payInDemoMode(guest, intent.body)).status).toBe(200)
    const order = await guest.post('/api/orders', buyerOrderForm(intent.body))
    expect(order.status).toBe(201)
    expect(order.body).toMatchObject({ demo: true, donation: '15.00', feeIsContribution: true, total: dollars(total) })
    const unticked = await guest.post('/api/checkout/payment-intent', { deliveryMethod: 'in-town', cartItems: [{ productId: unsized.id, quantity: 1, size: null }], coverFees: false })
    expect(unticked.body.amounts).toMatchObject({ donation: '0.00', processingFee: '0.00', total: dollars(price) })
    const refused = await guest.post('/api/checkout/payment-intent', { deliveryMethod: 'in-town', cartItems: [{ productId: unsized.id, quantity: 1, size: null }], donation: '-1' })
    expect(refused.status).toBe(400)
  })

  it('the books and the giving statement after a partial and a full refund (decision 41); 401 signed out', async () => {
    await setGiving({ feeMode: 'optional', donationsEnabled: true })
    const donor = await signUpCustomer(shop.url)
    const email = `${uniqueName('donor')}@example.org`
    async function give(donation: string) {
      await donor.post('/api/cart', { productId: line.productId, quantity: 1 })
      const intent = await donor.post('/api/checkout/payment-intent', { deliveryMethod: 'in-town', donation })
      expect(intent.status).toBe(200)
      stripe.pay(intent.body.paymentIntentId)
      const order = await donor.post('/api/orders', buyerOrderForm(intent.body, { customerEmail: email }))
      expect(order.status).toBe(201)
      return order.body
    }
    const summaryBefore = (await admin.get('/api/admin/orders/summary')).body
    const kept = await give('20.00')
    const partly = await give('20.00')
    const refunded = await give('20.00')
    const fee = (order: { processingFee: string }) => cents(order.processingFee)
    for (const order of [kept, partly, refunded]) expect(order).toMatchObject({ donation: '20.00', feeIsContribution: true })

    // $price + $5.00 back: the goods first, then $5.00 of the contribution (the covered fee, then the gift).
    const partial = await admin.post(`/api/admin/orders/${partly.id}/refund`, { amount: dollars(priceCents + 500) }, { 'Idempotency-Key': uniqueName('k') })
    expect(partial.status).toBe(200)
    const full = await admin.post(`/api/admin/orders/${refunded.id}/refund`, {}, { 'Idempotency-Key': uniqueName('k') })
    expect(full.status).toBe(200)
    const partlyFee = Math.max(0, fee(partly) - 500)
    const partlyGift = 2000 - Math.max(0, 500 - fee(partly))

    const summary = (await admin.get('/api/admin/orders/summary')).body
    const grew = (field: 'donations' | 'feeContributions') => cents(summary.month[field]) - cents(summaryBefore.month[field])
    expect(grew('donations')).toBe(2000 + partlyGift)
    expect(grew('feeContributions')).toBe(fee(kept) + partlyFee)

    const rows = parseCsv((await admin.get(`/api/admin/orders/export.csv?q=${encodeURIComponent(email)}`)).text)
    const header = rows[0]
    const byNumber = new Map(rows.slice(1).map((row) => [row[header.indexOf('Order number')], row]))
    const cell = (order: { id: string }, column: string) => byNumber.get(`#${order.id.slice(0, 8)}`)![header.indexOf(column)]
    expect([cell(kept, 'donation'), cell(kept, 'fee_contribution')]).toEqual(['20.00', dollars(fee(kept))])
    expect([cell(partly, 'donation'), cell(partly, 'fee_contribution')]).toEqual([dollars(partlyGift), dollars(partlyFee)])
    expect([cell(refunded, 'donation'), cell(refunded, 'fee_contribution')]).toEqual(['0.00', '0.00'])

    // The shop's year, not UTC's: they differ on New Year's Eve after 20:00 in the islands.
    const year = shopDay(new Date()).parts.year
    const statement = (await donor.get(`/api/account/giving?year=${year}`)).body
    expect(statement).toMatchObject({ year, timeZone: 'America/St_Thomas', organizationName: expect.any(String), disclosure: expect.stringContaining('limited to the excess of each payment') })
    // The statement says what the receipts say (decision 76): the partly refunded order's buyer kept
    // the item (no item was named), so the $price + $5.00 came off the gift and the fee, not off the
    // item's value; the books above still count them goods-first (decision 41).
    // Here that leaves nothing: what was paid and kept does not exceed the item's value (the positive
    // case: the receipts test "a refund by amount, items kept").
    expect(2000 + fee(partly) - (priceCents + 500)).toBeLessThanOrEqual(0)
    expect(partlyGift + partlyFee).toBeGreaterThan(0)
    expect(statement.contributions).toEqual([expect.objectContaining({ orderId: kept.id, orderNumber: kept.id.slice(0, 8), amount: dollars(2000 + fee(kept)), payment: kept.total })])
    expect(statement.total).toBe(dollars(2000 + fee(kept)))
    expect((await donor.get(`/api/account/giving?year=${year - 1}`)).body).toMatchObject({ contributions: [], total: '0.00' })
    expect((await donor.get('/api/account/giving')).body.year).toBe(year)
    expect((await donor.get('/api/account/giving?year=soon')).status).toBe(400)
    expect((await new ApiClient(shop.url).get('/api/account/giving')).status).toBe(401)
    // The account's order answer carries the same split in its money lines.
    const mine = (await donor.get(`/api/account/orders/${kept.id}`)).body
    expect(mine.account.charges.map((charge: { label: string }) => charge.label)).toEqual(['Subtotal', 'Shipping', 'Donation', 'Help cover our card costs'])
    // And the receipt's statement as the order stands now: the partly refunded order's contribution is the statement's.
    expect(mine.receipt).toMatchObject({ kind: 'contribution', rows: expect.arrayContaining([{ label: 'Contribution', value: expect.stringMatching(new RegExp(`^\\$${dollars(2000 + fee(kept))}`)) }]) })
    const partlyMine = (await donor.get(`/api/account/orders/${partly.id}`)).body
    expect(partlyMine.receipt.kind).toBe('purchase')
    expect((await donor.get(`/api/account/orders/${refunded.id}`)).body.receipt.kind).toBe('purchase')
    await setGiving({ feeMode: 'required' })
  })

  describe('receipts (Publication 1771), read back from the SMTP server', () => {
    const LIMIT = 'The amount of your contribution that is deductible for federal income tax purposes is limited to the excess of your payment'
    const PURCHASE = 'It is a purchase of merchandise, not a tax-deductible donation.'

    /** A guest buys `lines` with these options; answers the order and its receipt's text. */
    async function receiptFor(body: Record<string, unknown>, lines: Line[] = [line]): Promise<{ order: any; text: string; mail: ReceivedMail; receipt: any }> {
      const guest = new ApiClient(shop.url)
      const deliveryMethod = (body.deliveryMethod as string | undefined) ?? 'in-town'
      const intent = await guest.post('/api/checkout/payment-intent', { deliveryMethod, cartItems: lines, ...body })
      expect([intent.status, intent.text]).toEqual([200, expect.any(String)])
      const email = `${uniqueName('receipt')}@example.org`
      const order = await payAndOrder(guest, intent.body, deliveryMethod, email)
      const received = await mail.waitFor(email, /receipt/)
      const text = (received.text ?? '').replace(/\s+/g, ' ')
      // The private order page says the same, word for word: one statement, from one module.
      const page = await guest.get(`/api${order.privatePath}`)
      expect(page.status).toBe(200)
      expect(page.body.receipt).toEqual(expect.objectContaining({ kind: expect.stringMatching(/^(purchase|contribution)$/), paragraphs: expect.any(Array) }))
      for (const sentence of receiptSentences(page.body.receipt)) expect(text).toContain(sentence)
      return { order, text, mail: received, receipt: page.body.receipt }
    }

    /** A receipt statement as the e-mail's text writes it: "Label: value" rows, the heading, the paragraphs. */
    function receiptSentences(receipt: { heading?: string; rows?: { label: string; value: string }[]; paragraphs: string[] }): string[] {
      return [...(receipt.heading ? [receipt.heading] : []), ...(receipt.rows ?? []).map((row) => `${row.label}: ${row.value}`), ...receipt.paragraphs].map((text) => text.replace(/\s+/g, ' '))
    }

    beforeAll(async () => {
      await setGiving({ organizationName: 'Community Rescue Inc.', ein: '66-0123456', feeMode: 'required', donationsEnabled: true })
    })

    it('goods only: the purchase notice, no contribution claimed', async () => {
      const { text, order } = await receiptFor({})
      expect(text).toContain(`Your purchase supports the community programs of Community Rescue Inc., a non-profit organization. ${PURCHASE}`)
      expect(text).not.toContain(LIMIT)
      expect(text).not.toContain('Donation')
      expect(text).toContain(`Processing fee: $${order.processingFee}`)
    })

    it('goods + a gift under $75: organisation, EIN, date, payment, contribution, goods at their value, and the limit sentence', async () => {
      const { text, order } = await receiptFor({ donation: '5.00' })
      expect(Number(order.total)).toBeLessThan(75)
      const goods = dollars(cents(order.total) - 500)
      for (const expected of [
        'Donation: $5.00',
        'Your contribution (tax receipt)',
        'Organization: Community Rescue Inc., a 501(c)(3) tax-exempt organization',
        'EIN: 66-0123456',
        `Payment: $${order.total}`,
        'Contribution: $5.00',
        `Their value: $${goods} (our good-faith estimate)`,
        `${LIMIT} ($${order.total}) over the value of the goods and services we provided ($${goods}): $5.00.`,
      ]) expect(text).toContain(expected)
      expect(text).not.toContain(PURCHASE)
      expect(text).not.toContain('$250 or more')
    })

    it('goods + a gift over $75: the same disclosure', async () => {
      const { text, order } = await receiptFor({ donation: '100.00' })
      expect(Number(order.total)).toBeGreaterThan(75)
      expect(text).toContain('Contribution: $100.00')
      expect(text).toContain(`${LIMIT} ($${order.total}) over the value of the goods and services we provided ($${dollars(cents(order.total) - 10_000)}): $100.00.`)
    })

    it('a gift of $250 or more: the written acknowledgment', async () => {
      const { text } = await receiptFor({ donation: '250.00' })
      expect(text).toContain('Contribution: $250.00')
      expect(text).toContain('it is our written acknowledgment of your contribution, which you need to deduct a contribution of $250 or more.')
    })

    it('a covered fee in optional mode is a contribution; unticked, the purchase notice and no fee line', async () => {
      await setGiving({ feeMode: 'optional' })
      try {
        const covered = await receiptFor({})
        const fee = covered.order.processingFee
        expect(covered.text).toContain(`Help cover our card costs: $${fee}`)
        expect(covered.text).toContain(`Contribution: $${fee}`)
        expect(covered.text).toContain(`${LIMIT} ($${covered.order.total}) over the value of the goods and services we provided ($${dollars(priceCents)}): $${fee}.`)
        const unticked = await receiptFor({ coverFees: false })
        expect(unticked.text).toContain(PURCHASE)
        expect(unticked.text).not.toMatch(/Processing fee|Help cover our card costs/)
      } finally {
        await setGiving({ feeMode: 'required' })
      }
    })

    it('a promo code with a gift: the gift is charged whole; the discount lowers the deductible part (decision 40)', async () => {
      const code = uniqueName('GIVE').replace(/_/g, '-')
      expect((await admin.post('/api/admin/promotions', { code, kind: 'fixed', value: '2.00' })).status).toBe(201)
      const { text, order, receipt } = await receiptFor({ donation: '10.00', promoCode: code })
      expect(order).toMatchObject({ donation: '10.00', discount: '2.00' })
      expect(cents(order.total)).toBe(grossUp(priceCents - 200 + 1000))
      expect(text).toContain('Contribution: $8.00 (gift $10.00; less the discount you received on the goods $2.00)')
      expect(receipt.rows).toEqual(expect.arrayContaining([{ label: 'Contribution', value: '$8.00 (gift $10.00; less the discount you received on the goods $2.00)' }]))
    })

    it('fairMarketValue changes the estimate: a $50 gala shirt worth $15 carries a $35 contribution', async () => {
      // The demo catalogue's photo (uploads would follow PUBLIC_URL, which this test shop does not serve).
      const image = (await catalogue(admin)).unsized.image as string
      const created = await admin.post('/api/products', { name: 'Gala Shirt', price: '50.00', fairMarketValue: '15.00', image, sizes: [], stock: null })
      expect([created.status, created.body.fairMarketValue]).toEqual([201, '15.00'])
      const above = await admin.put(`/api/products/${created.body.id}`, { name: 'Gala Shirt', price: '50.00', fairMarketValue: '60.00', image, sizes: [] })
      expect([above.status, above.body.errors]).toEqual([400, [{ path: 'fairMarketValue', message: expect.stringContaining('must not be above the price') }]])
      const { text, order } = await receiptFor({}, [{ productId: created.body.id, quantity: 1, size: null }])
      const goods = dollars(1500 + cents(order.processingFee))
      expect(text).toContain('Contribution: $35.00')
      expect(text).toContain(`Goods and services: merchandise (Gala Shirt × 1) at its fair market value of $15.00; card processing fee $${order.processingFee}`)
      expect(text).toContain(`Their value: $${goods} (our good-faith estimate)`)
      // Empty again: worth its price, a purchase.
      const cleared = await admin.put(`/api/products/${created.body.id}`, { name: 'Gala Shirt', price: '50.00', fairMarketValue: '', image, sizes: [] })
      expect(cleared.body.fairMarketValue).toBeNull()
      expect((await receiptFor({}, [{ productId: created.body.id, quantity: 1, size: null }])).text).toContain(PURCHASE)
    })

    it('one of two items refunded: the receipt values only the goods kept, wherever it is read (decision 71)', async () => {
      const image = (await catalogue(admin)).unsized.image as string
      const created = await admin.post('/api/products', { name: 'Gala Cap', price: '50.00', fairMarketValue: '15.00', image, sizes: [], stock: null })
      expect(created.status).toBe(201)
      // Two caps at $50.00 worth $15.00 each: $70.00 paid above value.
      const { order, receipt } = await receiptFor({}, [{ productId: created.body.id, quantity: 2, size: null }])
      expect(receipt.rows).toEqual(expect.arrayContaining([{ label: 'Contribution', value: '$70.00' }]))
      const item = (await new ApiClient(shop.url).get(`/api${order.privatePath}`)).body.account.lines[0]
      const refund = await admin.post(`/api/admin/orders/${order.id}/refund`, { amount: '50.00', items: [{ itemId: item.id, quantity: 1, restock: true }] }, { 'Idempotency-Key': uniqueName('k') })
      expect(refund.status).toBe(200)
      // The buyer keeps one cap worth $15.00 for the $50.00 (and the fee) still paid: $35.00, not $50.00 with goods worth $0.00.
      const after = (await new ApiClient(shop.url).get(`/api${order.privatePath}`)).body.receipt
      expect(after.rows).toEqual(
        expect.arrayContaining([
          { label: 'Contribution', value: '$35.00' },
          { label: 'Goods and services', value: `merchandise (Gala Cap × 1) at its fair market value of $15.00; card processing fee $${order.processingFee}` },
          { label: 'Their value', value: `$${dollars(1500 + cents(order.processingFee))} (our good-faith estimate)` },
        ]),
      )
      // The refund's e-mail carries the receipt as it now stands, the order page's statement word for word (decision 73).
      const refundMail = (await mail.waitFor(order.customerEmail, /\$50\.00 of your order #\w+ has been refunded/)).text?.replace(/\s+/g, ' ') ?? ''
      expect(refundMail).toContain('Your contribution as it stands after this refund. This replaces the tax receipt we sent with your order.')
      for (const sentence of receiptSentences(after)) expect(refundMail).toContain(sentence)
      expect(refundMail).not.toContain('Contribution: $70.00')

      // The rest refunded: nothing deductible is left, and the e-mail says so instead of the old figures.
      const rest = await admin.post(`/api/admin/orders/${order.id}/refund`, {}, { 'Idempotency-Key': uniqueName('k') })
      expect(rest.status).toBe(200)
      const lastMail = (await mail.waitFor(order.customerEmail, /Your order #\w+ has been refunded/)).text?.replace(/\s+/g, ' ') ?? ''
      expect(lastMail).toContain('After this refund, no part of what you paid for this order is a tax-deductible contribution. This replaces the tax receipt we sent with your order.')
      expect(lastMail).not.toContain('Contribution:')
    })

    it('a percent code whose discount equals the shipping: a returned item is valued at what was paid for it, and the receipt takes its share of the discount off (decision 78)', async () => {
      const image = (await catalogue(admin)).unsized.image as string
      const hoodie = await admin.post('/api/products', { name: 'Split Hoodie', price: '45.00', image, sizes: [], stock: null })
      expect(hoodie.status).toBe(201)
      const code = uniqueName('TENOFF').replace(/_/g, '-')
      expect((await admin.post('/api/admin/promotions', { code, kind: 'percent', value: 10 })).status).toBe(201)
      // 2 hoodies and 3 caps: $150.00, 10 % off = $15.00, sent out of town for $15.00; a $25.00 gift.
      const lines = [
        { productId: hoodie.body.id, quantity: 2, size: null },
        { productId: line.productId, quantity: 3, size: null },
      ]
      const { order, receipt } = await receiptFor({ deliveryMethod: 'out-of-town', donation: '25.00', promoCode: code }, lines)
      expect(receipt.rows).toEqual(expect.arrayContaining([{ label: 'Contribution', value: '$10.00 (gift $25.00; less the discount you received on the goods $15.00)' }]))
      expect(order).toMatchObject({ subtotal: '150.00', shippingCost: '15.00', discount: '15.00', shippingDiscount: '0.00' })

      // The refund dialog's amount for one hoodie is what was paid for it: $40.50, not its $45.00 price.
      const admins = (await admin.get(`/api/admin/orders?q=${order.customerEmail}`)).body.orders
      const hoodieLine = admins[0].account.lines.find((l: { productName: string }) => l.productName === 'Split Hoodie')
      expect(itemsCents({ ...emptyRefundForm(), mode: 'items', lines: { [hoodieLine.id]: { units: '1', restock: true } } }, admins[0].account.lines, merchandisePaid(admins[0]))).toBe(4050)
      const refund = await admin.post(`/api/admin/orders/${order.id}/refund`, { amount: '40.50', items: [{ itemId: hoodieLine.id, quantity: 1, restock: true }] }, { 'Idempotency-Key': uniqueName('k') })
      expect(refund.status).toBe(200)

      // Returned, paid back in full: the goods kept are 1 hoodie and 3 caps, with $10.50 of the discount.
      const after = (await new ApiClient(shop.url).get(`/api${order.privatePath}`)).body.receipt
      expect(after.rows).toEqual(expect.arrayContaining([{ label: 'Contribution', value: '$14.50 (gift $25.00; less the discount you received on the goods $10.50)' }]))
      expect(after.rows).toEqual(expect.arrayContaining([{ label: 'Goods and services', value: expect.stringContaining('Split Hoodie × 1') }]))
    })

    it('an item refunded for part of its price leaves the parcel and the receipt alike; ticked, then "Everything left", the e-mail says the rest of the order (decision 79)', async () => {
      const { order, receipt } = await receiptFor({ deliveryMethod: 'out-of-town', donation: '20.00' }, [{ ...line, quantity: 2 }])
      expect(receipt.rows).toEqual(expect.arrayContaining([{ label: 'Contribution', value: '$20.00' }]))
      const item = (await new ApiClient(shop.url).get(`/api${order.privatePath}`)).body.account.lines[0]
      const name = item.productName
      const refund = await admin.post(`/api/admin/orders/${order.id}/refund`, { amount: '10.00', items: [{ itemId: item.id, quantity: 1 }], reason: 'half back' }, { 'Idempotency-Key': uniqueName('k') })
      expect(refund.status).toBe(200)

      // One left to send: the receipt's goods are that one and the shipping; the $20.00 gift stands (the $10.00 kept for the other counts as nothing).
      const page = (await new ApiClient(shop.url).get(`/api${order.privatePath}`)).body
      expect(page.account.lines[0]).toMatchObject({ ordered: 2, refunded: 1, toSend: 1 })
      expect(page.receipt.rows).toEqual(
        expect.arrayContaining([
          { label: 'Goods and services', value: expect.stringContaining(`${name} × 1`) },
          { label: 'Contribution', value: '$20.00' },
        ]),
      )
      const text = (await mail.waitFor(order.customerEmail, /\$10\.00 of your order #\w+ has been refunded/)).text?.replace(/\s+/g, ' ') ?? ''
      expect(text).toContain('We are still preparing the rest of your order: 1 item.')
      expect(text).toContain(`${name} × 1`)
      expect(text).not.toContain(`${name} × 2`)

      // Another order: one ticked, then "Everything left" (no amount): the e-mail says the rest of the order, each unit once.
      const second = (await receiptFor({ donation: '5.00' }, [{ ...line, quantity: 2 }])).order
      const secondLine = (await new ApiClient(shop.url).get(`/api${second.privatePath}`)).body.account.lines[0]
      const rest = await admin.post(`/api/admin/orders/${second.id}/refund`, { items: [{ itemId: secondLine.id, quantity: 1, restock: true }], reason: 'wrong size' }, { 'Idempotency-Key': uniqueName('k') })
      expect(rest.status).toBe(200)
      const last = (await mail.waitFor(second.customerEmail, /Your order #\w+ has been refunded/)).text?.replace(/\s+/g, ' ') ?? ''
      expect(last).toContain(`For: The rest of your order (2 × ${name})`)
    })

    it('a refund by amount, items kept: the receipt lowers the gift, never the value of the goods the buyer keeps (decision 76)', async () => {
      const { order, receipt } = await receiptFor({ donation: '50.00' })
      expect(receipt.rows).toEqual(expect.arrayContaining([{ label: 'Contribution', value: '$50.00' }]))
      // A price adjustment of the item's price, no item named: the buyer still has it.
      const refund = await admin.post(`/api/admin/orders/${order.id}/refund`, { amount: dollars(priceCents), reason: 'Price adjustment' }, { 'Idempotency-Key': uniqueName('k') })
      expect(refund.status).toBe(200)
      const goods = priceCents + cents(order.processingFee)
      const expected = [
        { label: 'Payment', value: `$${dollars(cents(order.total) - priceCents)}` },
        { label: 'Contribution', value: `$${dollars(5000 - priceCents)}` },
        { label: 'Their value', value: `$${dollars(goods)} (our good-faith estimate)` },
      ]
      const page = (await new ApiClient(shop.url).get(`/api${order.privatePath}`)).body.receipt
      expect(page.rows).toEqual(expect.arrayContaining(expected))
      const mailed = (await mail.waitFor(order.customerEmail, new RegExp(`\\$${dollars(priceCents).replace('.', '\\.')} of your order #\\w+ has been refunded`))).text?.replace(/\s+/g, ' ') ?? ''
      for (const row of expected) expect(mailed).toContain(`${row.label}: ${row.value}`)
    })

    it('a refund can leave a gift standing where the first receipt had none: the refund e-mail then says so (decision 73)', async () => {
      // A $5.00 code on two items and a $5.00 gift: the discount received uses the gift up, a purchase.
      const code = uniqueName('EVEN').replace(/_/g, '-')
      expect((await admin.post('/api/admin/promotions', { code, kind: 'fixed', value: '5.00' })).status).toBe(201)
      const { order, receipt } = await receiptFor({ donation: '5.00', promoCode: code }, [{ ...line, quantity: 2 }])
      expect(receipt.kind).toBe('purchase')
      // Both items back, paid back in full: the gift is all that is left of what the buyer gave.
      const item = (await new ApiClient(shop.url).get(`/api${order.privatePath}`)).body.account.lines[0]
      const back = await admin.post(`/api/admin/orders/${order.id}/refund`, { amount: dollars(2 * priceCents - 500), items: [{ itemId: item.id, quantity: 2 }] }, { 'Idempotency-Key': uniqueName('k') })
      expect(back.status).toBe(200)
      const page = (await new ApiClient(shop.url).get(`/api${order.privatePath}`)).body.receipt
      expect(page.rows).toEqual(expect.arrayContaining([{ label: 'Contribution', value: '$5.00' }]))
      const mailed = (await mail.waitFor(order.customerEmail, /of your order #\w+ has been refunded/)).text?.replace(/\s+/g, ' ') ?? ''
      expect(mailed).toContain('Your contribution as it stands after this refund. This replaces the tax receipt we sent with your order.')
      expect(mailed).toContain('Contribution: $5.00')
    })

    it('a cancelled order with a gift: the cancellation e-mail says nothing deductible is left (decision 73)', async () => {
      const { order, text } = await receiptFor({ donation: '10.00' })
      expect(text).toContain('Contribution: $10.00')
      expect((await admin.post(`/api/admin/orders/${order.id}/cancel`)).status).toBe(200)
      const cancelled = (await mail.waitFor(order.customerEmail, /Your order #\w+ has been cancelled/)).text?.replace(/\s+/g, ' ') ?? ''
      expect(cancelled).toContain(`$${order.total} has been refunded to your card.`)
      expect(cancelled).toContain('After this cancellation, no part of what you paid for this order is a tax-deductible contribution. This replaces the tax receipt we sent with your order.')
      expect(cancelled).not.toContain('Contribution: $10.00')
    })

    it('a refund of a purchase with no contribution: no tax receipt in its e-mail', async () => {
      const { order } = await receiptFor({})
      const refund = await admin.post(`/api/admin/orders/${order.id}/refund`, { amount: '1.00' }, { 'Idempotency-Key': uniqueName('k') })
      expect(refund.status).toBe(200)
      const text = (await mail.waitFor(order.customerEmail, /\$1\.00 of your order #\w+ has been refunded/)).text?.replace(/\s+/g, ' ') ?? ''
      expect(text).toContain('We have refunded $1.00 of your order')
      expect(text).not.toMatch(/tax receipt|tax-deductible|Contribution/)
    })
  })
})
