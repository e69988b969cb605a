/**
 * `npx tsx --conditions=production scripts/bench/profileAdminOrders.ts --reuse <filled folder> [--server <file>]… [--rounds N] [--runs N] [--cpu-prof]`:
 * the volunteers' reads of a filled scale shop (`npm run bench -- --scale`, decision 45), with the
 * server's CPU per request from /proc beside the wall time: the first page of /api/admin/orders and
 * of "To Fulfil" (each `--runs` times, after one not counted) and the whole CSV twice (the first
 * download after a start, then another), the server's RSS sampled every 50 ms meanwhile. Every
 * `--server` (default dist/server/server.mjs) is started afresh on the same folder, taking turns
 * `--rounds` times (default 2), so two builds are compared at the same load. `--cpu-prof` writes the
 * server's profile into ./profiles (for scripts/bench/summarizeCpuProfile.mjs). Decision 57.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'

import { TEST_PASSWORD } from '../../tests/support/accounts'
import { processTree } from './memory'
import { median } from './scale'

const argsOf = (name: string) => process.argv.flatMap((arg, index) => (arg === name ? [process.argv[index + 1]] : []))
const folder = argsOf('--reuse')[0]
if (!folder) throw new Error('--reuse <a folder filled by npm run bench -- --scale> is needed')
const servers = argsOf('--server').length ? argsOf('--server') : ['dist/server/server.mjs']
const rounds = Number(argsOf('--rounds')[0] ?? 2)
const runs = Number(argsOf('--runs')[0] ?? 21)
const withProfile = process.argv.includes('--cpu-prof')
const { username } = JSON.parse(fs.readFileSync(path.join(folder, 'scale-bench.json'), 'utf8')) as { username: string }

const uptime = () => `load ${os.loadavg().map((value) => value.toFixed(1)).join(' ')}`
console.log(`${new Date().toISOString()} ${uptime()}`)
for (let round = 0; round < rounds; round += 1) {
  for (const server of servers) {
    const shop = await start(server)
    try {
      const cookie = await signIn(shop.url)
      const line: string[] = []
      for (const [name, url] of [
        ['first page', '/api/admin/orders'],
        ['To Fulfil', '/api/admin/orders?show=to-fulfil'],
      ]) {
        await get(`${shop.url}${url}`, cookie)
        const cpu = cpuSeconds(shop.pid)
        const walls: number[] = []
        for (let run = 0; run < runs; run += 1) walls.push((await get(`${shop.url}${url}`, cookie)).ms)
        line.push(`${name}: ${(((cpuSeconds(shop.pid) - cpu) * 1000) / runs).toFixed(1)} ms CPU/req, wall median ${median(walls).toFixed(0)} ms`)
      }
      for (const which of ['CSV after the start', 'CSV again']) {
        const before = processTree(shop.pid).totalMb
        let peak = before
        const sampler = setInterval(() => (peak = Math.max(peak, processTree(shop.pid).totalMb)), 50)
        const cpu = cpuSeconds(shop.pid)
        const res = await get(`${shop.url}/api/admin/orders/export.csv`, cookie)
        clearInterval(sampler)
        const rows = res.body.toString('utf8').split('\r\n').length - 2
        line.push(`${which}: ${(res.ms / 1000).toFixed(2)} s, ${(cpuSeconds(shop.pid) - cpu).toFixed(2)} s CPU, ${rows} rows, RSS +${(peak - before).toFixed(1)} MB (${before} → ${peak})`)
      }
      console.log(`${server} [${uptime()}]\n  ${line.join('\n  ')}`)
    } finally {
      await shop.stop()
    }
  }
}
console.log(`${new Date().toISOString()} ${uptime()}${withProfile ? '; profiles in ./profiles' : ''}`)

async function start(server: string) {
  const child = spawn(process.execPath, [...(withProfile ? ['--cpu-prof', '--cpu-prof-dir=profiles'] : []), '--conditions=production', '--max-semi-space-size=4', server], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      MALLOC_ARENA_MAX: '2',
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URI: `file:${path.resolve(folder, 'shop.db')}`,
      UPLOADS_DIR: path.resolve(folder, 'uploads'),
      PAYLOAD_SECRET: 'test-secret-test-secret-test-secret-0123456789',
      SEED: 'none',
      CMS_PANEL: 'off',
      LOG_LEVEL: 'info',
      AUTH_RATE_LIMIT_PER_IP: '100000',
    },
  })
  let output = ''
  const collect = (chunk: Buffer) => (output += chunk)
  child.stdout!.on('data', collect)
  const port = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${server} ended (${code}): ${output}`)))
    const look = () => {
      const match = /"port":(\d+)/.exec(output)
      if (match) {
        child.stdout!.off('data', collect).resume()
        resolve(Number(match[1]))
      } else setTimeout(look, 20)
    }
    look()
  })
  const stop = () => new Promise<void>((resolve) => (child.once('exit', () => resolve()), child.kill('SIGTERM')))
  return { url: `http://127.0.0.1:${port}`, pid: child.pid!, stop }
}

async function signIn(url: string): Promise<string> {
  const res = await fetch(`${url}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password: TEST_PASSWORD }) })
  if (res.status !== 200) throw new Error(`login: ${res.status}`)
  return res.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ')
}

function cpuSeconds(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
  return (Number(fields[11]) + Number(fields[12])) / 100
}

/** One GET on a fresh connection, the whole body read, gzip asked for as a browser asks (the CSV as identity). */
function get(url: string, cookie: string): Promise<{ ms: number; body: Buffer }> {
  const started = performance.now()
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers: { cookie, 'accept-encoding': url.includes('.csv') ? 'identity' : 'gzip' }, agent: false }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => (res.statusCode === 200 ? resolve({ ms: performance.now() - started, body: Buffer.concat(chunks) }) : reject(new Error(`${url}: ${res.statusCode}`))))
      res.on('error', reject)
    })
    req.on('error', reject)
  })
}
