/**
 * `npx tsx scripts/bench/pageProfile.mts <url> [cartJson] [runs]`: V8's CPU profile (50 µs samples, CPU
 * 4x slower as Lighthouse simulates) of a page load from navigation until 3 s after load, its
 * samples attributed to source files and functions through the source maps of a build made with
 * `--sourcemap --outDir $MAPS` (same file names as the served build). Prints the time per
 * source file (self) and the top functions.
 */
import fs from 'node:fs'
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping'
import { chromium } from 'playwright-core'
const [url, cart, runsArg] = process.argv.slice(2)
const maps = process.env.MAPS ?? '/tmp/sfmap/assets'
const traceMaps = new Map<string, TraceMap | null>()
function mapFor(file: string) {
  if (!traceMaps.has(file)) traceMaps.set(file, fs.existsSync(`${maps}/${file}.map`) ? new TraceMap(JSON.parse(fs.readFileSync(`${maps}/${file}.map`, 'utf8'))) : null)
  return traceMaps.get(file)
}
const hints = new Map<string, boolean>()
function hintedFile(file: string) {
  if (!hints.has(file)) hints.set(file, fs.readFileSync(`${maps}/${file}`, 'utf8').startsWith('//# allFunctionsCalledOnLoad'))
  return hints.get(file)!
}
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] })
const bySource = new Map<string, number>()
const byFn = new Map<string, number>()
const runs = Number(runsArg ?? 3)
for (let run = 0; run < runs; run++) {
  const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 })
  const page = await ctx.newPage()
  if (cart) {
    await page.goto(new URL('/favicon.svg', url).href)
    await page.evaluate((raw) => localStorage.setItem('guest_cart', raw), cart)
  }
  const cdp = await ctx.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await cdp.send('Profiler.enable')
  await cdp.send('Profiler.setSamplingInterval', { interval: 50 })
  await cdp.send('Profiler.start')
  await page.goto(url, { waitUntil: 'load' })
  await page.waitForTimeout(3000)
  const { profile } = (await cdp.send('Profiler.stop')) as any
  const nodes = new Map<number, any>(profile.nodes.map((n: any) => [n.id, n]))
  for (let i = 0; i < profile.samples.length; i++) {
    const dt = profile.timeDeltas[i + 1] ?? 0
    const cf = nodes.get(profile.samples[i]).callFrame
    const file = String(cf.url).split('/').pop()!
    let source = cf.url ? file : cf.functionName
    let fn = `${cf.functionName || '(anon)'} ${file}`
    const m = file.endsWith('.js') ? mapFor(file) : null
    if (m) {
      // The compile hint's line (storefront/build/compileHints.ts) is added after the map is made.
      const hinted = hintedFile(file)
      const line = cf.lineNumber + (hinted ? 0 : 1)
      const pos = line > 0 ? originalPositionFor(m, { line, column: cf.columnNumber }) : { source: null, line: 0, name: null }
      if (pos.source) {
        source = pos.source.replace(/^(\.\.\/)+/, '').replace(/^work\/lh1\//, '').replace('node_modules/', 'nm:')
        fn = `${pos.name ?? cf.functionName ?? '(anon)'} ${source}:${pos.line}`
      }
    }
    if (source === '(idle)' || source === '(program)') continue
    bySource.set(source, (bySource.get(source) ?? 0) + dt / runs)
    byFn.set(fn, (byFn.get(fn) ?? 0) + dt / runs)
  }
  await ctx.close()
}
await browser.close()
const show = (m: Map<string, number>, n: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `  ${(v / 1000).toFixed(1).padStart(7)} ms  ${k}`).join('\n')
const total = [...bySource.values()].reduce((a, b) => a + b, 0)
console.log(`self time per source (ms at 4x, mean of ${runs}; total ${(total / 1000).toFixed(0)} ms):\n${show(bySource, 30)}`)
console.log(`top functions:\n${show(byFn, 30)}`)
