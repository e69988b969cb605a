/**
 * The shop in its third year, for `npm run bench -- --scale` (issue 30): a shop filled with 500
 * products (through its API, as a volunteer adds them, 25 different images among them), 100
 * customers and 30,000 orders (scripts/bench/scaleFill.ts, through the Local API in batches, the
 * shop stopped meanwhile), then started again on that database as a server starts on a shop
 * three years old; and what a volunteer's reads cost there, each the median of several runs.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'

import type { Browser } from 'playwright-core'

import { setUpAdmin, signUpCustomer, TEST_PASSWORD } from '../../tests/support/accounts'
import { ApiClient } from '../../tests/support/apiClient'
import { pngImage, productImage } from '../../tests/support/images'
import { type Shop, startShop } from '../../tests/support/shopProcess'
import { processTree } from './memory'

export const SCALE_ORDERS = 30_000
export const SCALE_PRODUCTS = 500
const SCALE_CUSTOMERS = 100
const PRODUCT_IMAGES = 25
const SHOP_ENV = { CHECKOUT_RATE_LIMIT_PER_IP: '1000000' }
/** Written into a filled data folder: its administrator and number of orders (`--reuse`). */
const SCALE_FILE = 'scale-bench.json'

export type ScaleShop = { shop: Shop; admin: ApiClient & { username: string }; products: { id: string; sizes: string[] }[] }

/** A new shop with 500 products, 100 customers and 30,000 orders, started again on its filled database. */
export async function startScaleShop(log: (line: string) => void, orders = SCALE_ORDERS, reuse: string | null = null): Promise<ScaleShop> {
  if (reuse) {
    const filled = JSON.parse(fs.readFileSync(path.join(reuse, SCALE_FILE), 'utf8')) as { username: string; orders: number }
    if (filled.orders !== orders) throw new Error(`${reuse} holds ${filled.orders} orders, not ${orders}`)
    log(`The shop filled before in ${reuse}, started again`)
    return startFilled(reuse, filled.username)
  }
  const first = await startShop({ discardLogsAfterStart: true, env: SHOP_ENV })
  let username: string
  try {
    const started = performance.now()
    const admin = await setUpAdmin(first.url)
    username = admin.username
    const images: string[] = []
    for (let i = 0; i < PRODUCT_IMAGES; i += 1) images.push(await productImage(admin, await pngImage(640, 480, `hsl(${(i * 360) / PRODUCT_IMAGES}, 55%, 45%)`)))
    // Four volunteers' browsers at once: the shop takes them one after another anyway.
    await inParallel(SCALE_PRODUCTS, 4, async (i) => {
      const sized = i % 2 === 0
      const res = await admin.post('/api/products', {
        name: `Product ${i + 1}`,
        description: 'A soft cotton tee that funds rescue training in the US Virgin Islands.',
        price: 20 + (i % 7),
        image: images[i % PRODUCT_IMAGES],
        ...(sized ? { sizes: ['S', 'M', 'L', 'XL'], sizeInventory: { S: 50, M: 80, L: 20, XL: 0 } } : {}),
      })
      if (res.status !== 201) throw new Error(`could not create product ${i}: ${res.status} ${res.text}`)
    })
    await inParallel(SCALE_CUSTOMERS, 4, () => signUpCustomer(first.url))
    log(`${SCALE_PRODUCTS} products and ${SCALE_CUSTOMERS} customers added through the API in ${((performance.now() - started) / 1000).toFixed(1)} s`)
  } finally {
    await first.stop()
  }
  await fillOrders(first, orders, log)
  fs.writeFileSync(path.join(first.dataDir, SCALE_FILE), JSON.stringify({ username, orders }))
  log(`Filled data folder (\`--reuse ${first.dataDir}\` measures it again without filling)`)
  return startFilled(first.dataDir, username)
}

async function startFilled(dataDir: string, username: string): Promise<ScaleShop> {
  const shop = await startShop({ dataDir, discardLogsAfterStart: true, env: SHOP_ENV })
  const admin = new ApiClient(shop.url) as ApiClient & { username: string }
  const login = await admin.post('/api/login', { username, password: TEST_PASSWORD })
  if (login.status !== 200) throw new Error(`admin login failed: ${login.status} ${login.text}`)
  admin.username = username
  const products = (await admin.get('/api/products')).body as { id: string; sizes: string[] }[]
  return { shop, admin, products }
}

/** scripts/bench/scaleFill.ts on the stopped shop's database, with the environment the shop ran with. */
async function fillOrders(shop: Shop, orders: number, log: (line: string) => void): Promise<void> {
  log(`Filling ${orders} orders through the Local API…`)
  const child = spawn(process.execPath, [path.resolve('node_modules/tsx/dist/cli.mjs'), '--conditions=production', 'scripts/bench/scaleFill.ts', String(orders)], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      DATABASE_URI: shop.databaseUri,
      UPLOADS_DIR: path.join(shop.dataDir, 'uploads'),
      PAYLOAD_SECRET: 'test-secret-test-secret-test-secret-0123456789',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let errors = ''
  child.stdout!.on('data', (chunk) => String(chunk).trim().split('\n').forEach((line) => log(`  ${line.trim()}`)))
  child.stderr!.on('data', (chunk) => (errors += chunk))
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve))
  if (code !== 0) throw new Error(`scaleFill.ts failed (${code}):\n${errors}`)
}

export type Timed = { medianMs: number; runsMs: number[]; bytes: number; wireBytes: number }

/** `runs` requests one after another (after one not counted): the median time to the whole answer, its size as JSON and gzipped. */
export async function timedReads(url: string, cookie: string, runs: number): Promise<Timed> {
  const identity = await get(url, { cookie, 'accept-encoding': 'identity' })
  if (identity.status !== 200) throw new Error(`GET ${url}: ${identity.status} ${identity.body.subarray(0, 300).toString()}`)
  const runsMs: number[] = []
  let wireBytes = 0
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now()
    const res = await get(url, { cookie, 'accept-encoding': 'gzip' })
    runsMs.push(Math.round(performance.now() - started))
    wireBytes = res.body.length
  }
  return { medianMs: median(runsMs), runsMs, bytes: identity.body.length, wireBytes }
}

export type CsvRun = { ms: number; bytes: number; rows: number; orders: number; rssBeforeMb: number; rssPeakMb: number }

/** The whole CSV, read as fast as it comes, the server's RSS sampled every 50 ms meanwhile. */
export async function csvRun(shop: Shop, cookie: string): Promise<CsvRun> {
  const rssBeforeMb = processTree(shop.pid).totalMb
  let rssPeakMb = rssBeforeMb
  const sampler = setInterval(() => (rssPeakMb = Math.max(rssPeakMb, processTree(shop.pid).totalMb)), 50)
  const started = performance.now()
  try {
    const res = await get(`${shop.url}/api/admin/orders/export.csv`, { cookie, 'accept-encoding': 'identity' })
    const ms = Math.round(performance.now() - started)
    if (res.status !== 200) throw new Error(`export.csv: ${res.status}`)
    // A row per line of an order (decision 33): the orders counted by their date and number (the
    // number is the id's first 8 hex digits: among 30,000 orders two may share one).
    const rows = res.body.toString('utf8').split('\r\n').slice(1).filter(Boolean)
    const orders = new Set(rows.map((row) => row.split('","').slice(0, 2).join(' '))).size
    return { ms, bytes: res.body.length, rows: rows.length, orders, rssBeforeMb, rssPeakMb: Math.max(rssPeakMb, processTree(shop.pid).totalMb) }
  } finally {
    clearInterval(sampler)
  }
}

/**
 * `/admin/orders` in a fresh desktop browser (no cache) signed in as the administrator: from the
 * navigation's start until the first order card is on screen, on the page's own clock.
 */
export async function adminOrdersFirstPaint(browser: Browser, shop: Shop, admin: ApiClient): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  try {
    await context.addCookies(cookiesOf(admin, shop.url))
    const page = await context.newPage()
    // A string: functions compiled by tsx carry helpers the page lacks.
    await page.addInitScript(`(() => {
      const seen = () => {
        const card = document.querySelector('[data-order-card]')
        if (card && card.getBoundingClientRect().height > 0) window.__firstOrderMs = performance.now()
        else requestAnimationFrame(seen)
      }
      requestAnimationFrame(seen)
    })()`)
    await page.goto(`${shop.url}/admin/orders`)
    await page.locator('[data-order-card]').first().waitFor()
    await page.waitForFunction('window.__firstOrderMs !== undefined')
    return Math.round(Number(await page.evaluate('window.__firstOrderMs')))
  } finally {
    await context.close()
  }
}

/** /admin/orders at 375 and 1280 px, scrolled to the first list's "Show more" button, saved as PNGs in `dir`. */
export async function adminOrdersScreenshots(browser: Browser, shop: Shop, admin: ApiClient, dir: string): Promise<string[]> {
  fs.mkdirSync(dir, { recursive: true })
  const files: string[] = []
  for (const width of [375, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: width < 500 ? 812 : 900 }, isMobile: width < 500, hasTouch: width < 500, deviceScaleFactor: 1 })
    try {
      await context.addCookies(cookiesOf(admin, shop.url))
      const page = await context.newPage()
      // Scrolled to the end, the list loads its next page by itself at once (ShowMore.tsx): without
      // an IntersectionObserver it waits for the button, which the screenshot is about.
      await page.addInitScript('delete window.IntersectionObserver')
      await page.goto(`${shop.url}/admin/orders`)
      const more = page.getByRole('button', { name: 'Show more orders' })
      await more.waitFor()
      await more.evaluate((button) => button.scrollIntoView({ block: 'end' }))
      await page.evaluate('window.scrollBy(0, 120)')
      const file = path.join(dir, `scale-admin-orders-${width}.png`)
      await page.screenshot({ path: file })
      files.push(file)
    } finally {
      await context.close()
    }
  }
  return files
}

function cookiesOf(client: ApiClient, url: string) {
  return client
    .cookieHeader()
    .split('; ')
    .filter(Boolean)
    .map((pair) => ({ name: pair.slice(0, pair.indexOf('=')), value: pair.slice(pair.indexOf('=') + 1), url }))
}

async function inParallel(count: number, width: number, task: (index: number) => Promise<unknown>): Promise<void> {
  let next = 0
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < count) await task(next++)
    }),
  )
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

/** One GET on a fresh connection, the whole body read (as sent: gzip stays gzip). */
function get(url: string, headers: Record<string, string>): Promise<{ status: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers, agent: false }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }))
      res.on('error', reject)
    })
    req.on('error', reject)
  })
}
