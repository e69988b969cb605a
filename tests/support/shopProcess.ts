/**
 * Runs the real shop (the compiled server, dist/server/server.mjs) in a child process on a free
 * port, against a temporary SQLite file (or the MongoDB leg's replica set), exactly as `npm start`
 * would in production. The test suite's global setup (tests/support/serverGlobalSetup.ts) rebuilds
 * the server when its sources changed and makes the migrated template database copied here.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { closeIdleClientConnections } from './clientConnections'
import { cpuSecondsOf, recordTiming } from './suiteTimings'

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
  /**
   * Start on a brand-new, empty SQLite file that the shop migrates (and seeds) itself, like a new
   * shop. By default a new data folder starts from a copy of the suite's template: the database
   * the same server migrated (and, for `seed: 'demo'`, seeded with its images) once per run.
   */
  emptyDatabase?: boolean
  /**
   * How the shop is started: the compiled server under node (default), `npm start` in a process
   * group of its own, as a terminal runs it (for `signalGroup`), or `start.mjs`: what `npm start`
   * runs, without npm (as a server's service may run it: decision 36), in a group of its own too.
   */
  launcher?: 'node' | 'npm start' | 'start.mjs'
  /** Another built checkout to run instead of this one (the bench's side-by-side with an earlier build). */
  root?: string
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
  /** SIGTERM (after closing the test's idle connections to it), then waits for the exit code. */
  stop: () => Promise<number | null>
  /** SIGKILL: no chance to clean up. */
  kill: () => Promise<void>
  /** Signals the whole process group, as Ctrl-C, systemd or `kill -- -PGID` do (`launcher: 'npm start'` or `'start.mjs'` only). */
  signalGroup: (signal: NodeJS.Signals) => void
  /** Resolves with the exit code once the launched process has ended and its output is read. */
  exited: Promise<number | null>
  /** Polls the log for `pattern`: true once it shows, false if the process ended without it. */
  untilLogged: (pattern: RegExp) => Promise<boolean>
  /**
   * The test stops reading the shop's output: `closed`, its end of the pipes is closed (a log reader
   * that died); `stalled`, it is left open and unread, so the pipe fills (a reader that hangs).
   */
  stopReadingOutput: (how: 'closed' | 'stalled') => void
}

// The project root: jest and every npm script run from it.
const ROOT = process.cwd()
const START_TIMEOUT_MS = 60_000
/**
 * How production runs Node for the shop: `npm start` (package.json), the Dockerfile, and here
 * (tests/api/serverBuild.test.ts holds the three to the same). --conditions=production: decision 2;
 * a young generation of 4 MB semi-spaces and two malloc arenas: decision 36 (about 35 MB less).
 */
export const PRODUCTION_NODE_FLAGS = ['--conditions=production', '--max-semi-space-size=4']
export const PRODUCTION_ENV = { MALLOC_ARENA_MAX: '2' }
/** The compiled server (scripts/buildServer.mjs), as the Dockerfile runs it; `npm start` runs scripts/start.mjs, which imports it. */
export const SERVER_COMMAND = [...PRODUCTION_NODE_FLAGS, 'dist/server/server.mjs']
/** Set by the global setup (tests/support/sqliteTemplates.ts): the migrated database, and the seeded data folder. */
export const SQLITE_TEMPLATE_ENV = 'SHOP_TEST_SQLITE_TEMPLATE'
export const DEMO_TEMPLATE_ENV = 'SHOP_TEST_DEMO_TEMPLATE'

/** A start that must fail: the error it failed with (a shop that started after all is stopped, and the test fails). */
export async function startShopFailure(options: ShopOptions = {}): Promise<Error> {
  let shop: Shop
  try {
    shop = await startShop(options)
  } catch (err) {
    return err as Error
  }
  await shop.stop()
  throw new Error('The shop started, but this start was expected to fail')
}

export async function startShop(options: ShopOptions = {}): Promise<Shop> {
  const root = options.root ?? ROOT
  if (!fs.existsSync(path.join(root, SERVER_COMMAND.at(-1)!))) {
    throw new Error('The server is not compiled: run the tests with jest (its global setup builds it) or `npm run build`.')
  }
  const startedAt = performance.now()
  const dataDir = options.dataDir ?? newDataDir(options)
  const databaseName = options.databaseName ?? `shop_${randomBytes(6).toString('hex')}`
  const databaseUri = databaseUriFor(dataDir, databaseName)
  const viaNpm = options.launcher === 'npm start' || options.launcher === 'start.mjs'
  // An earlier build (the bench's side by side) runs as it was run then: its own npm start, or
  // its server with the one flag it needed.
  const earlierBuild = path.resolve(root) !== ROOT
  const nodeFlags = earlierBuild ? ['--conditions=production'] : PRODUCTION_NODE_FLAGS
  const [command, args] =
    options.launcher === 'npm start'
      ? ['npm', ['start']]
      : options.launcher === 'start.mjs'
        ? [process.execPath, [...nodeFlags, 'scripts/start.mjs']]
        : [process.execPath, [...nodeFlags, SERVER_COMMAND.at(-1)!]]
  const child = spawn(command, args, {
    cwd: root,
    detached: viaNpm,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      ...(earlierBuild ? {} : PRODUCTION_ENV),
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URI: databaseUri,
      UPLOADS_DIR: path.join(dataDir, 'uploads'),
      PAYLOAD_SECRET: 'test-secret-test-secret-test-secret-0123456789',
      // A .env file in the checkout is for the developer's own shop, not the tests'.
      ENV_FILE: 'none',
      SEED: options.seed ?? 'none',
      CMS_PANEL: options.panel ? 'on' : 'off',
      LOG_LEVEL: 'info',
      NEXT_TELEMETRY_DISABLED: '1',
      // Every test client comes from 127.0.0.1; the throttling tests set their own limits.
      AUTH_RATE_LIMIT_PER_IP: '100000',
      VISITOR_MAIL_PER_ADDRESS: '100000',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  let collecting = true
  child.stdout!.on('data', (chunk) => collecting && (output += chunk))
  child.stderr!.on('data', (chunk) => (output += chunk))
  const exited = new Promise<number | null>((resolve) =>
    // 'close', not 'exit': every line the process wrote has been read by then.
    child.on('close', (code, signal) => {
      if (signal) output += `\n[shop process ended by ${signal}]`
      resolve(code)
    }),
  )

  const killAll = () => (viaNpm ? process.kill(-child.pid!, 'SIGKILL') : child.kill('SIGKILL'))
  const port = await waitForPort(child, () => output, exited, killAll)
  const how = { panel: Boolean(options.panel), seed: options.seed ?? 'none', emptyDatabase: Boolean(options.emptyDatabase) }
  recordTiming('shop start', performance.now() - startedAt, { ...how, cpu: cpuSecondsOf(child.pid!) })
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
    exited,
    untilLogged: async (pattern) => {
      let ended = false
      void exited.then(() => (ended = true))
      for (;;) {
        if (pattern.test(output)) return true
        if (ended) return false
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
    },
    stop: async () => {
      if (child.exitCode === null) {
        const stoppingAt = performance.now()
        const cpu = cpuSecondsOf(child.pid!)
        closeIdleClientConnections(port)
        child.kill('SIGTERM')
        void exited.then(() => recordTiming('shop stop', performance.now() - stoppingAt, { ...how, cpu, ...requestCounts(output) }))
      }
      return exited
    },
    kill: async () => {
      if (child.exitCode === null) killAll()
      await exited
    },
    stopReadingOutput: (how) => {
      for (const pipe of [child.stdout!, child.stderr!]) {
        if (how === 'closed') pipe.destroy()
        else pipe.pause()
      }
    },
    signalGroup: (signal) => {
      if (!viaNpm) throw new Error("signalGroup needs launcher: 'npm start' or 'start.mjs' (other shops share the test runner's process group)")
      process.kill(-child.pid!, signal)
    },
  }
}

/** A new data folder, holding a copy of the suite's template unless told otherwise. */
function newDataDir(options: ShopOptions): string {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-test-'))
  if (options.emptyDatabase || process.env.TEST_DATABASE === 'mongodb') return dataDir
  const demo = process.env[DEMO_TEMPLATE_ENV]
  const migrated = process.env[SQLITE_TEMPLATE_ENV]
  if (options.seed === 'demo' && demo) fs.cpSync(demo, dataDir, { recursive: true })
  else if (migrated) fs.copyFileSync(migrated, path.join(dataDir, 'shop.db'))
  return dataDir
}

/** For the suite's timings: requests the shop answered, and those that derive a password (about 0.15 s of CPU each). */
function requestCounts(logs: string): { requests: number; passwordRequests: number } {
  const requests = [...logs.matchAll(/"msg":"request"[^\n]*"method":"(\w+)","path":"([^"]*)"/g)]
  const passwordRequests = requests.filter(
    ([, method, route]) => method === 'POST' && /(\/login|\/signup|\/setup-admin|\/reset-password|\/first-register|\/cms-api\/users)$/.test(route),
  ).length
  return { requests: requests.length, passwordRequests }
}

function databaseUriFor(dataDir: string, databaseName: string): string {
  if (process.env.TEST_DATABASE === 'mongodb') {
    // The leg's URI with this shop's database in its path (a list of hosts is no WHATWG URL).
    return process.env.TEST_MONGODB_URI!.replace(/^(mongodb(?:\+srv)?:\/\/[^/?]+)(\/[^?]*)?/, `$1/${databaseName}`)
  }
  return `file:${path.join(dataDir, 'shop.db')}`
}

async function waitForPort(child: ChildProcess, logs: () => string, exited: Promise<number | null>, killAll: () => void): Promise<number> {
  const deadline = Date.now() + START_TIMEOUT_MS
  let done = false
  void exited.then(() => (done = true))
  while (Date.now() < deadline) {
    const match = /"msg":"listening","port":(\d+)/.exec(logs())
    if (match) return Number(match[1])
    if (done || child.exitCode !== null) throw new Error(`The shop exited (code ${child.exitCode}) before listening:\n${logs()}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  killAll()
  throw new Error(`The shop did not start in ${START_TIMEOUT_MS / 1000} s:\n${logs()}`)
}
