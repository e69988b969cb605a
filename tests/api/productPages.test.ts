/**
 * Issue 17: every product has its own page, server-rendered with the tags that make a shared link
 * preview well (Open Graph, Twitter card: name, price, an absolute image URL from PUBLIC_URL);
 * unknown products and unknown pages answer 404; a page typed in another case leads to the page.
 */
import http from 'node:http'
import { brotliCompressSync, brotliDecompressSync, constants as zlib, gunzipSync } from 'node:zlib'

import { ApiClient } from '../support/apiClient'
import { setUpAdmin, signUpCustomer } from '../support/accounts'
import { catalogue } from '../support/checkout'
import { startShop, type Shop } from '../support/shopProcess'

const PUBLIC_URL = 'http://shop.test'
const UNKNOWN_ID = '0d9f3c2a-5b1e-4f7a-9c3d-2e8b6a1f4c7d'

/** An answer's bytes as sent (fetch would undo the encoding), with its headers. */
function rawGet(url: string, acceptEncoding: string | null): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: acceptEncoding === null ? {} : { 'accept-encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }))
      })
      .on('error', reject)
  })
}

/** The content of a <meta> tag, by its property or name, as a crawler reads it. */
function meta(html: string, key: string): string | null {
  const match = new RegExp(`<meta (?:property|name)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`).exec(html)
  if (!match) return null
  const entities: Record<string, string> = { '&#39;': "'", '&quot;': '"', '&lt;': '<', '&gt;': '>', '&amp;': '&' }
  return match[1].replace(/&(#39|quot|lt|gt|amp);/g, (entity) => entities[entity])
}

describe('product pages and page addresses', () => {
  let shop: Shop
  beforeAll(async () => {
    shop = await startShop({ seed: 'demo', env: { PUBLIC_URL, PAYMENTS_MODE: 'demo' } })
  })
  afterAll(() => shop?.stop())

  it('serves a product page whose HTML alone (no JavaScript) carries the name, price, description and link-preview tags', async () => {
    const { products } = await catalogue(new ApiClient(shop.url))
    const tee = products.find((p) => p.name === 'Rescue Team T-Shirt')!
    const res = await fetch(`${shop.url}/products/${tee.id}`)
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain(`<title>${tee.name} | Community Rescue Shop</title>`)
    // The page itself, readable before any script runs.
    expect(html).toMatch(/<h1[^>]*>Rescue Team <span[^>]*>T-Shirt<\/span><\/h1>/)
    expect(html).toContain('$25.00')
    expect(html).toContain('Soft cotton tee with the rescue team emblem.')
    // What Facebook, WhatsApp, X … read for the preview.
    expect(meta(html, 'og:type')).toBe('product')
    expect(meta(html, 'og:title')).toBe(tee.name)
    expect(meta(html, 'og:description')).toBe(tee.description)
    expect(meta(html, 'og:url')).toBe(`${PUBLIC_URL}/products/${tee.id}`)
    expect(meta(html, 'og:image')).toBe(`${PUBLIC_URL}${tee.image}`)
    expect(meta(html, 'product:price:amount')).toBe('25.00')
    expect(meta(html, 'product:price:currency')).toBe('USD')
    expect(meta(html, 'twitter:card')).toBe('summary_large_image')
    expect(meta(html, 'twitter:image')).toBe(`${PUBLIC_URL}${tee.image}`)
    expect(meta(html, 'twitter:data1')).toBe('$25.00')
    expect(meta(html, 'description')).toBe(tee.description)
    // One description only: the shop's general one gives way to the product's.
    expect(html.match(/<meta name="description"/g)).toHaveLength(1)
    // The image is there large, with its WebP variants.
    expect(html).toMatch(/<img[^>]+srcSet="[^"]*\.webp \d+w/i)

    // Signed in (the plain app shell): the preview tags are there all the same.
    const customer = await signUpCustomer(shop.url)
    const signedIn = await customer.get(`/products/${tee.id}`)
    expect(signedIn.status).toBe(200)
    expect(meta(signedIn.text, 'og:title')).toBe(tee.name)
  })

  it('carries its stylesheet inside a server-rendered page (the first paint needs only the HTML); the app shell asks for it before its scripts', async () => {
    const { products } = await catalogue(new ApiClient(shop.url))
    for (const path of ['/', '/shop', '/cart', '/checkout', `/products/${products[0].id}`]) {
      const html = await (await fetch(`${shop.url}${path}`)).text()
      const style = html.search(/<style>[^<]*\.sticky\{/)
      const fetches = [...html.matchAll(/<(link rel="(?:modulepreload|preload)"|script type="module")/g)].map((m) => m.index)
      expect([path, style > -1, fetches.length > 0]).toEqual([path, true, true])
      expect([path, style < Math.min(...fetches)]).toEqual([path, true])
      // The app is in the HTML for the preload scanner to fetch while the page arrives (decision
      // 35: a tap before it listens is held, not lost), with the page's own route chunk where it has
      // one; until the app listens its root says the page is still being set up.
      expect([path, /<script type="module" crossorigin src="\/assets\/index-[^"]+\.js"><\/script>/.test(html)]).toEqual([path, true])
      expect([path, html.includes('<div id="root" aria-busy="true">')]).toEqual([path, true])
      const routeChunk = { '/cart': 'CartRoute', '/checkout': 'CheckoutRoute' }[path] ?? (path.startsWith('/products/') ? 'ProductRoute' : null)
      const preloaded = [...html.matchAll(/<link rel="modulepreload" crossorigin href="\/assets\/([A-Za-z]+)-[^"]+\.js">/g)].map(([, name]) => name)
      expect([path, routeChunk ? preloaded.includes(routeChunk) : preloaded.every((name) => !name.endsWith('Route'))]).toEqual([path, true])
      // Its link stays for the app's lazy chunks to find, of a type browsers do not fetch.
      expect([path, [...html.matchAll(/<link rel="stylesheet"[^>]*>/g)].map(([link]) => /type="text\/plain"/.test(link))]).toEqual([path, [true]])
    }
    const customer = await signUpCustomer(shop.url)
    const shell = (await customer.get('/account')).text
    const stylesheet = shell.search(/<link rel="stylesheet"[^>]*href="\/assets\/[^"]+\.css">/)
    const fetches = [...shell.matchAll(/<(link rel="(?:modulepreload|preload)"|script type="module")/g)].map((m) => m.index)
    expect(stylesheet).toBeGreaterThan(-1)
    expect(stylesheet).toBeLessThan(Math.min(...fetches))
    // The shell's own module script holds `load` until the app listens: nothing to mark.
    expect(shell).toContain('<div id="root"></div>')
  })

  it("downloads what a page needs to listen first: no form-checking code (zod), the entry compiled as it arrives, the class merger ready before hydration (issue 30)", async () => {
    // zod is 25 KB of gzip: on a slow phone it shared the line with the app's own scripts and the
    // product page listened about 0.3 s later. The "notify me" form checks its address on send.
    const { products } = await catalogue(new ApiClient(shop.url))
    for (const path of ['/', '/shop', `/products/${products[0].id}`]) {
      const html = await (await fetch(`${shop.url}${path}`)).text()
      const scripts = [...html.matchAll(/<(?:script type="module"[^>]*src|link rel="modulepreload"[^>]*href)="(\/assets\/[^"]+\.js)"/g)].map(([, src]) => src)
      expect([path, scripts.length > 0]).toEqual([path, true])
      const withZod: string[] = []
      for (const src of scripts) if ((await (await fetch(`${shop.url}${src}`)).text()).includes('ZodError')) withZod.push(src)
      expect([path, withZod]).toEqual([path, []])
      // V8 compiles the app's entry while it downloads, not function by function while hydrating.
      const entry = /<script type="module" crossorigin src="(\/assets\/index-[^"]+\.js)">/.exec(html)![1]
      expect([path, (await (await fetch(`${shop.url}${entry}`)).text()).split('\n')[0]]).toEqual([path, '//# allFunctionsCalledOnLoad'])
      // The class merger warms up while the entry downloads: an async module script of the same
      // chunk the entry imports (so the entry finds it done).
      const warmUp = /<script type="module" async crossorigin src="(\/assets\/prepareClassMerging-[^"]+\.js)"><\/script>/.exec(html)
      expect([path, warmUp !== null]).toEqual([path, true])
      const warmed = /from"\.\/([^"]+\.js)"/.exec(await (await fetch(`${shop.url}${warmUp![1]}`)).text())
      expect([path, warmed !== null && scripts.includes(`/assets/${warmed[1]}`)]).toEqual([path, true])
    }
  })

  it("sends the app's scripts and styles compressed at build time: Brotli at its best ratio to browsers that take it, gzip to the others, as they are to the rest (issue 30)", async () => {
    const html = await (await fetch(`${shop.url}/`)).text()
    const entry = /<script type="module" crossorigin src="(\/assets\/index-[^"]+\.js)">/.exec(html)![1]
    const stylesheet = /href="(\/assets\/index-[^"]+\.css)"/.exec(html)![1]
    for (const asset of [entry, stylesheet]) {
      const plain = await rawGet(`${shop.url}${asset}`, null)
      expect(plain.headers['content-encoding']).toBeUndefined()
      const type = plain.headers['content-type']
      expect(type).toMatch(asset.endsWith('.js') ? /^text\/javascript/ : /^text\/css/)
      // What Chromium sends (gzip named first): Brotli all the same, the same bytes once decoded.
      const brotli = await rawGet(`${shop.url}${asset}`, 'gzip, deflate, br, zstd')
      expect([asset, brotli.headers['content-encoding'], brotli.headers['content-type']]).toEqual([asset, 'br', type])
      expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      expect(brotli.headers.vary).toMatch(/Accept-Encoding/i)
      expect(brotliDecompressSync(brotli.body).equals(plain.body)).toBe(true)
      // Smaller than what compressing at each request could afford (quality 4, the middleware's).
      const onTheFly = brotliCompressSync(plain.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } })
      expect(brotli.body.length).toBeLessThan(onTheFly.length)
      // Brotli refused: gzip; nothing compressed taken: the file as it is.
      const gzip = await rawGet(`${shop.url}${asset}`, 'br;q=0, gzip')
      expect(gzip.headers['content-encoding']).toBe('gzip')
      expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true)
      const identity = await rawGet(`${shop.url}${asset}`, 'identity')
      expect(identity.headers['content-encoding']).toBeUndefined()
      expect(identity.body.equals(plain.body)).toBe(true)
    }
    // An asset that does not exist (an open tab asking for a chunk a deploy replaced): 404 in
    // plain words, not 500 and not the file's path on disk.
    const missing = await fetch(`${shop.url}/assets/index-replaced.js`, { headers: { 'accept-encoding': 'br' } })
    expect(missing.status).toBe(404)
    expect(await missing.json()).toEqual({ message: 'Not Found' })
    // The copies are not files of their own.
    expect((await fetch(`${shop.url}${entry}.br`)).status).toBe(404)
    // Any other file that does not exist, or a method no page takes: the same 404, not Express's
    // default page ("Cannot GET /…"), which named the path back and carried no security headers' care.
    for (const [method, path] of [
      ['GET', '/nope.svg'],
      ['GET', '/images/missing.png'],
      ['POST', '/shop'],
      ['DELETE', '/nope.txt'],
    ]) {
      const res = await fetch(`${shop.url}${path}`, { method })
      expect([method, path, res.status, res.headers.get('content-type'), await res.text()]).toEqual([
        method,
        path,
        404,
        'application/json; charset=utf-8',
        '{"message":"Not Found"}',
      ])
    }
  })

  it('escapes what volunteers type into the tags, and falls back to a description of its own', async () => {
    const admin = await setUpAdmin(shop.url)
    const { products } = await catalogue(admin)
    const image = products[0].image
    const created = await admin.post('/api/products', { name: 'Cap "Sunrise" <b>&</b>', price: 12.5, image })
    expect(created.status).toBe(201)
    const html = await (await fetch(`${shop.url}/products/${created.body.id}`)).text()
    expect(html).toContain('<meta property="og:title" content="Cap &quot;Sunrise&quot; &lt;b&gt;&amp;&lt;/b&gt;">')
    expect(meta(html, 'og:description')).toBe('Cap "Sunrise" <b>&</b>, $12.50. Every purchase supports community programs in the US Virgin Islands.')
    expect(html).not.toContain('<b>&</b>')
  })

  it('answers 404 for a product that does not exist, signed in or not: "This item is no longer available", rendered by the server (issue 29)', async () => {
    const unknown = await fetch(`${shop.url}/products/${UNKNOWN_ID}`)
    expect(unknown.status).toBe(404)
    const page = await unknown.text()
    expect(page).toContain('This item is no longer available')
    expect(page).toContain('<meta name="robots" content="noindex"/>')
    expect(page).not.toContain('og:title')
    // Not a product id at all: the app shell, whose router says the same.
    const garbage = await fetch(`${shop.url}/products/not-an-id`)
    expect(garbage.status).toBe(404)
    expect(await garbage.text()).toContain('<div id="root"></div>')
    const customer = await signUpCustomer(shop.url)
    expect((await customer.get(`/products/${UNKNOWN_ID}`)).status).toBe(404)
  })

  it('sends a page typed in another case to its own address, and answers 404 for pages that do not exist', async () => {
    const { products } = await catalogue(new ApiClient(shop.url))
    for (const [typed, page] of [
      ['/Shop', '/shop'],
      ['/ABOUT?ref=fb', '/about?ref=fb'],
      [`/Products/${products[0].id.toUpperCase()}`, `/products/${products[0].id}`],
    ]) {
      const res = await fetch(`${shop.url}${typed}`, { redirect: 'manual' })
      expect([typed, res.status, res.headers.get('location')]).toEqual([typed, 301, page])
    }
    for (const path of ['/shopping', '/Shopping', '/products', '/admin/nothing']) {
      expect([path, (await fetch(`${shop.url}${path}`, { redirect: 'manual' })).status]).toEqual([path, 404])
    }
  })

  it('answers 200 for the pages the e-mail issue added (and the newsletter and notify-me links)', async () => {
    const links = ['/newsletter/confirm?token=x', '/newsletter/unsubscribe?token=x', '/notify/confirm?token=x', '/notify/cancel?token=x']
    for (const path of ['/forgot-password', '/reset-password?token=x', '/order-lookup', `/orders/${UNKNOWN_ID}?token=x`, ...links]) {
      expect([path, (await fetch(`${shop.url}${path}`)).status]).toEqual([path, 200])
    }
  })

  it('tells a signed-out visitor "nobody" with 200 and null, not a 401 error', async () => {
    const res = await new ApiClient(shop.url).get('/api/auth/user')
    expect([res.status, res.body]).toEqual([200, null])
  })
})
