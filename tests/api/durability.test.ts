import { createClient } from '@libsql/client'
import http from 'node:http'
import path from 'node:path'

import { ApiClient } from '../support/apiClient'
import { setUpAdmin, signUpCustomer } from '../support/accounts'
import { buyerOrderForm, catalogue, checkoutForm, payInDemoMode } from '../support/checkout'
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

/** A PUT whose body arrives in two halves, the second only once `rest` resolves. */
function slowPut(url: string, file: Buffer, rest: Promise<void>): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: 'PUT', headers: { 'content-type': 'image/png', 'content-length': file.length } }, (res) => {
      let body = ''
      res.on('data', (chunk) => (body += chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
    })
    req.on('error', reject)
    req.write(file.subarray(0, file.length / 2))
    void rest.then(() => req.end(file.subarray(file.length / 2)))
  })
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
    // Each upload sends half its file, waits until the shutdown has begun, then sends the rest.
    let sendRest: () => void = () => {}
    const restReleased = new Promise<void>((resolve) => (sendRest = resolve))
    const uploads = urls.map((url) => slowPut(url, png, restReleased))
    await new Promise((resolve) => setTimeout(resolve, 300))
    const exitCode = shop.stop()
    await new Promise((resolve) => setTimeout(resolve, 300))
    const refused = await newConnectionGet(`${shop.url}/healthz`)
    sendRest()
    const answers = await Promise.all(uploads)
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200])
    expect(refused).toBe('refused')
    expect(await exitCode).toBe(0)
    expect(shop.logs()).toMatch(/"msg":"stopped"/)

    const again = await startShop({ dataDir: shop.dataDir, databaseName: shop.databaseName })
    try {
      for (const answer of answers) expect((await fetch(`${again.url}${JSON.parse(answer.body).objectPath}`)).status).toBe(200)
    } finally {
      await again.stop()
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
      const orders = (await relogged.get('/api/account/orders')).body
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
