/**
 * `npx tsx scripts/bench/layoutShifts.mts <shop url> [path=/checkout] [width=412] [empty]`: the
 * layout shifts of one fresh load on Lighthouse's phone (height 823, CPU slowed 4×, 150 ms, 1.6
 * Mbps), with one item in the guest cart unless `empty`: each shift's value and the element that
 * moved most, with its rectangles before and after (decision 85). Lighthouse's own layout-shift
 * audit fails on this Chromium ("frame_sequence"), so this reads the browser's entries directly.
 */
import { chromium } from 'playwright-core'

import { oneItemGuestCart } from './lighthouseScore'

const [base, path = '/checkout', width = '412', empty] = process.argv.slice(2)
const products = (await (await fetch(`${base}/api/products`)).json()) as { id: string; sizes: string[] }[]
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] })
try {
  const context = await browser.newContext({ viewport: { width: Number(width), height: 823 }, deviceScaleFactor: 1.75 })
  const page = await context.newPage()
  await page.goto(`${base}/favicon.svg`)
  if (empty !== 'empty') await page.evaluate((cart) => localStorage.setItem('guest_cart', cart), oneItemGuestCart(products.find((p) => p.sizes.length > 0)!))
  await page.addInitScript(() => {
    const shifts: unknown[] = []
    ;(window as unknown as { shifts: unknown[] }).shifts = shifts
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] })[]) {
        const moved = (entry.sources ?? []).map(({ node, previousRect, currentRect }) => {
          const element = node instanceof Element ? `${node.tagName.toLowerCase()} "${(node.textContent ?? '').trim().slice(0, 40)}"` : '?'
          return `${element}: top ${Math.round(previousRect.top)} → ${Math.round(currentRect.top)}, height ${Math.round(previousRect.height)} → ${Math.round(currentRect.height)}`
        })
        shifts.push({ at: Math.round(entry.startTime), value: Math.round(entry.value * 1000) / 1000, afterInput: entry.hadRecentInput, moved })
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 })
  await page.goto(`${base}${path}`, { waitUntil: 'networkidle' })
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 2000)))
  const shifts = await page.evaluate(() => (window as unknown as { shifts: { value: number }[] }).shifts)
  console.log(JSON.stringify({ path, width: Number(width), cart: empty === 'empty' ? 'empty' : 'one item', total: shifts.reduce((sum, s) => sum + s.value, 0), shifts }, null, 2))
} finally {
  await browser.close()
}
