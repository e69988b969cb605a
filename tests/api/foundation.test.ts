import fs from 'node:fs'
import path from 'node:path'

import { ABOUT_DEFAULTS, FOOTER_DEFAULTS, TEXT_DEFAULTS } from '@shared/settingsDefaults'
import { ApiClient } from '../support/apiClient'
import { SERVER_COMMAND, startShop, type Shop } from '../support/shopProcess'

/** The migrations committed for the database this leg runs on, by name. */
function committedMigrations(): string[] {
  const dir = path.resolve(__dirname, '../../cms', process.env.TEST_DATABASE === 'mongodb' ? 'migrations-mongodb' : 'migrations')
  const names = fs.readdirSync(dir).filter((file) => /^\d{8}_\d{6}_\w+\.ts$/.test(file)).map((file) => file.replace(/\.ts$/, ''))
  expect(names.length).toBeGreaterThan(0)
  return names
}

describe('a brand-new shop (production mode, empty database)', () => {
  let shop: Shop
  let api: ApiClient

  beforeAll(async () => {
    shop = await startShop({ seed: 'none', emptyDatabase: true })
    api = new ApiClient(shop.url)
  })
  afterAll(() => shop?.stop())

  // How fast it starts is `npm run bench`'s to measure: a time limit here would fail on a busy machine.
  it('applies the committed migrations and answers the product list with []', async () => {
    const res = await api.get('/api/products')
    expect(res.status).toBe(200)
    expect(res.body).toEqual([])
    // Each database has its own committed migrations (issue 15: MongoDB's are in cms/migrations-mongodb).
    for (const name of committedMigrations()) expect(shop.logs()).toContain(`Migrated:  ${name}`)
  })

  it('reports that no administrator exists yet', async () => {
    const res = await api.get('/api/auth/check-admin')
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ hasAdmin: false })
  })

  it('answers the hero, text and impact settings with the spec defaults', async () => {
    expect((await api.get('/api/settings/hero-image')).body).toMatchObject({ heroImage: null })
    const text = await api.get('/api/settings/text')
    expect(text.body).toEqual({
      heroTitle: 'Wear Your Support. Make a Difference.',
      heroSubtitle:
        'Every purchase supports community programs across the US Virgin Islands. Shop our merchandise and join our mission.',
      heroButtonText: 'Shop Merchandise',
    })
    expect(text.body).toEqual(TEXT_DEFAULTS)
    const impact = await api.get('/api/settings/impact')
    expect(impact.body.impactTitle).toBe('Your Purchase Makes an Impact')
    const paragraphs = impact.body.impactText.split('\n\n')
    expect(paragraphs).toHaveLength(2)
    expect(impact.body.impactText).toMatch(/500\+ students/)
    expect(impact.body.impactText).toMatch(/2,000 trees/)
    expect(impact.body.impactText).toMatch(/50 events/)
    expect(impact.body.impactImage).toMatch(/^\/images\//)
    const image = await fetch(`${shop.url}${impact.body.impactImage}`)
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toMatch(/^image\//)
  })

  it('answers the footer and About settings with their built-in defaults', async () => {
    const footer = await api.get('/api/settings/footer')
    expect(footer.body).toEqual(FOOTER_DEFAULTS)
    expect(footer.body.copyrightText).toMatch(/2024/)
    expect(footer.body.copyrightText).toMatch(/501\(c\)\(3\)/)
    expect(footer.body.contactEmail).toMatch(/@/)
    const about = await api.get('/api/settings/about')
    expect(about.body).toEqual(ABOUT_DEFAULTS)
  })

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await api.get('/api/does-not-exist')
    expect(res.status).toBe(404)
    expect(res.headers.get('content-type')).toMatch(/json/)
    expect(res.body.message).toMatch(/No API route/)
    const post = await api.post('/api/nothing/here', { a: 1 })
    expect(post.status).toBe(404)
  })

  it('serves the storefront shell: 200 for known pages, 404 (with the shell) for unknown ones', async () => {
    // A server-rendered page is busy until its app listens (it starts after the first paint); the
    // plain shell's own script holds `load` until then, so it carries no mark that could stay.
    const serverRendered = ['/', '/shop', '/cart', '/about']
    for (const page of [...serverRendered, '/login', '/admin/products']) {
      const res = await fetch(`${shop.url}${page}`)
      expect({ page, status: res.status }).toEqual({ page, status: 200 })
      const root = /<div id="root"[^>]*>/.exec(await res.text())?.[0]
      expect({ page, root }).toEqual({ page, root: serverRendered.includes(page) ? '<div id="root" aria-busy="true">' : '<div id="root">' })
    }
    const missing = await fetch(`${shop.url}/no/such/page`)
    expect(missing.status).toBe(404)
    expect(await missing.text()).toContain('<div id="root"></div>')
  })

  it('answers the health check while the database answers', async () => {
    const res = await api.get('/healthz')
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ ok: true })
  })

  it('never says which framework it runs on', async () => {
    const res = await api.get('/api/products')
    expect(res.headers.get('x-powered-by')).toBeNull()
  })
})

describe('the demo seed', () => {
  let shop: Shop
  beforeAll(async () => {
    shop = await startShop({ seed: 'demo', emptyDatabase: true })
  })
  afterAll(() => shop?.stop())

  it('fills an empty shop with a small catalogue: sized, unsized, uneven stock and one sold out', async () => {
    const { body: products } = await new ApiClient(shop.url).get('/api/products')
    expect(products.length).toBeGreaterThanOrEqual(6)
    expect(products.length).toBeLessThanOrEqual(8)
    for (const product of products) {
      expect(typeof product.id).toBe('string')
      expect(product.price).toMatch(/^\d+\.\d{2}$/)
      expect(product.image).toMatch(/^\/objects\/media\//)
    }
    const sized = products.filter((p: any) => p.sizes.length > 0)
    const unsized = products.filter((p: any) => p.sizes.length === 0)
    expect(sized.length).toBeGreaterThan(0)
    expect(unsized.length).toBeGreaterThan(0)
    const soldOut = sized.filter((p: any) => p.sizes.every((s: string) => p.sizeInventory[s] === 0))
    expect(soldOut).toHaveLength(1)
    const uneven = sized.filter((p: any) => new Set(p.sizes.map((s: string) => p.sizeInventory[s])).size > 1)
    expect(uneven.length).toBeGreaterThan(0)
  })

  it('serves the seeded images and their WebP variants', async () => {
    const { body: products } = await new ApiClient(shop.url).get('/api/products')
    const original = await fetch(`${shop.url}${products[0].image}`)
    expect(original.status).toBe(200)
    expect(original.headers.get('cache-control')).toMatch(/max-age=31536000/)
    expect(products[0].imageVariants.length).toBeGreaterThan(0)
    const variant = await fetch(`${shop.url}${products[0].imageVariants[0].url}`)
    expect(variant.headers.get('content-type')).toBe('image/webp')
  })

  it('does not seed twice: a restart on the same data keeps the same products', async () => {
    const before = (await new ApiClient(shop.url).get('/api/products')).body.map((p: any) => p.id)
    await shop.stop()
    shop = await startShop({ seed: 'demo', dataDir: shop.dataDir, databaseName: shop.databaseName })
    const after = (await new ApiClient(shop.url).get('/api/products')).body.map((p: any) => p.id)
    expect(after).toEqual(before)
  })
})

describe('a bad configuration', () => {
  it('stops start with a message that names the variable', async () => {
    const { spawnSync } = await import('node:child_process')
    const result = spawnSync(process.execPath, SERVER_COMMAND, {
      cwd: `${__dirname}/../..`,
      env: { PATH: process.env.PATH, NODE_ENV: 'production', PORT: 'eighty', DATABASE_URI: 'postgres://nope', PAYLOAD_SECRET: 'x'.repeat(40) },
      encoding: 'utf8',
      timeout: 30_000,
    })
    expect(result.status).toBe(1)
    expect(result.stderr).toMatch(/PORT must be a whole number/)
    expect(result.stderr).toMatch(/DATABASE_URI must start with file:/)
    expect(result.stderr).not.toMatch(/\n\s+at /)
  })
})
