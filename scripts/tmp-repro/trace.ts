import { chromium } from 'playwright-core'
import fs from 'node:fs'
const url = process.argv[2]
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] })
const page = await browser.newPage({ viewport: { width: 412, height: 823 } })
await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'loading', 'navigation'] })
await page.goto(url, { waitUntil: 'load' })
await page.waitForTimeout(500)
const buf = await browser.stopTracing()
await browser.close()
const events = JSON.parse(buf.toString()).traceEvents as any[]
const nav = events.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame && e.args?.data?.documentLoaderURL?.startsWith('http'))
const t0 = nav.ts
const interesting = new Set(['ParseHTML', 'EvaluateScript', 'v8.compileModule', 'UpdateLayoutTree', 'Layout', 'Paint', 'firstContentfulPaint', 'largestContentfulPaint::Candidate', 'ResourceSendRequest', 'ResourceFinish', 'ResourceReceiveResponse', 'RunTask', 'MarkDOMContent', 'MarkLoad', 'Commit', 'PrePaint', 'HitTest', 'FunctionCall', 'TimerFire', 'v8.evaluateModule', 'PaintImage', 'Decode Image', 'firstPaint', 'ParseAuthorStyleSheet', 'ScheduleStyleRecalculation'])
const main = events.filter((e) => interesting.has(e.name) && e.ts >= t0 && e.ts - t0 < 400_000)
main.sort((a, b) => a.ts - b.ts)
for (const e of main) {
  if (e.name === 'RunTask' && (e.dur ?? 0) < 3000) continue
  const d = e.args?.data ?? e.args?.beginData ?? {}
  console.log(((e.ts - t0) / 1000).toFixed(1).padStart(7), e.dur ? ((e.dur / 1000).toFixed(1) + 'ms').padStart(8) : '        ', `tid${e.tid}`, e.name, (d.url ?? d.stackTrace?.[0]?.url ?? '').slice(-40), d.startLine ?? '', d.endLine ?? '')
}
