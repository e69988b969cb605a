/**
 * Issue 32, stock history: every change of a count (a sale, an edit, a refund with restock, a
 * cancellation, a new product, the seed) is recorded with its reason and actor, newest first and
 * paged, for administrators only; a size's recorded changes add up to its count. That a change and
 * its entry commit together is shown by the ledgers' unit tests (cms/stock/*StockLedger.test.ts),
 * where the entry's insert is made to fail.
 */
import { ApiClient, type ApiResponse } from '../support/apiClient'
import { setUpAdmin, signUpCustomer } from '../support/accounts'
import { buyInDemoMode, catalogue } from '../support/checkout'
import { startShop, type Shop } from '../support/shopProcess'

type Entry = { at: string; size: string | null; change: number; after: number | null; reason: string; actor: string; orderId: string | null }

describe('stock history', () => {
  let shop: Shop
  let admin: ApiClient & { username: string }

  beforeAll(async () => {
    shop = await startShop({ seed: 'demo', env: { PAYMENTS_MODE: 'demo' } })
    admin = await setUpAdmin(shop.url)
  })
  afterAll(() => shop?.stop())

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
    // The seed's counts are where the history starts.
    expect((await history(product.id)).filter((entry) => entry.reason === 'import')).toEqual(
      product.sizes
        .filter((s: string) => product.sizeInventory[s] > 0)
        .map((s: string) => expect.objectContaining({ size: s, change: product.sizeInventory[s], after: product.sizeInventory[s], actor: 'seed', orderId: null })),
    )

    const sold = await buyInDemoMode(shop.url, product.id, size, 2)
    expect(sold.status).toBe(201)
    const orderNumber = sold.body.id.slice(0, 8)
    const edited = await admin.patch(`/api/products/${product.id}/inventory`, { sizeInventory: { [size]: stock + 3 }, expectedSizeInventory: { [size]: stock - 2 } })
    expect(edited.status).toBe(200)
    const order = ((await admin.get('/api/admin/orders')).body as any[]).find((candidate) => candidate.id === sold.body.id)
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
