/**
 * `npx tsx --conditions=production scripts/bench/profileCheckout.ts [--cpu-prof]`: the compiled shop
 * (demo catalogue, demo payments, SQLite) under the checkout burst alone, optionally with
 * `node --cpu-prof` (profiles land in ./profiles). For finding where a checkout's time goes.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { checkoutBurst } from './checkoutBurst'

const withProfile = process.argv.includes('--cpu-prof')
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-profile-'))
const child = spawn(
  process.execPath,
  [...(withProfile ? ['--cpu-prof', '--cpu-prof-dir=profiles'] : []), '--conditions=production', 'dist/server/server.mjs'],
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
const products: { id: string; sizes: string[] }[] = await (await fetch(`${url}/api/products`)).json()
const unsized = products.find((p) => p.sizes.length === 0)!
const cpuBefore = cpuSeconds(child.pid!)
const result = await checkoutBurst(url, unsized.id, { seconds: Number(process.env.BURST_SECONDS ?? 10), buyers: Number(process.env.BUYERS ?? 50) })
const cpuMsPerOrder = Math.round(((cpuSeconds(child.pid!) - cpuBefore) * 1000) / Math.max(1, result.orders))
console.log(JSON.stringify({ ...result, serverCpuMsPerOrder: cpuMsPerOrder }))
child.kill('SIGTERM')
await new Promise((resolve) => child.on('close', resolve))
fs.rmSync(dataDir, { recursive: true, force: true })

/** CPU seconds a process has used (user + system), from /proc. */
function cpuSeconds(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
  return (Number(fields[11]) + Number(fields[12])) / 100
}
