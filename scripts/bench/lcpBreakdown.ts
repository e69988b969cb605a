/**
 * `npx tsx scripts/bench/lcpBreakdown.ts <url>`: one Lighthouse mobile run, printing what the LCP
 * element is, its phases, and the observed (unthrottled) paint times next to the simulated ones.
 * Simulated LCP counts every request that started before the observed LCP: an element painted
 * again after the scripts ran pulls their download into LCP.
 */
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

const url = process.argv[2]
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
})
try {
  const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error', output: 'json' })
  const audits = result!.lhr.audits
  const metrics = (audits.metrics.details as { items: Record<string, number>[] }).items[0]
  console.log('score', result!.lhr.categories.performance.score)
  console.log('simulated FCP/LCP', metrics.firstContentfulPaint, metrics.largestContentfulPaint)
  console.log('observed  FCP/LCP', metrics.observedFirstContentfulPaint, metrics.observedLargestContentfulPaint, 'DCL', metrics.observedDomContentLoaded, 'load', metrics.observedLoad)
  // Lighthouse 12 reports the LCP element and its phases in the LCP breakdown insight.
  for (const id of ['largest-contentful-paint-element', 'lcp-breakdown-insight', 'lcp-discovery-insight']) {
    if (audits[id]?.details) console.log(id, JSON.stringify(audits[id].details, null, 1).slice(0, 2500))
  }
  const blocking = audits['render-blocking-insight'] ?? audits['render-blocking-resources']
  if (blocking?.details) console.log('render-blocking', JSON.stringify(blocking.details).slice(0, 800))
  const bootup = audits['bootup-time']?.details as { items?: { url: string; total: number; scripting: number }[] } | undefined
  for (const item of bootup?.items ?? []) console.log('main thread', Math.round(item.total), 'ms (script', Math.round(item.scripting), 'ms)', item.url.slice(0, 100))
  const requests = (audits['network-requests'].details as unknown as { items: { url: string; networkRequestTime: number; networkEndTime: number; transferSize: number; priority: string }[] }).items
  for (const r of requests) console.log(Math.round(r.networkRequestTime), Math.round(r.networkEndTime), r.transferSize, r.priority, r.url.slice(0, 100))
} finally {
  await chrome.kill()
}
