import http from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'

import { setUpAdmin, signUpCustomer } from '../support/accounts'
import { ApiClient } from '../support/apiClient'
import { buyServerCartInDemoMode, catalogue } from '../support/checkout'
import { startShop, type Shop } from '../support/shopProcess'

/**
 * The fast paths (cms/http/fastPaths.ts: GET /api/products, the storefront's pages, and the
 * signed-in reads answered from memory) give the very answer the ordinary path gives: Express
 * reading the database (a second shop on the same database with FAST_PATHS=off, which keeps no
 * answer in memory). For every route, signed out and signed in, compressed or not, and after a
 * write by another process: the same status, headers (less the per-request ones) and bytes.
 * A server-rendered page carries the moment it was rendered (the query cache's dehydratedAt and
 * dataUpdatedAt, which the browser's staleness rules read): those are compared decoded, with the
 * moments masked, and its compressed length may differ by what they compress to.
 */
describe('the fast paths answer exactly as Express does', () => {
  let fast: Shop
  let ordinary: Shop
  let admin: ApiClient
  let products: Awaited<ReturnType<typeof catalogue>>
  let someProduct: { id: string }

  beforeAll(async () => {
    // One public address for both: without it each shop names its own port in its links.
    const env = { PUBLIC_URL: 'http://localhost:3000' }
    fast = await startShop({ seed: 'demo', env })
    ordinary = await startShop({ dataDir: fast.dataDir, databaseName: fast.databaseName, env: { ...env, FAST_PATHS: 'off' } })
    admin = await setUpAdmin(fast.url)
    products = await catalogue(new ApiClient(fast.url))
    someProduct = products.unsized
  })
  afterAll(async () => {
    await Promise.all([ordinary?.stop(), fast?.stop()])
  })

  /** Varies with every request or connection, not with the answer. */
  const PER_REQUEST = new Set(['date', 'x-request-id', 'connection', 'keep-alive'])
  type Exchange = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }

  /** One GET with exactly these headers; the body as sent (compressed bytes stay compressed). */
  function get(shop: Shop, path: string, headers: Record<string, string>): Promise<Exchange> {
    return new Promise((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port: shop.port, path, method: 'GET', headers }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: Object.fromEntries(Object.entries(res.headers).filter(([name]) => !PER_REQUEST.has(name))),
            body: Buffer.concat(chunks),
          }),
        )
      })
      req.on('error', reject)
      req.end()
    })
  }

  const ENCODINGS: Record<string, string>[] = [{}, { 'accept-encoding': 'gzip' }, { 'accept-encoding': 'gzip, deflate, br' }]

  /** The fast shop's answer (asked twice, so the second can come from memory) and the ordinary one, per encoding. */
  async function answers(path: string, headers: Record<string, string> = {}) {
    return Promise.all(
      ENCODINGS.map(async (encoding) => {
        const sent = { ...headers, ...encoding }
        await get(fast, path, sent)
        return { sent, fast: await get(fast, path, sent), ordinary: await get(ordinary, path, sent) }
      }),
    )
  }

  /** A server-rendered page's body decoded with its render moments masked; any other answer as sent. */
  function comparable({ status, headers, body }: Exchange): Exchange {
    if (!/text\/html/.test(String(headers['content-type']))) return { status, headers, body }
    const encoding = headers['content-encoding']
    const decoded = encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body
    const text = decoded.toString('utf8')
    if (!text.includes('"dehydratedAt"')) return { status, headers, body }
    const { 'content-length': _length, ...rest } = headers
    return { status, headers: encoding ? rest : headers, body: Buffer.from(text.replace(/"(dehydratedAt|dataUpdatedAt)":\d+/g, '"$1":0')) }
  }

  async function expectAgreement(path: string, headers: Record<string, string> = {}) {
    for (const { sent, fast: fastAnswer, ordinary: ordinaryAnswer } of await answers(path, headers)) {
      const label = `${path} ${JSON.stringify(sent)}`
      const [f, o] = [comparable(fastAnswer), comparable(ordinaryAnswer)]
      expect({ label, status: f.status, headers: f.headers }).toEqual({ label, status: o.status, headers: o.headers })
      expect({ label, difference: firstDifference(f.body, o.body) }).toEqual({ label, difference: null })
    }
  }

  /** Agreement that shows once the fast shop's documented lifetime for another process's change has passed (decision 15). */
  async function eventualAgreement(path: string, headers: Record<string, string> = {}): Promise<Exchange> {
    for (const deadline = Date.now() + 30_000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 100))) {
      const [f, o] = [comparable(await get(fast, path, headers)), comparable(await get(ordinary, path, headers))]
      if (f.status === o.status && f.body.equals(o.body)) break
    }
    await expectAgreement(path, headers)
    return get(fast, path, headers)
  }

  /** Where two bodies part (as text, a few characters either side), or null when they are the same bytes. */
  function firstDifference(a: Buffer, b: Buffer): string | null {
    if (a.equals(b)) return null
    let at = 0
    while (at < a.length && a[at] === b[at]) at += 1
    return `at byte ${at} of ${a.length}/${b.length}: fast …${a.subarray(Math.max(0, at - 60), at + 60).toString('latin1')}… ordinary …${b.subarray(Math.max(0, at - 60), at + 60).toString('latin1')}…`
  }

  const PAGES = ['/', '/shop', '/about', '/contact', '/cart', '/checkout', '/account', '/admin/orders']
  const pagesOf = (productId: string) => [...PAGES, `/products/${productId}`, '/products/00000000-0000-4000-8000-000000000000', '/Shop', '/Shop?sort=new']

  it('signed out: the product list (and its 304), every page, and the signed-out user', async () => {
    await expectAgreement('/api/products')
    const { headers } = await get(fast, '/api/products', {})
    await expectAgreement('/api/products', { 'if-none-match': String(headers.etag) })
    for (const path of pagesOf(someProduct.id)) await expectAgreement(path)
    await expectAgreement('/api/auth/user')
    await expectAgreement('/api/cart')
  })

  it('signed in: the user, the cart, the order list, and the pages', async () => {
    const me = await signUpCustomer(fast.url)
    await me.post('/api/cart', { productId: someProduct.id, quantity: 1, size: null })
    expect((await buyServerCartInDemoMode(me)).status).toBe(201)
    await me.post('/api/cart', { productId: products.sizedWithStock(1).product.id, quantity: 1, size: products.sizedWithStock(1).size })

    const signedIn = { cookie: me.cookieHeader() }
    for (const path of ['/api/auth/user', '/api/cart', '/api/account/orders', '/api/products']) await expectAgreement(path, signedIn)
    for (const path of pagesOf(someProduct.id)) await expectAgreement(path, signedIn)
  })

  it('after writes by another process: at once for the cart and the orders, within the documented lifetimes for the rest', async () => {
    const me = await signUpCustomer(fast.url)
    const signedIn = { cookie: me.cookieHeader() }
    await expectAgreement('/api/cart', signedIn)
    const there = new ApiClient(ordinary.url, signedIn)
    const adminThere = new ApiClient(ordinary.url, { cookie: admin.cookieHeader() })

    // The cart and the order list follow another process's commit at once (data_version).
    const line = (await there.post('/api/cart', { productId: someProduct.id, quantity: 2, size: null })).body
    await expectAgreement('/api/cart', signedIn)
    expect(JSON.parse((await get(fast, '/api/cart', signedIn)).body.toString()).map((l: any) => l.quantity)).toEqual([2])
    await there.patch(`/api/cart/${line.id}`, { quantity: 3 })
    await expectAgreement('/api/cart', signedIn)
    await expectAgreement('/api/account/orders', signedIn)

    // The profile: the session cache keeps a user for 2 s.
    const user = (await there.get('/api/auth/user')).body
    await there.put('/api/account/profile', { firstName: 'Elsewhere', lastName: 'Shopper', email: user.email })
    expect(JSON.parse((await eventualAgreement('/api/auth/user', signedIn)).body.toString()).firstName).toBe('Elsewhere')

    // The catalogue and the pages built from it: another process's change shows within a second.
    const hidden = products.unsized.id
    expect((await adminThere.patch(`/api/products/${hidden}/visibility`, { hidden: true })).status).toBe(200)
    const listed = JSON.parse((await eventualAgreement('/api/products')).body.toString())
    expect(listed.some((product: any) => product.id === hidden)).toBe(false)
    expect((await eventualAgreement(`/products/${hidden}`)).status).toBe(404)
    await eventualAgreement('/shop')
    await eventualAgreement('/api/cart', signedIn)
    expect((await adminThere.patch(`/api/products/${hidden}/visibility`, { hidden: false })).status).toBe(200)
    expect((await eventualAgreement(`/products/${hidden}`)).status).toBe(200)

    // A site text: the pages rendered with it.
    expect((await adminThere.put('/api/settings/text', { heroTitle: 'Set by another process' })).status).toBe(200)
    expect((await eventualAgreement('/')).body.toString()).toContain('Set by another process')
  })
})
