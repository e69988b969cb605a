/**
 * `npx tsx scripts/bench/lighthouseAB.mts <runs> <baseUrl A> <baseUrl B> <path>[@cart] ...`: Lighthouse
 * mobile (the bench's settings) on two shops taking turns, run by run, so that a shared machine's
 * load falls on both alike; medians per path. `<path>@cart` fills the guest cart with the shop's
 * first product with sizes (size M) before each run (the bench's /cart and /checkout are empty).
 */
import os from 'node:os'
import lighthouse from 'lighthouse'

import { launchLighthouseChrome } from './lighthouseScore'

const [runsArg, a, b, ...paths] = process.argv.slice(2)
type Result = { score: number; fcp: number; lcp: number; si: number; tbt: number }
async function cartFor(base: string) {
  const products = (await (await fetch(`${base}/api/products`)).json()) as { id: string; sizes: string[] }[]
  const product = products.find((p) => p.sizes.length > 0)!
  return JSON.stringify([{ productId: product.id, quantity: 1, size: 'M' }])
}
async function run(url: string, cart: string | null): Promise<Result> {
  const chrome = await launchLighthouseChrome(url, cart)
  try {
    const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error', output: 'json', disableStorageReset: Boolean(cart) })
    const lhr = result!.lhr
    if (lhr.runtimeError || lhr.categories.performance.score === null) throw new Error(`no score: ${lhr.runtimeError?.code}`)
    const n = (id: string) => Math.round(lhr.audits[id].numericValue ?? 0)
    return { score: lhr.categories.performance.score, fcp: n('first-contentful-paint'), lcp: n('largest-contentful-paint'), si: n('speed-index'), tbt: n('total-blocking-time') }
  } finally {
    await chrome.kill()
  }
}
const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]
const carts = { A: await cartFor(a), B: await cartFor(b) }
for (const spec of paths) {
  const [path, withCart] = spec.split('@')
  const results: Record<'A' | 'B', Result[]> = { A: [], B: [] }
  for (let i = 0; i < Number(runsArg); i++) {
    for (const side of (i % 2 ? ['B', 'A'] : ['A', 'B']) as ('A' | 'B')[]) {
      const base = side === 'A' ? a : b
      for (let attempt = 0; ; attempt++) {
        try {
          const r = await run(base + path, withCart ? carts[side] : null)
          results[side].push(r)
          console.log(`${spec} ${side} run ${i}: ${r.score.toFixed(2)} FCP ${r.fcp} LCP ${r.lcp} SI ${r.si} TBT ${r.tbt} (load ${os.loadavg()[0].toFixed(1)})`)
          break
        } catch (err) {
          if (attempt === 2) throw err
        }
      }
    }
  }
  for (const side of ['A', 'B'] as const) {
    const rs = results[side]
    console.log(`MEDIAN ${spec} ${side}: score ${median(rs.map((r) => r.score)).toFixed(2)} FCP ${median(rs.map((r) => r.fcp))} LCP ${median(rs.map((r) => r.lcp))} SI ${median(rs.map((r) => r.si))} TBT ${median(rs.map((r) => r.tbt))} (scores ${rs.map((r) => r.score.toFixed(2)).join(', ')})`)
  }
}
