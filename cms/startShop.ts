import http, { type RequestListener, type Server } from 'node:http'
import net from 'node:net'
import path from 'node:path'
import { getPayload, type Payload } from 'payload'

import { createApp } from './app'
import { createFastPaths } from './http/fastPaths'
import { createAccountReadPath } from './http/accountReadPath'
import { createReadRoutes } from './http/readRoutes'
import { watchSqliteWrites } from './cache/watchSqliteWrites'
import { productCache } from './catalog/productCache'
import { createBodyGate } from './http/bodyGate'
import { mayUploadLargeBody } from './http/mayUploadLargeBody'
import { gateRequest } from './http/requestGate'
import { createWritePacer, isWrite } from './http/writePacer'
import { createPrerenderer } from './storefront/prerender'
import { readShell } from './storefront/serveStorefront'
import { EnvError, envFileRead, env as readEnvOnce, type Env } from './env'
import { keepGeneratedSecret } from './keepGeneratedSecret'
import { endLogOutput } from './logger'
import { startMailRunner, type MailRunner } from './mail/mailRunner'
import { shopUrl } from './mail/shopUrl'
import { smtpProblem } from './mail/smtpEmailAdapter'
import { createPanel, type Panel } from './panel/nextPanel'
import { createPaymentProvider } from './payments/createPaymentProvider'
import { checkoutReads } from './checkout/checkoutReads'
import { checkMongoBeforeStart } from './db/mongodb/checkMongoBeforeStart'
import { prepareDatabase } from './db/prepareDatabase'
import { SQLITE_BUSY_TIMEOUT_MS } from './db/databaseAdapter'
import { sqliteClient } from './db/drivers'
import { keepConnectionPragmas } from './db/sqliteConnectionPragmas'
import { seedIfEmpty } from '../seed/seedIfEmpty'

/** How long shutdown waits for requests in flight before closing connections anyway. */
const SHUTDOWN_GRACE_MS = 10_000
/** Keep-alive connections may still carry a request the process has not read yet: give it this long. */
const DRAIN_MS = 1000

export async function startShop(): Promise<void> {
  let env: Env
  try {
    env = readEnvOnce()
  } catch (err) {
    if (err instanceof EnvError) {
      console.error(err.message)
      process.exit(1)
    }
    throw err
  }
  // Before anything else reads the configuration (the panel reads it again in its own bundle).
  keepGeneratedSecret(env)
  // A MongoDB the shop cannot use (unreachable, no replica set) stops the start with its reason.
  if (env.databaseKind === 'mongodb') await checkMongoBeforeStart(env.databaseUri)
  const { default: config } = await import('./payload.config')
  const payload = await getPayload({ config })
  if (env.databaseKind === 'sqlite') {
    keepConnectionPragmas(sqliteClient(payload), { synchronous: env.sqliteSynchronous, busyTimeoutMs: SQLITE_BUSY_TIMEOUT_MS })
  }
  if (env.payloadSecretGenerated) {
    payload.logger.warn(`PAYLOAD_SECRET is not set: using a generated secret kept in ${env.dataDir}/.payload-secret`)
  }
  await prepareDatabase(payload, env)
  if (env.seed === 'demo') await seedIfEmpty(payload)

  // Payments do not import checkout: the demo mode reads its intents through checkout's prepared read.
  const payments = createPaymentProvider(env, payload, (intentId) => checkoutReads(payload).demoIntent(intentId))
  const panel: Panel | null = env.cmsPanel
    ? createPanel({ dev: !env.isProduction, log: (msg, err) => (err ? payload.logger.error({ msg, err }) : payload.logger.warn(msg)) })
    : null
  // The reads every visit makes (cms/http/readRoutes.ts): answered before Express by the fast
  // paths, and by Express's routes for the same paths. FAST_PATHS=off: Express alone, from the database.
  const shell = env.isProduction ? readShell() : null
  if (!env.fastPaths) productCache.lifetimeMs = 0
  const reads = createReadRoutes({
    payload,
    shell,
    prerendered: shell ? createPrerenderer(payload, shell, payments.clientConfig(), { keep: env.fastPaths }) : null,
    accountReadBody: env.fastPaths
      ? createAccountReadPath(payload, env.databaseKind === 'sqlite' ? watchSqliteWrites(payload, env.databaseUri) : null)
      : async () => null,
  })
  const { app, close: closeApp } = await createApp({ payload, env, payments, panel, reads })
  const fastPath = env.fastPaths
    ? createFastPaths({ payload, routes: reads, headers: { isHttps: env.publicUrl?.protocol === 'https:', withCsp: env.isProduction }, logRequests: env.logRequests })
    : async () => false
  const pace = createWritePacer()
  const bodies = createBodyGate({
    trustProxy: env.trustProxy,
    connectionsPerAddress: env.connectionLimit.perAddress,
    bodiesPerAddress: env.connectionLimit.bodiesPerAddress,
    spoolDir: path.join(env.dataDir, 'incoming'),
    mayExceedDefaultLimit: mayUploadLargeBody(payload, env.payloadSecret),
    log: (entry) => payload.logger.info(entry),
  })
  const server = await listen((req, res) => {
    if (gateRequest(req, res)) return
    // Nothing past this point sees a request before its whole body has arrived (cms/http/bodyGate.ts).
    bodies.admit(req, res, (received) => {
      if (isWrite(received.method)) pace(() => app(received, res))
      else void fastPath(received, res).then((handled) => handled || app(received, res))
    })
  }, env)
  server.on('connection', bodies.onConnection)
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : env.port
  if (!env.publicUrl) shopUrl.set(`http://localhost:${port}`)
  const mailRunner = startMailRunner(payload)
  logMailMode(payload, env)
  logPaymentsMode(payload, env)
  payload.logger.info({ msg: 'listening', port, url: `http://localhost:${port}`, payments: payments.mode, settingsFile: envFileRead() })
  // WebSockets serve only Next's hot reload in development; in production no request skips the gate by upgrading.
  if (panel && !env.isProduction) server.on('upgrade', (req, socket, head) => panel.handleUpgrade(req, socket, head))

  // A stopped shop leaves its database in one file: a copy of shop.db alone then has every change.
  // Without waiting: another shop process still using the file keeps its WAL, and its data is safe there.
  const checkpoint =
    env.databaseKind === 'sqlite'
      ? async () => {
          const client = sqliteClient(payload)
          await client.execute('PRAGMA busy_timeout = 0')
          await client.execute('PRAGMA wal_checkpoint(TRUNCATE)')
        }
      : null
  installShutdown({ server, payload, panel, closeApp, mailRunner, checkpoint })
}

/** Says at start whether customers get e-mail, so a volunteer notices a shop that sends none. */
function logMailMode(payload: Payload, env: Env): void {
  const { smtpUrl, from } = env.mail
  if (smtpUrl) {
    const smtp = `${smtpUrl.protocol}//${smtpUrl.host}`
    payload.logger.info({ msg: 'e-mail on', smtp, from: from.address, links: shopUrl.get() })
    void smtpProblem(smtpUrl).then((problem) =>
      problem
        ? payload.logger.warn({ msg: `the mail server did not accept a connection: ${problem}. Check SMTP_URL (host, port, user and password); messages wait in the outbox meanwhile.`, smtp })
        : payload.logger.info({ msg: 'the mail server answered', smtp }),
    )
  } else if (env.isProduction) {
    payload.logger.warn({ msg: 'e-mail is off: SMTP_URL is not set. Orders work, but no receipts, notices or password links are sent (they are kept in the outbox).' })
  } else {
    payload.logger.info({ msg: 'e-mail is off: SMTP_URL is not set. Messages are printed here instead.' })
  }
}

/** What a volunteer must know about card payments before the first order: test mode, no webhook. */
function logPaymentsMode(payload: Payload, env: Env): void {
  const { secretKey, webhookSecret } = env.stripe
  if (env.paymentsMode !== 'stripe' || !secretKey) return
  if (/_test_/.test(secretKey)) payload.logger.warn({ msg: 'Stripe is in test mode (a test key): no card is charged, and orders must not be shipped as paid.' })
  if (!webhookSecret) {
    payload.logger.warn({ msg: 'STRIPE_WEBHOOK_SECRET is not set: a payment whose buyer closes the page before the shop hears of it never becomes an order, and refunds made in the Stripe dashboard do not show. See "Stripe setup" in README.md.' })
  }
}

/** Complete headers within this long of a connection's (or the last request's) start, or 408 and closed. */
const HEADERS_TIMEOUT_MS = 20_000
/** Open connections in all: beyond, new ones are closed at once (each costs memory even when idle). */
const MAX_CONNECTIONS = 4096

function listen(handler: RequestListener, env: Env): Promise<Server> {
  return new Promise((resolve, reject) => {
    // Node's own request timeout (300 s for headers and body together) is off: a body is timed by
    // its pace instead (cms/http/bodyPace.ts), which a slow phone's 10 MB upload survives. The
    // header timeout is checked every 2 s (Node's default is every 30 s).
    const server = http.createServer({ headersTimeout: HEADERS_TIMEOUT_MS, requestTimeout: 0, connectionsCheckingInterval: 2000 }, handler)
    server.maxConnections = MAX_CONNECTIONS
    // Said in words: a second shop (or another program) on the same port is a common slip.
    const refused = (err: NodeJS.ErrnoException) => {
      if (err.code === 'EADDRINUSE') reject(new Error(`Port ${env.port} is already in use on ${env.host}: another program (perhaps the shop itself, started twice) listens there. Stop it, or set PORT to another port.`))
      else if (err.code === 'EACCES') reject(new Error(`Port ${env.port} needs administrator rights on this system: set PORT to 1024 or above (put a proxy in front for ports 80 and 443).`))
      else reject(err)
    }
    server.once('error', refused)
    server.listen(env.port, env.host, () => {
      server.off('error', refused)
      resolve(server)
    })
  })
}

/**
 * SIGTERM/SIGINT: stop accepting connections, answer every request already sent (telling clients
 * to close their keep-alive connections), then close the database. http.Server#close would drop
 * idle keep-alive connections at once, losing requests still in their socket buffers; the
 * listening socket is closed on its own instead, and idle connections only after a short drain.
 */
function installShutdown(parts: { server: Server; payload: Payload; panel: Panel | null; closeApp: () => Promise<void>; mailRunner: MailRunner; checkpoint: (() => Promise<void>) | null }): void {
  let closing = false
  parts.server.on('request', (_req, res) => {
    if (closing) res.setHeader('Connection', 'close')
  })
  const shutdown = async (signal: string) => {
    if (closing) return
    closing = true
    const { server, payload, panel, closeApp, mailRunner } = parts
    payload.logger.info({ msg: 'shutting down', signal })
    setTimeout(() => server.closeIdleConnections(), DRAIN_MS).unref()
    setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS).unref()
    await new Promise<void>((resolve) => net.Server.prototype.close.call(server, () => resolve()))
    await Promise.allSettled([closeApp(), panel?.close(), mailRunner.stop()])
    await parts.checkpoint?.().catch((err: unknown) => payload.logger.warn({ msg: 'the database could not be checkpointed at stop (its -wal file keeps the last changes)', err }))
    await payload.destroy()
    payload.logger.info({ msg: 'stopped' })
    await endLogOutput()
    process.exit(0)
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
  process.on('SIGINT', () => void shutdown('SIGINT'))
}
