/**
 * `npx tsx scripts/bench/lighthouseAB.mts <runs> <baseUrl A> <baseUrl B> <path>[@cart] ...`: Lighthouse
 * mobile (the bench's settings) on two shops taking turns, run by run, so that a shared machine's
 * load falls on both alike; medians per path. `<path>@cart` fills the guest cart with the shop's
 * first product with sizes (its first size) before each run, as the bench does for /cart and /checkout.
 */
import os from 'node:os'

import { type LighthouseResult, lighthousePerformance, oneItemGuestCart } from './lighthouseScore'

const [runsArg, a, b, ...paths] = process.argv.slice(2)
async function cartFor(base: string) {
  const products = (await (await fetch(`${base}/api/products`)).json()) as { id: string; sizes: string[] }[]
  return oneItemGuestCart(products.find((p) => p.sizes.length > 0)!)
}
const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]
const carts = { A: await cartFor(a), B: await cartFor(b) }
for (const spec of paths) {
  const [path, withCart] = spec.split('@')
  const results: Record<'A' | 'B', LighthouseResult[]> = { A: [], B: [] }
  for (let i = 0; i < Number(runsArg); i++) {
    for (const side of (i % 2 ? ['B', 'A'] : ['A', 'B']) as ('A' | 'B')[]) {
      const base = side === 'A' ? a : b
      for (let attempt = 0; ; attempt++) {
        try {
          const r = await lighthousePerformance(base + path, { guestCart: withCart ? carts[side] : null })
          results[side].push(r)
          console.log(`${spec} ${side} run ${i}: ${r.score.toFixed(2)} FCP ${r.fcpMs} LCP ${r.lcpMs} SI ${r.siMs} TBT ${r.tbtMs} (load ${os.loadavg()[0].toFixed(1)})`)
          break
        } catch (err) {
          if (attempt === 2) throw err
        }
      }
    }
  }
  for (const side of ['A', 'B'] as const) {
    const rs = results[side]
    console.log(`MEDIAN ${spec} ${side}: score ${median(rs.map((r) => r.score)).toFixed(2)} FCP ${median(rs.map((r) => r.fcpMs))} LCP ${median(rs.map((r) => r.lcpMs))} SI ${median(rs.map((r) => r.siMs))} TBT ${median(rs.map((r) => r.tbtMs))} (scores ${rs.map((r) => r.score.toFixed(2)).join(', ')})`)
  }
}
