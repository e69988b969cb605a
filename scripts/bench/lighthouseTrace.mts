/**
 * `npx tsx scripts/bench/lighthouseTrace.mts <url> [cartJson]`: one Lighthouse mobile run (the
 * bench's settings) that prints the metrics, the long tasks Lighthouse's simulation counts, and
 * for each observed main-thread task over 12.5 ms (what 4x makes blocking) the scripts and the
 * functions that took its time (V8's sampling profiler added to Lighthouse's trace). With
 * cartJson, the guest cart (localStorage `guest_cart`) is filled before the run. TRACE_OUT=file
 * keeps the trace.
 */
import fs from 'node:fs'
import lighthouse from 'lighthouse'

import { launchLighthouseChrome } from './lighthouseScore'

const [url, cart] = process.argv.slice(2)
const chrome = await launchLighthouseChrome(url, cart)
try {
  const result = await lighthouse(
    url,
    { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error', output: 'json', disableStorageReset: Boolean(cart) },
    { extends: 'lighthouse:default', settings: { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' } } as any,
  )
  const lhr = result!.lhr
  const a = lhr.audits
  const n = (id: string) => Math.round(a[id].numericValue ?? 0)
  console.log(`score ${lhr.categories.performance.score} FCP ${n('first-contentful-paint')} LCP ${n('largest-contentful-paint')} SI ${n('speed-index')} TBT ${n('total-blocking-time')} CLS ${a['cumulative-layout-shift'].numericValue?.toFixed(3)}`)
  const lcpEl = (a['largest-contentful-paint-element']?.details as any)?.items?.[0]?.items?.[0]?.node
  console.log('LCP element:', lcpEl?.nodeLabel, '|', lcpEl?.snippet?.slice(0, 160))
  const metrics = (a.metrics.details as any).items[0]
  console.log('observed FCP/LCP/DCL/load', metrics.observedFirstContentfulPaint, metrics.observedLargestContentfulPaint, metrics.observedDomContentLoaded, metrics.observedLoad)
  console.log('simulated long tasks (long-tasks audit):')
  for (const t of (a['long-tasks'].details as any)?.items ?? []) console.log(`  start ${Math.round(t.startTime)} dur ${Math.round(t.duration)} ${String(t.url).split('/').pop()}`)
  for (const item of ((a['bootup-time']?.details as any)?.items ?? [])) console.log(`  bootup ${Math.round(item.total)} ms (script eval ${Math.round(item.scripting)}, parse/compile ${Math.round(item.scriptParseCompile)}) ${String(item.url).split('/').pop()}`)
  // The observed trace: main thread tasks and the profiler's samples within them.
  const trace = (result!.artifacts as any).Trace ?? (result!.artifacts as any).traces?.defaultPass
  if (process.env.TRACE_OUT) fs.writeFileSync(process.env.TRACE_OUT, JSON.stringify(trace))
  const events = trace.traceEvents as any[]
  const nav = events.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame && e.args?.data?.documentLoaderURL?.startsWith('http'))
  const mainPid = nav.pid, mainTid = nav.tid
  const t0 = nav.ts
  const tasks = events.filter((e) => e.ph === 'X' && e.pid === mainPid && e.tid === mainTid && (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') && e.ts >= t0 && e.dur > 12500)
  // Profile: nodes and samples from ProfileChunk events.
  const nodes = new Map<number, any>()
  const samples: { ts: number; id: number }[] = []
  for (const e of events.filter((e) => (e.name === 'Profile' || e.name === 'ProfileChunk') && e.pid === mainPid)) {
    const d = e.args?.data
    if (e.name === 'Profile') { /* startTime */ (globalThis as any).__pt = d.startTime; continue }
    for (const node of d?.cpuProfile?.nodes ?? []) nodes.set(node.id, node)
    let ts = (globalThis as any).__pt ?? 0
    const ids = d?.cpuProfile?.samples ?? []
    const deltas = d?.timeDeltas ?? []
    if ((globalThis as any).__last !== undefined) ts = (globalThis as any).__last
    for (let i = 0; i < ids.length; i++) { ts += deltas[i]; samples.push({ ts, id: ids[i] }) }
    ;(globalThis as any).__last = ts
  }
  const fnName = (node: any) => {
    const cf = node?.callFrame
    if (!cf) return '?'
    return `${cf.functionName || '(anon)'}@${String(cf.url).split('/').pop()}:${cf.lineNumber}:${cf.columnNumber}`
  }
  const parentOf = new Map<number, number>()
  for (const node of nodes.values()) if (node.parent !== undefined) parentOf.set(node.id, node.parent)
  console.log(`observed main-thread tasks > 12.5 ms (unthrottled; Lighthouse simulates x4):`)
  for (const t of tasks) {
    const inside = events.filter((e) => e.ph === 'X' && e.pid === mainPid && e.tid === mainTid && e.ts >= t.ts && e.ts + (e.dur ?? 0) <= t.ts + t.dur && e !== t && (e.dur ?? 0) > 2000)
    const kinds = inside.filter((e) => ['EvaluateScript', 'v8.evaluateModule', 'FunctionCall', 'TimerFire', 'ParseHTML', 'Layout', 'UpdateLayoutTree', 'Paint', 'v8.compile', 'V8.CollectSourcePositions', 'RunMicrotasks', 'EventDispatch', 'FireAnimationFrame', 'v8.run', 'XHRReadyStateChange'].includes(e.name) || e.name.startsWith('V8.'))
      .map((e) => `${e.name}${e.args?.data?.url ? ':' + String(e.args.data.url).split('/').pop() : ''}${e.args?.data?.functionName ? ':' + e.args.data.functionName : ''} ${Math.round(e.dur / 1000)}`)
    const self = new Map<string, number>()
    const scriptTotal = new Map<string, number>()
    const within = samples.filter((s) => s.ts >= t.ts && s.ts <= t.ts + t.dur)
    for (let i = 0; i < within.length; i++) {
      const dt = (within[i + 1]?.ts ?? within[i].ts) - within[i].ts
      const node = nodes.get(within[i].id)
      const k = fnName(node)
      self.set(k, (self.get(k) ?? 0) + dt)
      // inclusive: walk up for react component-ish names
      let id: number | undefined = within[i].id
      const seen = new Set<string>()
      while (id !== undefined) {
        const nd = nodes.get(id)
        const f = fnName(nd)
        if (!seen.has(f)) { seen.add(f); scriptTotal.set(f, (scriptTotal.get(f) ?? 0) + dt) }
        id = parentOf.get(id)
      }
    }
    const top = [...self].sort((x, y) => y[1] - x[1]).slice(0, 8).map(([k, v]) => `${k} ${(v / 1000).toFixed(1)}`)
    const incl = [...scriptTotal].filter(([k]) => !k.startsWith('(root)') && !k.startsWith('(program)')).sort((x, y) => y[1] - x[1]).slice(0, 14).map(([k, v]) => `${k} ${(v / 1000).toFixed(1)}`)
    console.log(`@${Math.round((t.ts - t0) / 1000)} ${Math.round(t.dur / 1000)} ms (cpu ${Math.round((t.tdur ?? 0) / 1000)}): ${[...new Set(kinds)].slice(0, 10).join(' | ')}`)
    console.log(`    self: ${top.join(', ')}`)
    if (process.env.VERBOSE) console.log(`    inclusive: ${incl.join(', ')}`)
  }
} finally {
  await chrome.kill()
}
