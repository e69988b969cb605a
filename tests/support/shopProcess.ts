/**
 * Runs the real shop (cms/server.ts) in a child process on a free port, against a temporary
 * SQLite file (or the MongoDB leg's replica set), exactly as `npm start` would in production.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

export type ShopOptions = {
  /** Extra environment, e.g. Stripe keys. */
  env?: Record<string, string | undefined>
  /** Reuse a data folder (restart tests); a new temporary one by default. */
  dataDir?: string
  /** Start Payload's panel (Next.js). Off by default: most tests never touch it. */
  panel?: boolean
  /** demo adds the demo catalogue; none (default) starts empty. */
  seed?: 'demo' | 'none'
  /** For two processes on one database: share the other shop's database name (MongoDB leg). */
  databaseName?: string
  /** Stop collecting the log once started (load tests write a line per request). */
  discardLogsAfterStart?: boolean
}

export type Shop = {
  url: string
  port: number
  /** The server process (memory measurements read /proc/<pid>). */
  pid: number
  dataDir: string
  databaseUri: string
  databaseName: string
  logs: () => string
  /** SIGTERM, then waits for the exit code. */
  stop: () => Promise<number | null>
  /** SIGKILL: no chance to clean up. */
  kill: () => Promise<void>
}

// The project root: jest and every npm script run from it.
const ROOT = process.cwd()
const START_TIMEOUT_MS = 60_000

export async function startShop(options: ShopOptions = {}): Promise<Shop> {
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'shop-test-'))
  const databaseName = options.databaseName ?? `shop_${randomBytes(6).toString('hex')}`
  const databaseUri = databaseUriFor(dataDir, databaseName)
  const child = spawn(process.execPath, ['--conditions=production', '--import', 'tsx', 'cms/server.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URI: databaseUri,
      UPLOADS_DIR: path.join(dataDir, 'uploads'),
      PAYLOAD_SECRET: 'test-secret-test-secret-test-secret-0123456789',
      SEED: options.seed ?? 'none',
      CMS_PANEL: options.panel ? 'on' : 'off',
      LOG_LEVEL: 'info',
      NEXT_TELEMETRY_DISABLED: '1',
      // Every test client comes from 127.0.0.1; the throttling test sets its own limits.
      AUTH_RATE_LIMIT_PER_IP: '100000',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  let collecting = true
  child.stdout!.on('data', (chunk) => collecting && (output += chunk))
  child.stderr!.on('data', (chunk) => (output += chunk))
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code, signal) => {
      if (signal) output += `\n[shop process ended by ${signal}]`
      resolve(code)
    }),
  )

  const port = await waitForPort(child, () => output, exited)
  if (options.discardLogsAfterStart) collecting = false
  const url = `http://127.0.0.1:${port}`
  return {
    url,
    port,
    pid: child.pid!,
    dataDir,
    databaseUri,
    databaseName,
    logs: () => output,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM')
      return exited
    },
    kill: async () => {
      if (child.exitCode === null) child.kill('SIGKILL')
      await exited
    },
  }
}

function databaseUriFor(dataDir: string, databaseName: string): string {
  if (process.env.TEST_DATABASE === 'mongodb') {
    // The leg's URI with this shop's database in its path (a list of hosts is no WHATWG URL).
    return process.env.TEST_MONGODB_URI!.replace(/^(mongodb(?:\+srv)?:\/\/[^/?]+)(\/[^?]*)?/, `$1/${databaseName}`)
  }
  return `file:${path.join(dataDir, 'shop.db')}`
}

async function waitForPort(child: ChildProcess, logs: () => string, exited: Promise<number | null>): Promise<number> {
  const deadline = Date.now() + START_TIMEOUT_MS
  let done = false
  void exited.then(() => (done = true))
  while (Date.now() < deadline) {
    const match = /"msg":"listening","port":(\d+)/.exec(logs())
    if (match) return Number(match[1])
    if (done || child.exitCode !== null) throw new Error(`The shop exited (code ${child.exitCode}) before listening:\n${logs()}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  child.kill('SIGKILL')
  throw new Error(`The shop did not start in ${START_TIMEOUT_MS / 1000} s:\n${logs()}`)
}
