/**
 * `npx tsx --conditions=production scripts/bench/profileCheckout.ts [--cpu-prof] [--count-statements] [--bench-catalogue] [--server <file>]`:
 * the compiled shop (demo catalogue, demo payments, SQLite) under the checkout burst alone,
 * optionally with `node --cpu-prof` (profiles land in ./profiles), or counting the SQL statements
 * the server runs (and the time spent in each) from the burst's start until its mail has been delivered (per order, by
 * statement shape). `--bench-catalogue` first adds `npm run bench`'s 100 products (the bench's burst
 * runs on that catalogue, not on the demo seed's). `--server` runs another build (e.g. a copy of main's) for a side-by-side.
 * For finding where a checkout's time goes.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { addBenchProducts } from './benchCatalogue'
import { checkoutBurst } from './checkoutBurst'

const withProfile = process.argv.includes('--cpu-prof')
const countStatements = process.argv.includes('--count-statements')
const serverArg = process.argv.indexOf('--server')
const serverFile = serverArg > 0 ? process.argv[serverArg + 1] : 'dist/server/server.mjs'
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-profile-'))
const child = spawn(
  process.execPath,
  [
    ...(withProfile ? ['--cpu-prof', '--cpu-prof-dir=profiles'] : []),
    ...(countStatements ? ['--import', './scripts/bench/countStatements.mjs'] : []),
    '--conditions=production',
    serverFile,
  ],
  {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URI: `file:${path.join(dataDir, 'shop.db')}`,
      UPLOADS_DIR: path.join(dataDir, 'uploads'),
      PAYLOAD_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
      SEED: 'demo',
      CMS_PANEL: 'off',
      CHECKOUT_RATE_LIMIT_PER_IP: '1000000',
      STATEMENT_COUNT_FILE: path.join(dataDir, 'statements.json'),
    },
  },
)
let output = ''
child.stdout!.on('data', (chunk) => (output += chunk))
const port = await new Promise<number>((resolve) => {
  const look = () => {
    const match = /"msg":"listening","port":(\d+)/.exec(output)
    if (match) resolve(Number(match[1]))
    else setTimeout(look, 20)
  }
  look()
})
const url = `http://127.0.0.1:${port}`
if (process.argv.includes('--bench-catalogue')) await addBenchProducts(url)
const products: { id: string; sizes: string[] }[] = await (await fetch(`${url}/api/products`)).json()
const unsized = products.find((p) => p.sizes.length === 0)!
const statementsBefore = countStatements ? await statementCounts() : {}
const cpuBefore = cpuSeconds(child.pid!)
const result = await checkoutBurst(url, unsized.id, { seconds: Number(process.env.BURST_SECONDS ?? 10), buyers: Number(process.env.BUYERS ?? 50) })
const cpuMsPerOrder = Math.round(((cpuSeconds(child.pid!) - cpuBefore) * 1000) / Math.max(1, result.orders))
console.log(JSON.stringify({ ...result, serverCpuMsPerOrder: cpuMsPerOrder, load: os.loadavg()[0] }))
if (countStatements) {
  // The receipts of the last orders leave after the burst: wait for the mail runner's wake and poll.
  await new Promise((resolve) => setTimeout(resolve, 6_000))
  const after = await statementCounts()
  const perOrder = (timed: boolean) =>
    Object.entries(after)
      .filter(([shape]) => shape.startsWith('µs ') === timed)
      .map(([shape, count]) => [shape.replace(/^µs /, ''), (count - (statementsBefore[shape] ?? 0)) / Math.max(1, result.orders)] as const)
      .filter(([, count]) => count > 0)
      .sort((a, b) => b[1] - a[1])
  const runs = perOrder(false)
  const total = runs.reduce((sum, [, count]) => sum + count, 0)
  const micros = new Map(perOrder(true))
  console.log(JSON.stringify({ statementsPerOrder: Math.round(total * 10) / 10, sqlMsPerOrder: Math.round([...micros.values()].reduce((a, b) => a + b, 0) / 100) / 10 }))
  console.log('  runs  µs/order  statement')
  for (const [shape, count] of runs) console.log(`${count.toFixed(2).padStart(6)}  ${Math.round(micros.get(shape) ?? 0).toString().padStart(8)}  ${shape}`)
}
child.kill('SIGTERM')
await new Promise((resolve) => child.on('close', resolve))
fs.rmSync(dataDir, { recursive: true, force: true })

/** The preload's counts so far (scripts/bench/countStatements.mjs), asked for with SIGUSR2. */
async function statementCounts(): Promise<Record<string, number>> {
  const file = path.join(dataDir, 'statements.json')
  fs.rmSync(file, { force: true })
  child.kill('SIGUSR2')
  for (;;) {
    if (fs.existsSync(file)) {
      try {
        return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, number>
      } catch {
        // Still being written.
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/** CPU seconds a process has used (user + system), from /proc. */
function cpuSeconds(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
  return (Number(fields[11]) + Number(fields[12])) / 100
}
