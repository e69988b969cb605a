/**
 * `npx tsx --conditions=production scripts/bench/heapSnapshot.ts [--root <built checkout>] [--out <dir>] [--env NAME=value …] [--no-snapshot]`:
 * where the shop's memory goes once idle with its panel loaded (issue 30, decision 36). Starts the
 * compiled server with the panel on (this checkout, or `--root` another built one, run as it was
 * then), adds the bench's 100 products, serves the shop's pages and the panel's first page, waits
 * 3 s, then prints the process's memory as the kernel counts it (RSS, and in it the anonymous
 * memory and the files mapped: the node binary, native modules) and writes a V8 heap snapshot
 * (`--heapsnapshot-signal`), summarised by scripts/bench/summarizeHeapSnapshot.mjs. `--env` adds to
 * the shop's environment (e.g. `NODE_OPTIONS=--max-semi-space-size=4`, `MALLOC_ARENA_MAX=2`: an
 * earlier build, or this one through a symbolic link given as `--root`, runs without them).
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { startShop } from '../../tests/support/shopProcess'
import { addBenchProducts } from './benchCatalogue'

const arg = (name: string) => {
  const index = process.argv.indexOf(name)
  return index > 0 ? process.argv[index + 1] : undefined
}
const root = arg('--root') ? path.resolve(arg('--root')!) : undefined
const out = fs.mkdtempSync(path.join(arg('--out') ?? os.tmpdir(), 'heap-'))
const extraEnv: Record<string, string> = Object.fromEntries(
  process.argv.flatMap((value, index) => (process.argv[index - 1] === '--env' ? [[value.slice(0, value.indexOf('=')), value.slice(value.indexOf('=') + 1)]] : [])),
)

const shop = await startShop({
  root,
  panel: true,
  discardLogsAfterStart: true,
  env: { ...extraEnv, NODE_OPTIONS: `--heapsnapshot-signal=SIGUSR2 --diagnostic-dir=${out} ${extraEnv.NODE_OPTIONS ?? ''}`.trim() },
})
try {
  const products = await addBenchProducts(shop.url)
  for (const page of ['/', '/shop', `/products/${products[0].id}`, '/api/products', '/cart']) await (await fetch(`${shop.url}${page}`)).arrayBuffer()
  const panel = await fetch(`${shop.url}/cms/login`)
  await panel.arrayBuffer()
  if (panel.status !== 200) throw new Error(`GET /cms/login answered ${panel.status}`)
  await new Promise((resolve) => setTimeout(resolve, 3000))

  const rollup = fs.readFileSync(`/proc/${shop.pid}/smaps_rollup`, 'utf8')
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(rollup)?.[1] ?? 0)
  const mb = (value: number) => `${(value / 1024).toFixed(1)} MB`
  // Where the resident pages are: file-backed mappings (code, native modules) by file, the rest anonymous.
  const byMapping = new Map<string, number>()
  let current = '[anonymous]'
  for (const line of fs.readFileSync(`/proc/${shop.pid}/smaps`, 'utf8').split('\n')) {
    const header = /^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \S+\s*(.*)$/.exec(line)
    if (header) current = header[1] || '[anonymous]'
    const rss = /^Rss:\s+(\d+)/.exec(line)
    if (rss) byMapping.set(current, (byMapping.get(current) ?? 0) + Number(rss[1]))
  }
  console.log(`${root ?? 'this checkout'}: pid ${shop.pid}, RSS ${mb(kb('Rss'))} (anonymous ${mb(kb('Anonymous'))}, files ${mb(kb('Rss') - kb('Anonymous'))})`)
  for (const [mapping, size] of [...byMapping].sort((a, b) => b[1] - a[1]).slice(0, 12)) console.log(`  ${mb(size).padStart(9)}  ${mapping}`)

  if (!process.argv.includes('--no-snapshot')) {
    process.kill(shop.pid, 'SIGUSR2')
    let file: string | undefined
    for (let waited = 0; !file && waited < 120_000; waited += 500) {
      await new Promise((resolve) => setTimeout(resolve, 500))
      // Written under a temporary name first; complete once the process has closed it (its size stops changing).
      const found = fs.readdirSync(out).find((name) => name.endsWith('.heapsnapshot'))
      if (found) {
        const size = fs.statSync(path.join(out, found)).size
        await new Promise((resolve) => setTimeout(resolve, 1000))
        if (size > 0 && fs.statSync(path.join(out, found)).size === size) file = path.join(out, found)
      }
    }
    if (!file) throw new Error('no heap snapshot written')
    console.log(`\nHeap snapshot: ${file}`)
    console.log(execFileSync(process.execPath, [path.resolve('scripts/bench/summarizeHeapSnapshot.mjs'), file, '--top', '15'], { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 }))
  }
} finally {
  await shop.stop()
}
