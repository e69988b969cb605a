import { spawn } from 'node:child_process'
import net from 'node:net'
import path from 'node:path'

import { SERVER_COMMAND } from '../support/shopProcess'

/**
 * Issue 15: a shop on MongoDB must not start where its stock ledger cannot run (no replica set, so
 * no transactions), and must not hang where MongoDB cannot be reached. Nothing listens on the
 * addresses used here, so these run on every machine, with or without a mongod.
 */
const ROOT = path.resolve(__dirname, '../..')

type Ended = { code: number | null; output: string; seconds: number }

/** Starts the server as production does and waits for it to end by itself (killed after `limitMs`). */
function startUntilExit(databaseUri: string, limitMs: number): Promise<Ended> {
  const started = Date.now()
  return new Promise((resolve) => {
    const child = spawn(process.execPath, SERVER_COMMAND, {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: 'production',
        PORT: '0',
        HOST: '127.0.0.1',
        DATABASE_URI: databaseUri,
        PAYLOAD_SECRET: 'x'.repeat(40),
        ENV_FILE: 'none',
        CMS_PANEL: 'off',
        SEED: 'none',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout!.on('data', (chunk) => (output += chunk))
    child.stderr!.on('data', (chunk) => (output += chunk))
    const limit = setTimeout(() => child.kill('SIGKILL'), limitMs)
    child.on('close', (code) => {
      clearTimeout(limit)
      resolve({ code, output, seconds: (Date.now() - started) / 1000 })
    })
  })
}

/** A port on 127.0.0.1 that nothing listens on (taken from the system, then released). */
async function closedPort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

/** The last line that is not a JSON log line: what server.ts prints before exiting. */
const lastPlainLine = (output: string) =>
  output
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('{'))
    .at(-1) ?? ''

// Needs no mongod and does not depend on the leg's database: the SQLite leg runs it.
const sqliteLeg = process.env.TEST_DATABASE === 'mongodb' ? describe.skip : describe

sqliteLeg('a production start on MongoDB', () => {
  it('stops at once, before connecting, when the URI names no replica set, and says how to make one', async () => {
    const ended = await startUntilExit('mongodb://host/shop', 60_000)
    expect(ended.code).toBe(1)
    expect(ended.output).toMatch(/DATABASE_URI/)
    expect(ended.output).toMatch(/replica set/)
    expect(ended.output).toMatch(/--replSet rs0/)
    expect(ended.output).toMatch(/rs\.initiate\(\)/)
    expect(ended.output).toMatch(/replicaSet=rs0/)
    expect(ended.output).not.toMatch(/\n\s+at /)
  })

  describe('where MongoDB cannot be reached', () => {
    // Both wait for the driver's server selection: run side by side, each with a timeout of its own
    // in the URI (the default, 30 s, is checked in checkMongoBeforeStart.test.ts) so as not to hold
    // a test worker for half a minute.
    let refused: Promise<Ended>
    let unresolvable: Promise<Ended>
    let port: number
    beforeAll(async () => {
      port = await closedPort()
      refused = startUntilExit(`mongodb://127.0.0.1:${port}/shop?replicaSet=rs0&serverSelectionTimeoutMS=4000`, 90_000)
      unresolvable = startUntilExit('mongodb://shop-db.invalid:27017/shop?replicaSet=rs0&serverSelectionTimeoutMS=5000', 90_000)
      await Promise.all([refused, unresolvable])
    })

    it('stops within a minute with a message naming the address, the reason and what to check (nothing listening)', async () => {
      const ended = await refused
      expect(ended.code).toBe(1)
      expect(ended.seconds).toBeLessThan(60)
      const message = lastPlainLine(ended.output)
      expect(message).toMatch(new RegExp(`^MongoDB at 127\\.0\\.0\\.1:${port} did not answer as the primary of replica set "rs0" within 4 s`))
      expect(message).toMatch(/ECONNREFUSED|refused/)
      expect(message).toMatch(/DATABASE_URI/)
      expect(ended.output).not.toMatch(/"msg":"listening"/)
    })

    it('stops within a minute with a message naming the host that does not resolve', async () => {
      const ended = await unresolvable
      expect(ended.code).toBe(1)
      expect(ended.seconds).toBeLessThan(60)
      const message = lastPlainLine(ended.output)
      expect(message).toMatch(/^MongoDB at shop-db\.invalid:27017 did not answer as the primary of replica set "rs0" within 5 s: the host name shop-db\.invalid does not resolve/)
      expect(message).toMatch(/Check the host in DATABASE_URI/)
      expect(ended.output).not.toMatch(/"msg":"listening"/)
    })
  })
})
