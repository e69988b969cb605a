/**
 * Issue 32, stock history and "Notify me when it's back", on one shop (e-mail on).
 *
 * Stock history: every change of a count (a sale, an edit, a refund with restock, a
 * cancellation, a new product, the seed) is recorded with its reason and actor, newest first and
 * paged, for administrators only; a size's recorded changes add up to its count. That a change and
 * its entry commit together is shown by the ledgers' unit tests (cms/stock/*StockLedger.test.ts),
 * where the entry's insert is made to fail.
 */
import { createClient } from '@libsql/client'
import { MongoClient } from 'mongodb'
import path from 'node:path'

import { ApiClient, type ApiResponse } from '../support/apiClient'
import { setUpAdmin, signUpCustomer, uniqueName } from '../support/accounts'
import { buyInDemoMode, catalogue } from '../support/checkout'
import { type MailServer, type ReceivedMail, startMailServer } from '../support/mailServer'
import { startShop, type Shop } from '../support/shopProcess'

const PUBLIC_URL = 'http://shop.test'
let shop: Shop
let mail: MailServer
let admin: ApiClient & { username: string }

beforeAll(async () => {
  mail = await startMailServer()
  // Visitors are told apart by X-Forwarded-For, so the throttle can be tried on an address of its own.
  shop = await startShop({ seed: 'demo', panel: true, env: { ...mail.env(), PUBLIC_URL, PAYMENTS_MODE: 'demo', TRUST_PROXY: '1', AUTH_RATE_LIMIT_PER_IP: '8' } })
  admin = await setUpAdmin(shop.url)
})
afterAll(async () => {
  await shop?.stop()
  await mail?.stop()
})

type Entry = { at: string; size: string | null; change: number; after: number | null; reason: string; actor: string; orderId: string | null }

describe('stock history', () => {
  /** Every page, newest first, following nextCursor. */
  async function history(productId: string): Promise<Entry[]> {
    const entries: Entry[] = []
    let cursor: string | null = null
    do {
      const page: ApiResponse<{ entries: Entry[]; nextCursor: string | null }> = await admin.get(`/api/admin/products/${productId}/stock-history${cursor ? `?cursor=${cursor}` : ''}`)
      expect(page.status).toBe(200)
      entries.push(...page.body.entries)
      cursor = page.body.nextCursor
    } while (cursor)
    return entries
  }

  async function adminProduct(productId: string) {
    return ((await admin.get('/api/admin/products')).body as any[]).find((product) => product.id === productId)
  }

  /** Each size's recorded changes add up to its count now (a product without sizes: its count, or 0 when not counted). */
  async function expectHistoryAddsUp(productId: string) {
    const product = await adminProduct(productId)
    const sums: Record<string, number> = {}
    for (const entry of await history(productId)) sums[String(entry.size)] = (sums[String(entry.size)] ?? 0) + entry.change
    const counts: Record<string, number> = { ...product.sizeInventory }
    if (product.sizes.length === 0) counts.null = product.stock ?? 0
    for (const key of Object.keys(sums)) counts[key] ??= 0
    for (const key of Object.keys(counts)) sums[key] ??= 0
    expect(sums).toEqual(counts)
  }

  it('records a sale, an edit, a refund with restock and a cancel, newest first, adding up to the count', async () => {
    const { product, size, stock } = (await catalogue(new ApiClient(shop.url))).sizedWithStock(4)
    // The seed's counts are where the history starts: one entry per size it offers (at 0 too), the last written first.
    expect((await history(product.id)).filter((entry) => entry.reason === 'import')).toEqual(
      [...product.sizes]
        .reverse()
        .map((s: string) => expect.objectContaining({ size: s, change: product.sizeInventory[s] ?? 0, after: product.sizeInventory[s] ?? 0, actor: 'seed', orderId: null })),
    )

    const sold = await buyInDemoMode(shop.url, product.id, size, 2)
    expect(sold.status).toBe(201)
    const orderNumber = sold.body.id.slice(0, 8)
    const edited = await admin.patch(`/api/products/${product.id}/inventory`, { sizeInventory: { [size]: stock + 3 }, expectedSizeInventory: { [size]: stock - 2 } })
    expect(edited.status).toBe(200)
    const order = ((await admin.get('/api/admin/orders')).body.orders as any[]).find((candidate) => candidate.id === sold.body.id)
    const refunded = await admin.post(`/api/admin/orders/${sold.body.id}/refund`, { amount: '1.00', restockItems: [{ itemId: order.items[0].id, quantity: 1 }] })
    expect(refunded.status).toBe(200)
    const other = await buyInDemoMode(shop.url, product.id, size, 1)
    expect((await admin.post(`/api/admin/orders/${other.body.id}/cancel`, {})).status).toBe(200)

    const entries = (await history(product.id)).filter((entry) => entry.size === size)
    expect(entries.slice(0, 5)).toEqual([
      { at: expect.any(String), size, change: 1, after: stock + 4, reason: 'cancel', actor: admin.username, orderId: other.body.id },
      { at: expect.any(String), size, change: -1, after: stock + 3, reason: 'sale', actor: `order #${other.body.id.slice(0, 8)}`, orderId: other.body.id },
      { at: expect.any(String), size, change: 1, after: stock + 4, reason: 'refund', actor: admin.username, orderId: sold.body.id },
      { at: expect.any(String), size, change: 5, after: stock + 3, reason: 'edit', actor: admin.username, orderId: null },
      { at: expect.any(String), size, change: -2, after: stock - 2, reason: 'sale', actor: `order #${orderNumber}`, orderId: sold.body.id },
    ])
    const times = entries.map((entry) => Date.parse(entry.at))
    expect([...times].sort((a, b) => b - a)).toEqual(times)
    await expectHistoryAddsUp(product.id)
  })

  it('records a new product\'s first counts as its creator\'s edit, and pages 50 at a time without repeating or skipping', async () => {
    const image = (await catalogue(new ApiClient(shop.url))).products[0].image
    const created = await admin.post('/api/products', { name: 'History Tee', description: '', price: '20.00', image, sizes: ['S', 'M'], sizeInventory: { S: 0, M: 4 } })
    expect(created.status).toBe(201)
    const id = created.body.id
    expect(await history(id)).toEqual([
      { at: expect.any(String), size: 'M', change: 4, after: 4, reason: 'edit', actor: admin.username, orderId: null },
      { at: expect.any(String), size: 'S', change: 0, after: 0, reason: 'edit', actor: admin.username, orderId: null },
    ])
    for (let count = 5; count <= 55; count += 1) {
      expect((await admin.patch(`/api/products/${id}/inventory`, { sizeInventory: { M: count }, expectedSizeInventory: { M: count - 1 } })).status).toBe(200)
    }
    const first = await admin.get(`/api/admin/products/${id}/stock-history`)
    expect(first.body.entries).toHaveLength(50)
    expect(first.body.entries[0]).toMatchObject({ size: 'M', change: 1, after: 55 })
    expect(first.body.nextCursor).toEqual(expect.stringMatching(/^\d+$/))
    const second = await admin.get(`/api/admin/products/${id}/stock-history?cursor=${first.body.nextCursor}`)
    expect(second.body).toEqual({ entries: [expect.objectContaining({ after: 5 }), expect.objectContaining({ after: 4 }), expect.objectContaining({ size: 'S' })], nextCursor: null })
    await expectHistoryAddsUp(id)
  })

  it('records a product without sizes: counted sales and edits, and starting or stopping to count', async () => {
    const image = (await catalogue(new ApiClient(shop.url))).products[0].image
    const created = await admin.post('/api/products', { name: 'History Mug', description: '', price: '12.00', image, sizes: [], sizeInventory: {}, stock: 3 })
    const id = created.body.id
    expect((await buyInDemoMode(shop.url, id, null, 2)).status).toBe(201)
    expect((await admin.patch(`/api/products/${id}/inventory`, { stock: null, expectedStock: 1 })).status).toBe(200)
    expect((await history(id)).map(({ size, change, after, reason }) => [size, change, after, reason])).toEqual([
      [null, -1, null, 'edit'],
      [null, -2, 1, 'sale'],
      [null, 3, 3, 'edit'],
    ])
    await expectHistoryAddsUp(id)
  })

  /**
   * Makes the database itself refuse this product's new history entries (a trigger on SQLite, a
   * collection validator on MongoDB), as a full disk or a crash between two writes would; answers
   * how to undo it.
   */
  async function refuseHistoryOf(productId: string): Promise<() => Promise<void>> {
    if (process.env.TEST_DATABASE === 'mongodb') {
      const client = await new MongoClient(shop.databaseUri).connect()
      const db = client.db()
      await db.command({ collMod: 'stock-history', validator: { product: { $ne: productId } }, validationLevel: 'strict', validationAction: 'error' })
      return async () => {
        await db.command({ collMod: 'stock-history', validator: {}, validationLevel: 'off' })
        await client.close()
      }
    }
    const db = createClient({ url: `file:${path.join(shop.dataDir, 'shop.db')}` })
    await db.execute(`CREATE TRIGGER refuse_history BEFORE INSERT ON stock_history WHEN NEW.product = '${productId}' BEGIN SELECT RAISE(ABORT, 'refused'); END`)
    return async () => {
      await db.execute('DROP TRIGGER refuse_history')
      db.close()
    }
  }

  it('changes a count and writes its entry in one atomic step: while the entry is refused, the count stays as it was', async () => {
    const image = (await catalogue(new ApiClient(shop.url))).products[0].image
    const id = (await admin.post('/api/products', { name: 'Atomic Tee', description: '', price: '20.00', image, sizes: ['M'], sizeInventory: { M: 3 } })).body.id
    const edit = (to: number, from: number) => admin.patch(`/api/products/${id}/inventory`, { sizeInventory: { M: to }, expectedSizeInventory: { M: from } })
    const undo = await refuseHistoryOf(id)
    try {
      const refused = await edit(7, 3)
      expect(refused.status).toBe(500)
      expect(refused.text).not.toMatch(/refused|stock_history|at .*\.js/)
      expect((await adminProduct(id)).sizeInventory).toEqual({ M: 3 })
    } finally {
      await undo()
    }
    expect((await edit(7, 3)).status).toBe(200)
    expect((await history(id)).map(({ size, change, after, reason }) => [size, change, after, reason])).toEqual([
      ['M', 4, 7, 'edit'],
      ['M', 3, 3, 'edit'],
    ])
    await expectHistoryAddsUp(id)
  })

  it('is for administrators only, and says what is wrong with a bad request', async () => {
    const { product } = (await catalogue(new ApiClient(shop.url))).sizedWithStock(1)
    const path = `/api/admin/products/${product.id}/stock-history`
    expect((await new ApiClient(shop.url).get(path)).status).toBe(401)
    expect((await (await signUpCustomer(shop.url)).get(path)).status).toBe(403)
    expect((await new ApiClient(shop.url).get('/api/admin/products')).status).toBe(401)
    expect((await admin.get('/api/admin/products/00000000-0000-4000-8000-000000000000/stock-history')).status).toBe(404)
    const bad = await admin.get(`${path}?cursor=abc`)
    expect([bad.status, bad.body.message]).toEqual([400, 'cursor must be the nextCursor of an earlier page'])
    // Nobody writes or deletes entries through Payload's REST API either.
    const rest = await admin.get('/cms-api/stock-history?limit=1')
    expect(rest.status).toBe(200)
    expect((await admin.delete(`/cms-api/stock-history/${rest.body.docs[0].id}`)).status).toBe(403)
    expect((await admin.post('/cms-api/stock-history', { product: product.id, seq: 999, change: 100, reason: 'edit', actor: 'me' })).status).toBe(403)
  })
})

describe('notify me when it is back', () => {
  const THANKS = 'Thanks — please confirm from your inbox, and we will e-mail you once it is back.'
  let address = 10

  /** A visitor from an address of its own (the throttle counts per address). */
  function visitor() {
    address += 1
    return new ApiClient(shop.url, { 'X-Forwarded-For': `198.51.100.${address}` })
  }

  function linkIn(message: ReceivedMail, action: 'confirm' | 'cancel'): string {
    const match = new RegExp(`${PUBLIC_URL.replace(/\./g, '\\.')}/notify/${action}\\?token=([A-Za-z0-9_%-]+)`).exec(message.text ?? '')
    if (!match) throw new Error(`no ${action} link in:\n${message.text}`)
    expect(message.html).toContain(`href="${PUBLIC_URL}/notify/${action}?token=${match[1]}"`)
    return decodeURIComponent(match[1])
  }

  async function newProduct(fields: Record<string, unknown>): Promise<string> {
    const image = (await catalogue(new ApiClient(shop.url))).products[0].image
    const created = await admin.post('/api/products', { name: uniqueName('Notify Tee'), description: '', price: '20.00', image, ...fields })
    expect(created.status).toBe(201)
    return created.body.id
  }

  /** Asks, reads the confirmation e-mail, and confirms from its link. */
  async function subscribe(productId: string, size: string | null, { confirm = true } = {}) {
    const email = `${uniqueName('waiter')}@example.org`
    const asked = await visitor().post(`/api/products/${productId}/notify`, { email, size })
    expect([asked.status, asked.body]).toEqual([200, { message: THANKS }])
    const confirmation = await mail.waitFor(email, /^Please confirm: e-mail me when/)
    const token = linkIn(confirmation, 'confirm')
    if (confirm) {
      const confirmed = await visitor().post('/api/notify/confirm', { token })
      expect([confirmed.status, confirmed.body.message]).toEqual([200, 'Done — we will e-mail you once it is back in stock.'])
    }
    return { email, token, confirmation }
  }

  async function waitingOf(productId: string) {
    return ((await admin.get('/api/admin/products')).body as any[]).find((product) => product.id === productId).restockWaiting
  }

  async function notices(to?: string) {
    const found = await admin.get(`/cms-api/outbox?where[kind][equals]=restock-notice&limit=100&depth=0${to ? `&where[to][equals]=${encodeURIComponent(to)}` : ''}`)
    expect(found.status).toBe(200)
    return found.body.docs as { to: string; subject: string }[]
  }

  function setCounts(productId: string, sizeInventory: Record<string, number>, expectedSizeInventory: Record<string, number>) {
    return admin.patch(`/api/products/${productId}/inventory`, { sizeInventory, expectedSizeInventory })
  }

  it('asks for a confirmation once per address and size, and e-mails each confirmed subscriber once when the size comes back, none while it stays at 0', async () => {
    const id = await newProduct({ sizes: ['S', 'M'], sizeInventory: { S: 0, M: 3 } })
    const first = await subscribe(id, 'S')
    expect(first.confirmation.subject).toMatch(/^Please confirm: e-mail me when Notify Tee.* in size S is back$/)
    expect(first.confirmation.text).toContain(`e-mail ${first.email} when`)
    expect(linkIn(first.confirmation, 'cancel')).toBe(first.token)
    const second = await subscribe(id, 'S')
    const pending = await subscribe(id, 'S', { confirm: false })
    const cancelled = await subscribe(id, 'S')
    expect((await visitor().post('/api/notify/cancel', { token: cancelled.token })).body.message).toBe('Cancelled — we will not e-mail you about it.')
    // Confirm pressed after Cancel: it stays cancelled (nobody is e-mailed below), and says so (outside review 12).
    const reconfirmed = await visitor().post('/api/notify/confirm', { token: cancelled.token })
    expect([reconfirmed.status, reconfirmed.body.message]).toEqual([409, 'You cancelled this e-mail. To be told when it is back, ask again on the product.'])

    // Asking again with the same address and size: the same answer, no second request or e-mail.
    const again = await visitor().post(`/api/products/${id}/notify`, { email: first.email.toUpperCase(), size: 'S' })
    expect([again.status, again.body]).toEqual([200, { message: THANKS }])
    const againPending = await visitor().post(`/api/products/${id}/notify`, { email: pending.email, size: 'S' })
    expect([againPending.status, againPending.body]).toEqual([200, { message: THANKS }])
    expect(await waitingOf(id)).toEqual([{ size: 'S', count: 2 }])

    // Changes that leave S at 0 tell nobody: M sells and is counted again, S is saved at 0.
    expect((await buyInDemoMode(shop.url, id, 'M', 1)).status).toBe(201)
    expect((await setCounts(id, { M: 5, S: 0 }, { M: 2, S: 0 })).status).toBe(200)
    // A later message to someone else arrives after anything these changes might have queued.
    const marker = await subscribe(await newProduct({ sizes: ['L'], sizeInventory: { L: 0 } }), 'L', { confirm: false })
    expect(marker.email).toBeTruthy()
    expect(await notices()).toEqual([])

    // S comes back: one e-mail each for the two confirmed subscribers, with the product's link.
    expect((await setCounts(id, { S: 2 }, { S: 0 })).status).toBe(200)
    for (const subscriber of [first, second]) {
      const notice = await mail.waitFor(subscriber.email, /^Back in stock: /)
      expect(notice.subject).toMatch(/^Back in stock: Notify Tee.* in size S$/)
      expect(notice.text).toContain(`${PUBLIC_URL}/products/${id}`)
      expect(notice.html).toContain(`href="${PUBLIC_URL}/products/${id}"`)
    }
    expect(await waitingOf(id)).toEqual([])
    for (const action of ['confirm', 'cancel']) {
      expect((await visitor().post(`/api/notify/${action}`, { token: first.token })).body.message).toBe('We have e-mailed you already: it came back in stock.')
    }

    // Sold out and back again: those requests are done, nobody is written to twice.
    expect((await setCounts(id, { S: 0 }, { S: 2 })).status).toBe(200)
    expect((await setCounts(id, { S: 1 }, { S: 0 })).status).toBe(200)
    // The pending one confirms now, while S is in stock: told at once (the last e-mail of this test).
    expect((await visitor().post('/api/notify/confirm', { token: pending.token })).status).toBe(200)
    await mail.waitFor(pending.email, /^Back in stock: /)
    expect((await notices()).map((notice) => notice.to).sort()).toEqual([first.email, second.email, pending.email].sort())
    for (const email of [first.email, second.email, pending.email, cancelled.email]) {
      expect([email, mail.received.filter((m) => m.envelopeTo.includes(email) && /^Back in stock/.test(m.subject ?? '')).length]).toEqual([email, email === cancelled.email ? 0 : 1])
    }
  })

  it('confirms each size a shopper asks for within minutes: M, then L, each gets its own confirmation (decision 54)', async () => {
    const id = await newProduct({ sizes: ['S', 'M', 'L'], sizeInventory: { S: 4, M: 0, L: 0 } })
    const email = `${uniqueName('two.sizes')}@example.org`
    const same = visitor()
    for (const size of ['M', 'L']) expect((await same.post(`/api/products/${id}/notify`, { email, size })).body).toEqual({ message: THANKS })
    const forM = await mail.waitFor(email, /in size M is back$/)
    const forL = await mail.waitFor(email, /in size L is back$/)
    for (const confirmation of [forM, forL]) expect((await visitor().post('/api/notify/confirm', { token: linkIn(confirmation, 'confirm') })).status).toBe(200)
    expect(await waitingOf(id)).toEqual(expect.arrayContaining([{ size: 'M', count: 1 }, { size: 'L', count: 1 }]))
    // The same size again within minutes: still one confirmation for it.
    expect((await same.post(`/api/products/${id}/notify`, { email, size: 'M' })).status).toBe(200)
    expect(mail.received.filter((m) => m.envelopeTo.includes(email) && /^Please confirm/.test(m.subject ?? '')).length).toBe(2)
  })

  it('tells the waiting subscribers of a product without sizes when a refund puts a unit back', async () => {
    const id = await newProduct({ sizes: [], sizeInventory: {}, stock: 1 })
    const sold = await buyInDemoMode(shop.url, id, null, 1)
    expect(sold.status).toBe(201)
    const subscriber = await subscribe(id, null)
    expect(await waitingOf(id)).toEqual([{ size: null, count: 1 }])
    const order = ((await admin.get('/api/admin/orders')).body.orders as any[]).find((candidate) => candidate.id === sold.body.id)
    const refunded = await admin.post(`/api/admin/orders/${sold.body.id}/refund`, { amount: '1.00', restockItems: [{ itemId: order.items[0].id, quantity: 1 }] })
    expect(refunded.status).toBe(200)
    const notice = await mail.waitFor(subscriber.email, /^Back in stock: /)
    expect(notice.subject).not.toContain('size')
    expect(await waitingOf(id)).toEqual([])
  })

  it('refuses what cannot be waited for, with a clear message, and throttles asking', async () => {
    const id = await newProduct({ sizes: ['S', 'M'], sizeInventory: { S: 0, M: 3 } })
    const unsized = await newProduct({ sizes: [], sizeInventory: {}, stock: 0 })
    const ask = (productId: string, body: unknown) => visitor().post(`/api/products/${productId}/notify`, body)
    const answer = async (response: Promise<ApiResponse>) => {
      const { status, body } = await response
      return [status, body.message]
    }
    const email = `${uniqueName('asker')}@example.org`
    expect(await answer(ask(id, { email, size: 'M' }))).toEqual([409, 'This is in stock now: add it to your cart.'])
    expect(await answer(ask(id, { email, size: 'XL' }))).toEqual([400, expect.stringMatching(/does not come in size XL$/)])
    expect(await answer(ask(id, { email }))).toEqual([400, 'Please choose a size'])
    expect(await answer(ask(unsized, { email, size: 'S' }))).toEqual([400, expect.stringMatching(/does not come in sizes$/)])
    expect(await answer(ask(id, { email: 'not-an-address', size: 'S' }))).toEqual([400, 'Invalid email'])
    expect(await answer(ask(id, { size: 'S' }))).toEqual([400, 'Please enter your email address'])
    expect(await answer(ask(id, { email, size: 'XXXL' }))).toEqual([400, expect.stringMatching(/^Size must be one of/)])
    expect(await answer(ask('00000000-0000-4000-8000-000000000000', { email, size: 'S' }))).toEqual([404, 'Product not found'])
    expect((await admin.patch(`/api/products/${id}/visibility`, { hidden: true })).status).toBe(200)
    expect(await answer(ask(id, { email, size: 'S' }))).toEqual([404, 'Product not found'])
    const badLink = 'This link is not valid any more. Please use the link from your latest e-mail, or ask again on the product.'
    expect(await answer(visitor().post('/api/notify/confirm', { token: 'guessed' }))).toEqual([404, badLink])
    expect(await answer(visitor().post('/api/notify/cancel', {}))).toEqual([400, badLink])

    // One address may ask 8 times per 15 minutes (AUTH_RATE_LIMIT_PER_IP here), then waits.
    const same = visitor()
    const statuses: number[] = []
    for (let i = 0; i < 9; i++) statuses.push((await same.post(`/api/products/${unsized}/notify`, { email: `${uniqueName('flood')}@example.org` })).status)
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 429])
  })

  it("keeps the requests to administrators: the panel's REST API reads them for administrators only and writes nothing", async () => {
    const customer = await signUpCustomer(shop.url)
    expect((await customer.get('/cms-api/restock-requests')).status).toBe(403)
    expect((await new ApiClient(shop.url).get('/cms-api/restock-requests')).status).toBe(403)
    const listed = await admin.get('/cms-api/restock-requests?limit=1&depth=0')
    expect(listed.status).toBe(200)
    expect(listed.body.docs[0]).not.toHaveProperty('token')
    expect(listed.body.docs[0]).not.toHaveProperty('waitingKey')
    expect((await admin.post('/cms-api/restock-requests', { email: 'x@example.org', product: 'p', status: 'confirmed', consentedAt: new Date().toISOString(), consent: 'x', token: 't' })).status).toBe(403)
    expect((await admin.patch(`/cms-api/restock-requests/${listed.body.docs[0].id}`, { status: 'confirmed' })).status).toBe(403)
  })
})
