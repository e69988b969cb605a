/**
 * `npx tsx scripts/bench/mainThreadCpu.ts <base url> <path>...`: the main-thread tasks of a page
 * load in Chromium's trace (a phone-sized page, unthrottled, three fresh loads per path), each
 * with its CPU (thread) time, which a busy machine stretches far less than wall time. Prints the
 * largest tasks' CPU after the first paint and what Lighthouse's 4x simulation would count as
 * blocking from that CPU (4 x CPU - 50 ms per task); VERBOSE=1 lists every long task with what ran
 * in it. For comparing builds side by side on a shared machine (decision 56). Playwright enables
 * DevTools' Runtime domain, so the entry's evaluation here includes 30–34 ms of V8 re-parsing it for
 * error stacks that neither Lighthouse nor a shopper's browser pays (decision 67).
 */
import { chromium } from 'playwright-core'
const [base, ...paths] = process.argv.slice(2)
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] })
for (const path of paths) {
  for (let run = 0; run < 3; run++) {
    const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 })
    const page = await ctx.newPage()
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', 'loading'] })
    await page.goto(base + path, { waitUntil: 'load' })
    await page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('aria-busy'))
    await page.waitForTimeout(1500)
    const buf = await browser.stopTracing()
    const events = JSON.parse(buf.toString()).traceEvents as any[]
    const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
    const count = (m: any) => events.filter((e) => e.pid === m.pid && e.tid === m.tid).length
    const rendererTid = mains.sort((a, b) => count(b) - count(a))[0]
    const tasks = events.filter((e) => e.ph === 'X' && (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') && e.pid === rendererTid.pid && e.tid === rendererTid.tid)
    const fcp = events.find((e) => e.name === 'firstContentfulPaint')
    const nav = events.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame && e.args?.data?.documentLoaderURL)
    const t0 = nav?.ts ?? tasks[0].ts
    const long = tasks.filter((t) => t.dur > 12500)
    let tbt4 = 0
    const desc = long.map((t) => {
      const inside = events.filter((e) => e.ph === 'X' && e.pid === t.pid && e.tid === t.tid && e.ts >= t.ts && e.ts + (e.dur ?? 0) <= t.ts + t.dur && e !== t && (e.dur ?? 0) > 3000)
      const names = [...new Set(inside.map((e) => e.name + (e.args?.data?.url ? ':' + String(e.args.data.url).split('/').pop() : '') + (e.args?.data?.functionName ? ':' + e.args.data.functionName : '')))].slice(0, 6)
      if (fcp && t.ts > fcp.ts) tbt4 += Math.max(0, 4 * t.dur / 1000 - 50)
      return `  @${Math.round((t.ts - t0) / 1000)} ${Math.round(t.dur / 1000)}ms (cpu ${Math.round((t.tdur ?? 0) / 1000)}) ${names.join(' | ')}`
    })
    // CPU (thread time) of each task after FCP, the load-independent part: 4x of it over 50 ms is what a 4x slower phone would block
    const after = tasks.filter((t) => fcp && t.ts > fcp.ts - 200000)
    const cpus = after.map((t) => (t.tdur ?? 0) / 1000).sort((a, b) => b - a)
    const cpuTbt = cpus.reduce((sum, c) => sum + Math.max(0, 4 * c - 50), 0)
    console.log(`${path} run ${run}: top task CPU ms ${cpus.slice(0, 5).map(Math.round).join(',')}; CPU-based 4x TBT ${Math.round(cpuTbt)}; wall-based ${Math.round(tbt4)}`)
    if (process.env.VERBOSE) console.log(desc.join('\n'))
    await ctx.close()
  }
}
await browser.close()
