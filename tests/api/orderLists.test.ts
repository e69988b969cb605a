import path from 'node:path'

import { createClient } from '@libsql/client'

import { summaryPeriods } from '@cms/orders/summary/salesSummary'
import { SQLITE_SUMMARY_STATEMENTS } from '@cms/orders/summary/sqliteSalesTotals'
import { centsToDecimal } from '@shared/money'
import { ApiClient } from '../support/apiClient'
import { setUpAdmin, signUpCustomer, uniqueName } from '../support/accounts'
import { catalogue } from '../support/checkout'
import { type FakeStripe, startFakeStripe } from '../support/fakeStripe'
import { salesSummaryInMemory } from '../support/salesSummaryOracle'
import { startShop, type Shop } from '../support/shopProcess'
import { parseCsv } from '../support/spreadsheet'

type Line = { productId: string; quantity: number; size: string | null }

const cents = (amount: string) => Math.round(Number(amount) * 100)

/**
 * Issue 30: the order lists answer a page at a time ({ orders, nextCursor }, newest first), every
 * filter and the search on the server; the summary is added up by the database and gives the
 * figures the in-memory computation gave; the CSV is streamed and parses back whole.
 */
describe('paged order lists, the summary by aggregation, the streamed CSV (fake Stripe)', () => {
  let stripe: FakeStripe
  let shop: Shop
  let admin: ApiClient & { username: string }
  let buyer: ApiClient & { username: string }
  const tag = uniqueName('pager')
  const placed: string[] = []

  beforeAll(async () => {
    stripe = await startFakeStripe()
    shop = await startShop({ seed: 'demo', env: stripe.env() })
    admin = await setUpAdmin(shop.url)
    buyer = await signUpCustomer(shop.url)
    const { unsized, sizedWithStock } = await catalogue(new ApiClient(shop.url))
    const { product, size } = sizedWithStock(3)
    // Issue 27: the fee optional, so that the summary has gifts and covered fees to add up.
    const giving = await admin.put('/api/settings/giving', { ...(await admin.get('/api/settings/giving')).body, feeMode: 'optional' })
    expect(giving.status).toBe(200)
    // Six orders: three by the signed-in buyer, two lines in some; a $10 gift in the first, a $5 gift with the fee unticked in the second.
    for (let n = 0; n < 6; n += 1) {
      const lines: Line[] = n % 2 === 0 ? [{ productId: unsized.id, quantity: 1 + n, size: null }, { productId: product.id, quantity: 1, size }] : [{ productId: unsized.id, quantity: 1, size: null }]
      const giftOf = [{ donation: '10.00' }, { donation: '5.00', coverFees: false }][n] ?? {}
      placed.unshift((await placeOrder(lines, `${tag}-${n}@example.org`, n < 3 ? buyer : new ApiClient(shop.url), giftOf)).id)
    }
  })
  afterAll(async () => {
    await shop?.stop()
    await stripe?.stop()
  })

  /** Pays with the fake Stripe and reports the order, as the buyer's browser does (a signed-in buyer's cart is on the server). */
  async function placeOrder(
    lines: Line[],
    email: string,
    client: ApiClient = new ApiClient(shop.url),
    giving: { donation?: string; coverFees?: boolean; promoCode?: string } = {},
    delivery: { deliveryMethod: 'in-town' | 'out-of-town'; shippingAddress?: string; note?: string } = { deliveryMethod: 'in-town' },
  ) {
    if (client === buyer) for (const line of lines) expect((await client.post('/api/cart', line)).status).toBeLessThan(300)
    const intent = await client.post('/api/checkout/payment-intent', { deliveryMethod: delivery.deliveryMethod, cartItems: lines, ...giving })
    if (intent.status !== 200) throw new Error(`payment intent: ${intent.status} ${intent.text}`)
    stripe.pay(intent.body.paymentIntentId)
    const order = await client.post('/api/orders', {
      customerName: `Pager ${email.split('@')[0]}`,
      customerEmail: email,
      customerPhone: '340-555-0199',
      shippingAddress: null,
      ...delivery,
      paymentIntentId: intent.body.paymentIntentId,
      clientSecret: intent.body.clientSecret,
    })
    if (order.status !== 201) throw new Error(`order: ${order.status} ${order.text}`)
    return order.body as { id: string; total: string }
  }

  /** Every page of a list, following nextCursor; the pages' sizes too. */
  async function walk(client: ApiClient, route: string, query: string, limit: number) {
    const ids: string[] = []
    const sizes: number[] = []
    let cursor: string | null = null
    do {
      const res: { status: number; body: any } = await client.get(`${route}?${query}&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`)
      expect(res.status).toBe(200)
      expect(Object.keys(res.body).sort()).toEqual(['nextCursor', 'orders'])
      ids.push(...res.body.orders.map((order: { id: string }) => order.id))
      sizes.push(res.body.orders.length)
      cursor = res.body.nextCursor
    } while (cursor)
    return { ids, sizes }
  }

  const listed = async (query: string) => ((await admin.get(`/api/admin/orders?${query}&limit=200`)).body.orders as any[]).map((order) => order.id as string)

  it('pages newest first; a cursor is stable while new orders arrive; the last page says so', async () => {
    const everything = await admin.get('/api/admin/orders?limit=200')
    expect(everything.body.nextCursor).toBeNull()
    const all: string[] = everything.body.orders.map((order: { id: string }) => order.id)
    expect(all.slice(0, 6)).toEqual(placed)
    const times = everything.body.orders.map((order: { createdAt: string }) => order.createdAt)
    expect([...times].sort().reverse()).toEqual(times)

    const first = await admin.get('/api/admin/orders?limit=2')
    expect(first.body.orders.map((order: { id: string }) => order.id)).toEqual(all.slice(0, 2))
    expect(first.body.nextCursor).toEqual(expect.any(String))
    // Two orders arrive while the volunteer reads the first page: the next page is still the next one.
    const { unsized } = await catalogue(new ApiClient(shop.url))
    const late1 = await placeOrder([{ productId: unsized.id, quantity: 1, size: null }], `${tag}-late1@example.org`)
    const late2 = await placeOrder([{ productId: unsized.id, quantity: 1, size: null }], `${tag}-late2@example.org`)
    const second = await admin.get(`/api/admin/orders?limit=2&cursor=${encodeURIComponent(first.body.nextCursor)}`)
    expect(second.body.orders.map((order: { id: string }) => order.id)).toEqual(all.slice(2, 4))
    // The whole walk from the start has the new ones first, every order once, and ends with null.
    const walked = await walk(admin, '/api/admin/orders', '', 3)
    expect(walked.ids).toEqual([late2.id, late1.id, ...all])
    expect(new Set(walked.ids).size).toBe(walked.ids.length)
    // A list that fills its last page exactly says so on that page (no empty page after it).
    const exact = await admin.get(`/api/admin/orders?q=${tag}-&limit=8`)
    expect(exact.body.orders).toHaveLength(8)
    expect(exact.body.nextCursor).toBeNull()
    // Fifty by default.
    expect((await admin.get('/api/admin/orders')).body.orders.length).toBe(Math.min(50, walked.ids.length))

    for (const bad of ['limit=0', 'limit=201', 'limit=ten', 'limit=2.5', 'cursor=not-a-cursor', `cursor=${Buffer.from('["yesterday","x"]').toString('base64url')}`]) {
      const res = await admin.get(`/api/admin/orders?${bad}`)
      expect([bad, res.status]).toEqual([bad, 400])
      expect(res.body.message).toEqual(expect.any(String))
    }
    expect((await admin.get('/api/admin/orders?limit=200')).status).toBe(200)
    expect((await new ApiClient(shop.url).get('/api/admin/orders?limit=2')).status).toBe(401)
    expect((await buyer.get('/api/admin/orders?limit=2')).status).toBe(403)
  })

  it('filters, the search and "to fulfil" page on the server: every page of a filtered list is that list', async () => {
    // One order fulfilled; one with every unit refunded (a part of the money back): nothing left to send.
    const [fulfilledId, emptiedId] = [placed[1], placed[3]]
    expect((await admin.patch(`/api/admin/orders/${fulfilledId}`, { status: 'fulfilled' })).status).toBe(200)
    const emptied = (await admin.get(`/api/admin/orders?q=${emptiedId.slice(0, 8)}`)).body.orders[0]
    const refund = await admin.post(
      `/api/admin/orders/${emptiedId}/refund`,
      { amount: '1.00', items: emptied.account.lines.map((line: { id: string; ordered: number }) => ({ itemId: line.id, quantity: line.ordered })) },
      { 'Idempotency-Key': uniqueName('refund') },
    )
    expect(refund.status).toBe(200)
    expect(refund.body).toMatchObject({ status: 'completed', account: { fulfilment: 'nothing-to-send' } })

    for (const query of [`q=${tag}`, `q=${encodeURIComponent(`PAGER ${tag}-1`)}`, 'status=fulfilled', 'status=completed', `q=${tag}&status=completed`, 'show=to-fulfil', `show=to-fulfil&q=${tag}`, `from=2000-01-01&q=${tag}`]) {
      const whole = await listed(query)
      const walked = await walk(admin, '/api/admin/orders', query, 1)
      expect([query, walked.ids]).toEqual([query, whole])
      expect(walked.sizes.every((size) => size === 1) || whole.length === 0).toBe(true)
    }
    const toFulfil = await listed(`show=to-fulfil&q=${tag}`)
    expect(toFulfil).not.toContain(fulfilledId)
    expect(toFulfil).not.toContain(emptiedId)
    expect(toFulfil).toEqual(expect.arrayContaining([placed[0], placed[2], placed[4], placed[5]]))
    expect(await listed('status=fulfilled')).toEqual([fulfilledId])
    expect((await admin.get('/api/admin/orders?show=everything')).status).toBe(400)
  })

  it("the account's orders page the same way, only the buyer's own", async () => {
    const mine = placed.slice(3)
    const walked = await walk(buyer, '/api/account/orders', '', 2)
    expect(walked.ids).toEqual(mine)
    expect(walked.sizes).toEqual([2, 1])
    const first = await buyer.get('/api/account/orders')
    expect(first.body).toEqual({ orders: expect.any(Array), nextCursor: null })
    expect(first.body.orders.map((order: { id: string }) => order.id)).toEqual(mine)
    // The first page read again comes from memory; a later page is never that answer.
    expect((await buyer.get('/api/account/orders')).text).toBe(first.text)
    const page = await buyer.get('/api/account/orders?limit=1')
    const next = await buyer.get(`/api/account/orders?limit=1&cursor=${encodeURIComponent(page.body.nextCursor)}`)
    expect(next.body.orders.map((order: { id: string }) => order.id)).toEqual([mine[1]])
    expect((await buyer.get('/api/account/orders?limit=500')).status).toBe(400)
  })

  it('the streamed CSV parses back to every line of every order the list holds', async () => {
    const res = await fetch(`${shop.url}/api/admin/orders/export.csv?q=${tag}`, { headers: { cookie: admin.cookieHeader() } })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    const text = Buffer.from(await res.arrayBuffer()).toString('utf8')
    expect(text.startsWith('\uFEFF"Date","Order number"')).toBe(true)
    const [header, ...rows] = parseCsv(text.slice(1))
    const orders = (await admin.get(`/api/admin/orders?q=${tag}&limit=200`)).body.orders as any[]
    const expected = orders.flatMap((order) =>
      order.account.lines.map((line: { productName: string; ordered: number; refunded: number }, index: number) => [
        `#${order.id.slice(0, 8)}`,
        line.productName,
        String(line.ordered),
        String(line.refunded),
        index === 0 ? order.total : '',
        index === 0 ? order.account.refunded : '',
      ]),
    )
    const column = (name: string) => header.indexOf(name)
    expect(rows.map((row) => ['Order number', 'Product', 'Quantity', 'Units refunded', 'Total', 'Refunded'].map((name) => row[column(name)]))).toEqual(expected)
  })

  it("the summary's figures are the in-memory computation's on the same orders (dates moved across months and years)", async () => {
    // Issue 27: the $5 gift's order (fee unticked) refunded all but $2.00: goods first, then the gift, so $2.00 of it is left (decision 41).
    const gifted = (await admin.get(`/api/admin/orders?q=${placed[4].slice(0, 8)}`)).body.orders[0]
    expect(gifted).toMatchObject({ donation: '5.00', processingFee: '0.00', feeIsContribution: false })
    const partial = await admin.post(`/api/admin/orders/${placed[4]}/refund`, { amount: centsToDecimal(cents(gifted.total) - 200) }, { 'Idempotency-Key': uniqueName('refund') })
    expect(partial.status).toBe(200)
    if (process.env.TEST_DATABASE !== 'mongodb') {
      // Orders and refunds spread over the periods' edges, one of them a demo order (written straight to the file).
      const { month, year } = summaryPeriods(new Date())
      const at = (date: Date, minutes: number) => new Date(date.getTime() + minutes * 60_000).toISOString()
      const db = createClient({ url: `file:${path.join(shop.dataDir, 'shop.db')}` })
      const moves: [string, string][] = [
        [placed[5], at(month, -30)], // the last half hour of last month in the shop's time zone
        [placed[4], at(month, 0)], // the month's first minute
        [placed[2], at(year, -1)], // last year
        [placed[0], at(year, 60 * 24 * 40)], // February
      ]
      for (const [id, createdAt] of moves) await db.execute({ sql: 'UPDATE orders SET created_at = ? WHERE id = ?', args: [createdAt, id] })
      await db.execute({ sql: 'UPDATE orders SET demo = 1 WHERE id = ?', args: [placed[1]] })
      await db.execute({ sql: 'UPDATE refunds SET created_at = ? WHERE order_id = ?', args: [at(month, -5), placed[3]] })
      // The year's orders and their lines are read from indexes alone, never from the tables (at
      // 30,000 orders the lines' join took most of the summary's time: decision 52).
      const plan = async (sql: string) =>
        (await db.execute({ sql: `EXPLAIN QUERY PLAN ${sql}`, args: { month: month.toISOString(), year: year.toISOString() } })).rows.map((row) => String(row.detail))
      expect(await plan(SQLITE_SUMMARY_STATEMENTS.orders)).toContainEqual(expect.stringMatching(/^SEARCH orders USING COVERING INDEX orders_summary_idx/))
      expect(await plan(SQLITE_SUMMARY_STATEMENTS.units)).toEqual(
        expect.arrayContaining([expect.stringMatching(/^SEARCH o USING COVERING INDEX orders_summary_idx/), expect.stringMatching(/^SEARCH i USING COVERING INDEX orders_items_units_idx/)]),
      )
      db.close()
    }
    // The oracle reads every order and refund, as the summary did before issue 30.
    const orders: any[] = []
    let cursor: string | null = null
    do {
      const page: any = (await admin.get(`/api/admin/orders?limit=200${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`)).body
      orders.push(...page.orders)
      cursor = page.nextCursor
    } while (cursor)
    // With each order's gift, fee and refunds: the oracle splits them by the receipts' own rule (shared/givingWording.ts splitContribution).
    const facts = orders.map((order) => ({
      id: order.id,
      createdAt: order.createdAt,
      totalCents: cents(order.total),
      demo: order.demo,
      shippingCents: cents(order.shippingCost),
      feeCents: cents(order.processingFee),
      donationCents: cents(order.donation),
      feeIsContribution: order.feeIsContribution,
      discountCents: cents(order.discount),
      refundedCents: cents(order.refunded),
      items: order.items.map((item: { quantity: number; restocked: number; productName: string; price: string }) => ({
        productName: item.productName,
        priceCents: cents(item.price),
        valueCents: null,
        quantity: item.quantity,
        restockedQuantity: item.restocked,
      })),
    }))
    const refunds = orders.flatMap((order) => order.refunds.map((refund: any) => ({ order: order.id, amountCents: cents(refund.amount), status: refund.status, createdAt: refund.createdAt })))
    const demo = new Set(orders.filter((order) => order.demo).map((order) => order.id as string))
    const summary = (await admin.get('/api/admin/orders/summary')).body
    const oracle = salesSummaryInMemory(facts, refunds, demo, new Date())
    expect(summary).toEqual(oracle)
    // The figures are not all zero: the test would prove little.
    expect(oracle.year.orders).toBeGreaterThan(3)
    expect(oracle.year.units).toBeGreaterThan(oracle.month.units)
    // Gifts and covered fees are in it, after refunds: the $10 gift whole, $2.00 left of the $5 one.
    expect(cents(oracle.year.feeContributions)).toBeGreaterThan(0)
    if (process.env.TEST_DATABASE !== 'mongodb') {
      expect(oracle.year.demoOrders).toBe(1)
      expect(cents(oracle.month.refunded)).toBe(cents(gifted.total) - 200)
      expect(cents(oracle.year.refunded)).toBe(100 + cents(gifted.total) - 200)
      // placed[4] (the $5 gift) moved to the month's first minute, placed[5] (the $10 gift) to last month.
      expect(cents(oracle.month.donations)).toBe(200)
      if (summaryPeriods(new Date()).label.month.startsWith('January')) expect(cents(oracle.year.donations)).toBe(200)
      else expect(cents(oracle.year.donations)).toBe(1200)
    } else {
      expect(cents(oracle.year.donations)).toBe(1200)
    }
  })
  it("the lists and the CSV read beside Payload answer exactly as through Payload's Local API (FAST_PATHS=off on the same database)", async () => {
    // More kinds of orders: a promo code, an out-of-town order with its address, a note and a gift,
    // then shipped with its tracking; a cancellation with its reason.
    const { unsized, sizedWithStock } = await catalogue(new ApiClient(shop.url))
    const { product, size } = sizedWithStock(1)
    const promo = await admin.post('/api/admin/promotions', { code: uniqueName('P').replace(/_/g, '-'), kind: 'percent', value: 10 })
    expect(promo.status).toBeLessThan(300)
    const away = await placeOrder(
      [{ productId: unsized.id, quantity: 2, size: null }, { productId: product.id, quantity: 1, size }],
      `${tag}-away@example.org`,
      new ApiClient(shop.url),
      { promoCode: promo.body.code, donation: '3.00' },
      { deliveryMethod: 'out-of-town', shippingAddress: '1 Main St, St. Croix', note: 'Gift: leave the price out' },
    )
    expect((await admin.patch(`/api/admin/orders/${away.id}`, { status: 'shipped', carrier: 'USPS', trackingNumber: '9400 1000 0000 0000 0000 00' })).status).toBe(200)
    const cancelled = await placeOrder([{ productId: unsized.id, quantity: 1, size: null }], `${tag}-cancel@example.org`)
    expect((await admin.post(`/api/admin/orders/${cancelled.id}/cancel`, { reason: 'Asked by the buyer' })).status).toBe(200)

    const localApi = await startShop({ dataDir: shop.dataDir, databaseName: shop.databaseName, env: { ...stripe.env(), FAST_PATHS: 'off' } })
    try {
      const both = async (route: string) => {
        const [fast, slow] = await Promise.all([shop, localApi].map((one) => fetch(`${one.url}${route}`, { headers: { cookie: admin.cookieHeader() } }).then(async (res) => [res.status, await res.text()])))
        expect([route, ...fast]).toEqual([route, ...slow])
        return fast[1] as string
      }
      const seen: any[] = []
      const queries = ['', 'show=to-fulfil', 'status=completed', 'status=cancelled', 'status=shipped', `q=${tag}`, `q=${encodeURIComponent(`pager ${tag}-away`)}`, `q=%23${away.id.slice(0, 6)}`, `q=${tag}&from=2000-01-01&to=2999-12-31`, 'q=nobody-at-all']
      for (const query of queries) {
        for (const limit of [1, 3, 200]) {
          let cursor: string | null = null
          do {
            const page = JSON.parse(await both(`/api/admin/orders?${query}&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`))
            seen.push(...page.orders)
            cursor = page.nextCursor
          } while (cursor)
        }
        expect((await both(`/api/admin/orders/export.csv?${query}`)).split('\r\n').length).toBeGreaterThan(1)
      }
      // What was compared holds every kind of order the screens and the CSV show differently.
      const kinds = { refunded: (o: any) => o.refunds.length > 0, cancelled: (o: any) => o.status === 'cancelled', promo: (o: any) => o.promoCode, gift: (o: any) => o.donation !== '0.00', note: (o: any) => o.note, tracking: (o: any) => o.trackingNumber, signedIn: (o: any) => o.userId, outOfTown: (o: any) => o.shippingAddress, restocked: (o: any) => o.items.some((item: any) => item.restocked > 0) }
      expect(Object.entries(kinds).filter(([, is]) => !seen.some(is)).map(([kind]) => kind)).toEqual([])
    } finally {
      await localApi.stop()
    }
  })
})
