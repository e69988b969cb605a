/**
 * What a small server pays in memory for the shop (issue 30): the resident memory (RSS) of every
 * process `npm start` leaves running, read from /proc, at three moments:
 * - idle: started with the panel on (as a volunteer runs it), the bench's 100 products added, the
 *   shop's pages and product list served once, then 3 s with nothing to do;
 * - after the panel's first page: GET /cms/login (the editors' panel loads at its first request),
 *   then 3 s with nothing to do;
 * - the checkout burst's peak: 50 guests buying at once for 10 s, sampled every 100 ms.
 */
import fs from 'node:fs'

import { startShop } from '../../tests/support/shopProcess'
import { addBenchProducts } from './benchCatalogue'
import { type BurstResult, checkoutBurst } from './checkoutBurst'

/** RSS as the goals count it; PSS shares each page among the processes that map it (the node binary's code, shared by npm and the shop). */
export type ProcessMemory = { pid: number; command: string; rssMb: number; pssMb: number }
export type MemorySnapshot = { processes: ProcessMemory[]; totalMb: number }
export type MemoryResult = { idle: MemorySnapshot; afterPanel: MemorySnapshot; burstPeak: MemorySnapshot; burst: BurstResult }

const QUIET_MS = 3000
const SAMPLE_MS = 100

/** The process and all its descendants, with their RSS. */
export function processTree(rootPid: number): MemorySnapshot {
  const children = new Map<number, number[]>()
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      // The command may hold spaces and parentheses: the fields after its closing one are fixed.
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8')
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)])
    } catch {
      // ended meanwhile
    }
  }
  const processes: ProcessMemory[] = []
  const visit = (pid: number) => {
    try {
      const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
      const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
      const command = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ')
      const pssKb = Number(/^Pss:\s+(\d+)/m.exec(fs.readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'))?.[1] ?? 0)
      processes.push({ pid, command, rssMb: Math.round(rssKb / 102.4) / 10, pssMb: Math.round(pssKb / 102.4) / 10 })
    } catch {
      return
    }
    for (const child of children.get(pid) ?? []) visit(child)
  }
  visit(rootPid)
  return { processes, totalMb: Math.round(processes.reduce((sum, p) => sum + p.rssMb, 0) * 10) / 10 }
}

/**
 * `npm start` as a volunteer runs it (production, the panel on) on a fresh data folder, or with
 * `root` another built checkout (the previous build, side by side). `launcher: 'start.mjs'` runs
 * what `npm start` runs without npm; `'node'` the compiled server alone, as the Dockerfile does.
 */
export async function measureMemory({ root, launcher = 'npm start', env = {} }: { root?: string; launcher?: 'npm start' | 'start.mjs' | 'node'; env?: Record<string, string> } = {}): Promise<MemoryResult> {
  const shop = await startShop({ launcher, panel: true, root, discardLogsAfterStart: true, env: { CHECKOUT_RATE_LIMIT_PER_IP: '1000000', ...env } })
  try {
    const products = await addBenchProducts(shop.url)
    for (const path of ['/', '/shop', `/products/${products[0].id}`, '/api/products', '/cart']) await (await fetch(`${shop.url}${path}`)).arrayBuffer()
    await new Promise((resolve) => setTimeout(resolve, QUIET_MS))
    const idle = processTree(shop.pid)

    const panel = await fetch(`${shop.url}/cms/login`)
    await panel.arrayBuffer()
    if (panel.status !== 200) throw new Error(`GET /cms/login answered ${panel.status}`)
    await new Promise((resolve) => setTimeout(resolve, QUIET_MS))
    const afterPanel = processTree(shop.pid)

    let burstPeak = afterPanel
    const sampler = setInterval(() => {
      const now = processTree(shop.pid)
      if (now.totalMb > burstPeak.totalMb) burstPeak = now
    }, SAMPLE_MS)
    const unsized = products.find((product) => product.sizes.length === 0)!
    const burst = await checkoutBurst(shop.url, unsized.id, { buyers: 50, browsers: 2, seconds: 10 })
    clearInterval(sampler)
    return { idle, afterPanel, burstPeak, burst }
  } finally {
    await shop.stop()
  }
}

export function describeSnapshot(snapshot: MemorySnapshot): string {
  const named = snapshot.processes.map((p) => `${shortCommand(p.command)} ${p.rssMb} MB`)
  const pss = Math.round(snapshot.processes.reduce((sum, p) => sum + p.pssMb, 0) * 10) / 10
  return `${snapshot.totalMb} MB (${named.join(' + ')}; PSS ${snapshot.processes.map((p) => p.pssMb).join(' + ')} = ${pss} MB)`
}

function shortCommand(command: string): string {
  if (/npm-cli\.js|\bnpm\b/.test(command) && !/server\.mjs|start\.mjs/.test(command)) return 'npm'
  if (/start\.mjs/.test(command)) return 'shop (scripts/start.mjs)'
  if (/server\.mjs/.test(command)) return 'shop (dist/server/server.mjs)'
  return command.slice(0, 40)
}
