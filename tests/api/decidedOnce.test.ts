import { ApiClient } from '../support/apiClient'
import { setUpAdmin } from '../support/accounts'
import { buyInDemoMode, catalogue, stockOf } from '../support/checkout'
import { startShop, type Shop } from '../support/shopProcess'

/**
 * Issue 28, items 7 and 12: two shop processes on one database (demo payments), administrators
 * pressing at the same moment on both. Every status change is a compare-and-set on the status it
 * started from (the loser gets 409 with the current order), and the demo's refund record is a
 * conditional write, so two refunds of "everything left" never return more than was paid.
 */
describe('decided once, with two processes on one database', () => {
  let first: Shop
  let second: Shop
  let adminOnFirst: ApiClient
  let adminOnSecond: ApiClient

  beforeAll(async () => {
    first = await startShop({ seed: 'demo' })
    second = await startShop({ dataDir: first.dataDir, databaseName: first.databaseName })
    adminOnFirst = await setUpAdmin(first.url)
    // The same administrator's session, on the other process.
    adminOnSecond = new ApiClient(second.url, { cookie: adminOnFirst.cookieHeader() })
  })
  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()])
  })

  /** The stock as the first process's catalogue shows it, once it shows `expected` (the other process's write shows within a second). */
  async function stockBecomes(productId: string, size: string, expected: number) {
    const deadline = Date.now() + 30_000
    while ((await stockOf(adminOnFirst, productId, size)) !== expected && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50))
    return stockOf(adminOnFirst, productId, size)
  }

  async function paidOrder(productId: string, size: string) {
    const res = await buyInDemoMode(first.url, productId, size, 1)
    expect(res.status).toBe(201)
    return res.body as { id: string; total: string }
  }

  it('fulfil and cancel at the same moment: exactly one wins, the other gets 409 with the current order', async () => {
    const { product, size } = (await catalogue(new ApiClient(first.url))).sizedWithStock(6)
    for (let round = 0; round < 5; round += 1) {
      const before = await stockOf(adminOnFirst, product.id, size)
      const order = await paidOrder(product.id, size)
      const [fulfil, cancel] = await Promise.all([
        adminOnFirst.patch(`/api/admin/orders/${order.id}`, { status: 'fulfilled' }),
        adminOnSecond.post(`/api/admin/orders/${order.id}/cancel`),
      ])
      const statuses = [fulfil.status, cancel.status].sort()
      expect(statuses).toEqual([200, 409])
      const loser = fulfil.status === 409 ? fulfil : cancel
      const winner = fulfil.status === 200 ? fulfil : cancel
      expect(loser.body.order).toMatchObject({ id: order.id, status: winner.body.status })
      const final = ((await adminOnFirst.get('/api/admin/orders')).body.orders as any[]).find((o) => o.id === order.id)
      if (fulfil.status === 200) {
        expect(final).toMatchObject({ status: 'fulfilled', refunded: '0.00' })
        expect(await stockBecomes(product.id, size, before - 1)).toBe(before - 1)
      } else {
        expect(final).toMatchObject({ status: 'cancelled', refunded: order.total })
        expect(await stockBecomes(product.id, size, before)).toBe(before)
      }
    }
  })

  it('demo refunds of "everything left" from both processes at once never return more than was paid', async () => {
    const { product, size } = (await catalogue(new ApiClient(first.url))).sizedWithStock(2)
    for (let round = 0; round < 3; round += 1) {
      const order = await paidOrder(product.id, size)
      const answers = await Promise.all([
        adminOnFirst.post(`/api/admin/orders/${order.id}/refund`, {}, { 'Idempotency-Key': `a-${order.id}` }),
        adminOnSecond.post(`/api/admin/orders/${order.id}/refund`, {}, { 'Idempotency-Key': `b-${order.id}` }),
      ])
      expect(answers.filter((a) => a.status === 200)).toHaveLength(1)
      const final = ((await adminOnFirst.get('/api/admin/orders')).body.orders as any[]).find((o) => o.id === order.id)
      expect(final).toMatchObject({ status: 'refunded', refunded: order.total })
      expect(final.refunds).toHaveLength(1)
    }
  })

  it('one refund request retried on the other process at once (one Idempotency-Key): its units go back once', async () => {
    const { product, size } = (await catalogue(new ApiClient(first.url))).sizedWithStock(5)
    for (let round = 0; round < 4; round += 1) {
      const before = await stockOf(adminOnFirst, product.id, size)
      const res = await buyInDemoMode(first.url, product.id, size, 2)
      expect(res.status).toBe(201)
      const order = res.body as { id: string }
      const itemId = ((await adminOnFirst.get('/api/admin/orders')).body.orders as any[]).find((o) => o.id === order.id).items[0].id
      // A load balancer sends a request whose answer was slow to the other process as well.
      const request = { amount: '1.00', restockItems: [{ itemId, quantity: 1 }] }
      const headers = { 'Idempotency-Key': `same-${order.id}` }
      const answers = await Promise.all([
        adminOnFirst.post(`/api/admin/orders/${order.id}/refund`, request, headers),
        adminOnSecond.post(`/api/admin/orders/${order.id}/refund`, request, headers),
      ])
      // Each answers the one refund, or that its units were being put back by the other (a retry then answers 200).
      for (const answer of answers) expect([200, 409]).toContain(answer.status)
      expect(answers.some((answer) => answer.status === 200)).toBe(true)
      const final = ((await adminOnFirst.get('/api/admin/orders')).body.orders as any[]).find((o) => o.id === order.id)
      expect(final).toMatchObject({ refunded: '1.00' })
      expect(final.refunds).toHaveLength(1)
      expect(final.items[0].restocked).toBe(1)
      expect(await stockBecomes(product.id, size, before - 1)).toBe(before - 1)
    }
  })
})
