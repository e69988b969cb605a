/**
 * `npx tsx scripts/bench/adminOrdersPhone.ts <before url> <after url>`: /admin/orders on issue 30's
 * phone (CPU 4x slower, 150 ms latency, 1.6 Mbps), two running shops side by side (e.g. a filled
 * shop's data copied for each, one served by an earlier build), RUNS cold visits each, alternating:
 * the first order card after the tap, how long a tap on that card's "Timeline and notes" made as
 * soon as it shows waits to open, and how many order requests the screen made. Signs in as
 * ADMIN_USER / ADMIN_PASSWORD (an administrator of both shops). Decision 74.
 */
import { chromium } from 'playwright-core'
const [baseA, baseB] = process.argv.slice(2)
const runs = Number(process.env.RUNS ?? 4)
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] })
async function once(base: string) {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true })
  const res = await context.request.post(`${base}/api/login`, { data: { username: process.env.ADMIN_USER ?? 'volunteer', password: process.env.ADMIN_PASSWORD ?? 'correct-horse-42' } })
  if (res.status() !== 200) throw new Error('login ' + res.status())
  const page = await context.newPage()
  page.setDefaultTimeout(90_000)
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  let orderRequests = 0
  page.on('request', (r) => { if (/\/api\/admin\/orders(\?|\/summary|$)/.test(r.url())) orderRequests++ })
  await page.goto(`${base}/admin/orders`, { waitUntil: 'commit' })
  const toggle = page.locator('[data-order-card]').first().getByRole('button', { name: 'Timeline and notes' })
  await toggle.waitFor()
  const firstCard = await page.evaluate(() => performance.now())
  await toggle.tap()
  await page.waitForFunction(() => document.querySelector('[data-order-card] [aria-expanded="true"]') !== null, undefined, { polling: 'raf' })
  const answered = await page.evaluate(() => performance.now())
  await page.waitForTimeout(2500)
  await context.close()
  return { firstCard: Math.round(firstCard), tapToAnswer: Math.round(answered - firstCard), orderRequests }
}
const out: Record<string, any[]> = { A: [], B: [] }
for (let i = 0; i < runs; i++) for (const [k, base] of [['A', baseA], ['B', baseB]] as const) { const r = await once(base); out[k].push(r); console.log(k, JSON.stringify(r)) }
const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
for (const k of ['A', 'B']) console.log(k, 'median firstCard', med(out[k].map((r) => r.firstCard)), 'tapToAnswer', med(out[k].map((r) => r.tapToAnswer)), 'orderRequests', med(out[k].map((r) => r.orderRequests)))
await browser.close()
