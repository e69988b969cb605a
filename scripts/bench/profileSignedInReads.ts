/**
 * `npx tsx --conditions=production scripts/bench/profileSignedInReads.ts [--cpu-prof] [--only=/api/cart]`:
 * the compiled shop filled as `npm run bench` fills it (100 products, a shopper with 3 orders and
 * 3 cart lines), then each signed-in read at 50 connections next to the bare Node server answering
 * the same bytes (the ratio `npm run bench` judges), with the server's CPU per request from /proc.
 * `--cpu-prof` runs the shop under `node --cpu-prof` (profiles land in $TMPDIR/shop-profiles) and measures
 * only `--only` (default /api/cart). For finding where a signed-in read's time goes.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import { signUpCustomer } from '../../tests/support/accounts'
import { addBenchProducts } from './benchCatalogue'
import { startShop } from '../../tests/support/shopProcess'
import { loadTest } from './loadTest'
import { staleReadsAfterWrites } from './staleReads'

const READS = ['/api/cart', '/api/auth/user', '/api/account/orders']
const withProfile = process.argv.includes('--cpu-prof')
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length)
const reads = only ? [only] : withProfile ? ['/api/cart'] : READS
const seconds = Number(process.env.SECONDS_PER_RUN ?? 10)

console.log(`Machine load before (1-minute average): ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores`)
const profileDir = path.join(os.tmpdir(), 'shop-profiles')
// Node refuses --cpu-prof in NODE_OPTIONS; a preload does the same through node:inspector.
const profiling = { NODE_OPTIONS: `--import=${pathToFileURL(path.resolve('scripts/bench/cpuProfilePreload.mjs')).href}`, CPU_PROFILE_DIR: profileDir }
const shop = await startShop({ discardLogsAfterStart: true, env: { CHECKOUT_RATE_LIMIT_PER_IP: '1000000', ...(withProfile ? profiling : {}) } })
try {
  const unsizedId = (await addBenchProducts(shop.url)).find((p) => p.sizes.length === 0)!.id
  const shopper = await signUpCustomer(shop.url)
  for (let i = 0; i < 3; i += 1) {
    const stale = await staleReadsAfterWrites(shopper, unsizedId)
    if (stale.length) console.log(`STALE: ${stale.join('; ')}`)
  }
  const products: { id: string; sizes: string[] }[] = (await shopper.get('/api/products')).body
  for (const product of products.slice(0, 3)) await shopper.post('/api/cart', { productId: product.id, quantity: 1, size: product.sizes[0] ?? null })
  const headers = { cookie: shopper.cookieHeader() }
  const bare = await startBareServer(shop.url, reads, headers)
  try {
    console.log('| read | shop req/s | p99 ms | server CPU µs/req | bare req/s | shop / bare |')
    console.log('|---|---|---|---|---|---|')
    for (const read of reads) {
      const cpuBefore = cpuSeconds(shop.pid)
      const measured = await loadTest(`${shop.url}${read}`, headers, { seconds })
      const cpuUsPerRequest = Math.round(((cpuSeconds(shop.pid) - cpuBefore) * 1e6) / (measured.requestsPerSecond * (seconds + 2)))
      const ceiling = withProfile ? null : await loadTest(`${bare.url}${read}`, {}, { seconds })
      const faults = measured.errors + measured.non2xx ? ` (${measured.errors} errors, ${measured.non2xx} non-2xx)` : ''
      const ratio = ceiling ? `${Math.round((measured.requestsPerSecond / ceiling.requestsPerSecond) * 100)}%` : '-'
      console.log(`| ${read} | ${measured.requestsPerSecond}${faults} | ${measured.p99} | ${cpuUsPerRequest} | ${ceiling?.requestsPerSecond ?? '-'} | ${ratio} |`)
    }
  } finally {
    bare.stop()
  }
} finally {
  await shop.stop()
  fs.rmSync(shop.dataDir, { recursive: true, force: true })
}
console.log(`Machine load after: ${os.loadavg()[0].toFixed(1)}${withProfile ? `; profile in ${profileDir}` : ''}`)

/** scripts/bench/bareServer.mjs answering each read with the shop's own bytes. */
async function startBareServer(shopUrl: string, paths: string[], headers: Record<string, string>) {
  const answers: Record<string, { status: number; headers: Record<string, string>; body: string }> = {}
  for (const read of paths) {
    const res = await fetch(`${shopUrl}${read}`, { headers: { ...headers, 'accept-encoding': 'identity' } })
    const body = Buffer.from(await res.arrayBuffer())
    answers[read] = { status: res.status, headers: { 'content-type': res.headers.get('content-type') ?? 'text/plain' }, body: body.toString('base64') }
  }
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bench-')), 'answers.json')
  fs.writeFileSync(file, JSON.stringify(answers))
  const child = spawn(process.execPath, [path.resolve('scripts/bench/bareServer.mjs'), file], { stdio: ['ignore', 'pipe', 'inherit'] })
  const port = await new Promise<number>((resolve) => child.stdout!.once('data', (chunk) => resolve(Number(/port (\d+)/.exec(String(chunk))![1]))))
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill() }
}

/** CPU seconds a process has used (user + system), from /proc. */
function cpuSeconds(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
  return (Number(fields[11]) + Number(fields[12])) / 100
}
