/**
 * `npx tsx scripts/bench/pageTasks.mts <url> [cartJson] [runs]`: main-thread tasks over 12.5 ms of CPU on a
 * phone-sized page (Playwright, unthrottled) with the guest cart filled first, and the style
 * recalculations in them. INVALIDATION=1 adds Lighthouse's invalidation-tracking category.
 */
import { chromium } from 'playwright-core'
const [url, cart, runsArg] = process.argv.slice(2)
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] })
for (let run = 0; run < Number(runsArg ?? 3); run++) {
  const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 })
  const page = await ctx.newPage()
  if (cart) {
    await page.goto(new URL('/favicon.svg', url).href)
    await page.evaluate((raw) => localStorage.setItem('guest_cart', raw), cart)
  }
  const categories = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'loading', 'blink.user_timing', ...(process.env.INVALIDATION ? ['disabled-by-default-devtools.timeline.invalidationTracking', 'disabled-by-default-devtools.timeline.stack'] : [])]
  await browser.startTracing(page, { categories })
  await page.goto(url, { waitUntil: 'load' })
  await page.waitForTimeout(3000)
  const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents as any[]
  const nav = events.filter((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame).pop()
  const main = events.filter((e) => e.pid === nav.pid && e.tid === nav.tid && e.ph === 'X' && e.ts >= nav.ts)
  const tasks = main.filter((e) => (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') && (e.tdur ?? 0) > 12500)
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === nav.pid)
  const lines = tasks.map((t) => {
    const inside = main.filter((e) => e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur && e !== t)
    const top = inside.filter((e) => ['v8.evaluateModule', 'FunctionCall', 'EvaluateScript', 'TimerFire', 'UpdateLayoutTree', 'Layout', 'ParseHTML', 'RunMicrotasks', 'Paint', 'V8.CollectSourcePositions'].includes(e.name) && e.dur > 1000)
    return `  @${Math.round((t.ts - nav.ts) / 1000)} cpu ${Math.round(t.tdur / 1000)}: ${top.map((e) => `${e.name}${e.args?.data?.url ? ':' + String(e.args.data.url).split('/').pop() : ''}${e.name === 'UpdateLayoutTree' ? `[${e.args?.elementCount}]` : ''} ${Math.round((e.tdur ?? e.dur) / 1000)}`).join(' | ')}`
  })
  console.log(`run ${run} FCP ${fcp ? Math.round((fcp.ts - nav.ts) / 1000) : '?'}`)
  console.log(lines.join('\n'))
  await ctx.close()
}
await browser.close()
