import { createClient } from '@libsql/client'
import http from 'node:http'
import path from 'node:path'

import { ApiClient } from '../support/apiClient'
import { setUpAdmin, signUpCustomer } from '../support/accounts'
import { buyerOrderForm, catalogue, checkoutForm, payInDemoMode } from '../support/checkout'
import { startHeldUpload } from '../support/heldUpload'
import { pngImage } from '../support/images'
import { startShop } from '../support/shopProcess'

/** A GET on a brand-new connection (never a pooled keep-alive one): 'answered' or 'refused'. */
function newConnectionGet(url: string): Promise<'answered' | 'refused'> {
  return new Promise((resolve) => {
    http.get(url, { agent: false }, (res) => {
      res.resume()
      resolve('answered')
    }).on('error', () => resolve('refused'))
  })
}

/** Tries new connections until one is refused (the shop has stopped listening); false if none is within 20 s. */
async function refusesNewConnections(url: string): Promise<boolean> {
  const deadline = Date.now() + 20_000
  while (Date.now() < deadline) {
    if ((await newConnectionGet(url)) === 'refused') return true
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  return false
}

async function demoOrder(client: ApiClient) {
  const { unsized } = await catalogue(client)
  const { body: intent } = await client.post('/api/checkout/payment-intent', { deliveryMethod: 'in-town', cartItems: [{ productId: unsized.id, quantity: 1 }] })
  await payInDemoMode(client, intent)
  return client.post('/api/orders', buyerOrderForm(intent))
}

const sqliteOnly = process.env.TEST_DATABASE === 'mongodb' ? describe.skip : describe

describe('durability', () => {
  it('finishes requests in flight on SIGTERM (slow uploads included), refuses new ones, then closes cleanly', async () => {
    const shop = await startShop()
    const admin = await setUpAdmin(shop.url)
    const png = await pngImage(800, 600)
    const urls = await Promise.all(Array.from({ length: 4 }, async () => (await admin.post('/api/objects/upload')).body.uploadURL as string))
    // Each upload sends half its file once the shop has taken it, and the rest only after the shutdown has begun.
    const uploads = await Promise.all(urls.map((url) => startHeldUpload(url, png)))
    const exitCode = shop.stop()
    expect(await shop.untilLogged(/"msg":"shutting down"/)).toBe(true)
    expect(await refusesNewConnections(`${shop.url}/healthz`)).toBe(true)
    const answers = await Promise.all(uploads.map((upload) => upload.finish()))
    expect(answers.map((answer) => ('status' in answer ? answer.status : answer.error))).toEqual([200, 200, 200, 200])
    expect(await exitCode).toBe(0)
    expect(shop.logs()).toMatch(/"msg":"stopped"/)

    const again = await startShop({ dataDir: shop.dataDir, databaseName: shop.databaseName })
    try {
      for (const answer of answers) expect((await fetch(`${again.url}${JSON.parse((answer as { body: string }).body).objectPath}`)).status).toBe(200)
    } finally {
      await again.stop()
    }
  })

  it.each(['closed', 'stalled'] as const)('stops on SIGTERM when its log pipe is %s (a supervisor whose log reader died or hangs)', async (how) => {
    const shop = await startShop()
    try {
      shop.stopReadingOutput(how)
      // A stalled pipe fills: a log line per request, made long by its address.
      if (how === 'stalled') {
        for (let sent = 0; sent < 3000; sent += 50) {
          await Promise.all(Array.from({ length: 50 }, async () => (await fetch(`${shop.url}/api/products?padding=${'x'.repeat(200)}`)).text()))
        }
      }
      // Before, the exit's last write of the buffered log retried that pipe for ever: the process
      // never ended (it needed SIGKILL). Now it gives the log about a second, then exits.
      const exitCode = shop.stop()
      const gaveUp = new Promise<'still running'>((resolve) => setTimeout(() => resolve('still running'), 30_000).unref())
      expect(await Promise.race([exitCode, gaveUp])).toBe(0)
    } finally {
      await shop.kill()
    }
  })

  it('keeps a committed order when the process is killed, and reads it back after a restart', async () => {
    const shop = await startShop({ seed: 'demo' })
    const client = await signUpCustomer(shop.url)
    await client.post('/api/cart', { productId: (await catalogue(client)).unsized.id, quantity: 1 })
    const { body: intent } = await client.post('/api/checkout/payment-intent', { deliveryMethod: 'in-town' })
    await payInDemoMode(client, intent)
    const order = await client.post('/api/orders', checkoutForm(intent.paymentIntentId))
    expect(order.status).toBe(201)
    await shop.kill()

    const again = await startShop({ dataDir: shop.dataDir, databaseName: shop.databaseName })
    try {
      const relogged = new ApiClient(again.url)
      await relogged.post('/api/login', { username: (client as any).username, password: 'correct-horse-42' })
      const orders = (await relogged.get('/api/account/orders')).body.orders
      expect(orders.map((o: any) => o.id)).toEqual([order.body.id])
      const anotherOrder = await demoOrder(new ApiClient(again.url))
      expect(anotherOrder.status).toBe(201)
    } finally {
      await again.stop()
    }
  })

  sqliteOnly('SQLite', () => {
    it('runs in WAL mode', async () => {
      const shop = await startShop()
      await shop.stop()
      const db = createClient({ url: `file:${path.join(shop.dataDir, 'shop.db')}` })
      const { rows } = await db.execute('PRAGMA journal_mode')
      db.close()
      expect(rows[0].journal_mode).toBe('wal')
    })
  })
})
