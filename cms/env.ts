/**
 * The shop's whole configuration, read from the environment once at start.
 * A bad value stops start with a message that names the variable, so a volunteer
 * sees what to fix instead of a stack trace later.
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { replicaSetProblem } from './db/mongodb/replicaSetProblem'

export type DatabaseKind = 'sqlite' | 'mongodb'

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const
export type LogLevel = (typeof LOG_LEVELS)[number]

export type Env = {
  nodeEnv: 'development' | 'production' | 'test'
  isProduction: boolean
  port: number
  host: string
  databaseUri: string
  databaseKind: DatabaseKind
  /** Folder of the SQLite file (or ./data for MongoDB): the generated secret lives here. */
  dataDir: string
  uploadsDir: string
  payloadSecret: string
  payloadSecretGenerated: boolean
  publicUrl: URL | null
  seed: 'demo' | 'none'
  stripe: {
    secretKey: string | null
    publishableKey: string | null
    webhookSecret: string | null
    apiUrl: URL | null
  }
  /**
   * Real card payments (Stripe) or demo payments that take no money. Demo only when asked for
   * (PAYMENTS_MODE=demo) or when the shop runs on this machine: a public shop without keys refuses to start.
   */
  paymentsMode: 'stripe' | 'demo'
  /** Off only in tests that never touch the editors' panel: saves ~400 MB and a second of start. */
  cmsPanel: boolean
  logRequests: boolean
  /** pino's level for the server log (LOG_LEVEL). */
  logLevel: LogLevel
  /** Express's "trust proxy": how many reverse proxies stand in front (for client addresses). */
  trustProxy: number
  /** Login, signup and setup attempts allowed per 15 minutes, per client address and per username. */
  authRateLimit: { perAddress: number; perUsername: number }
  /** Payment intents allowed per minute, per client address and per signed-in account. */
  checkoutRateLimit: { perAddress: number; perSession: number }
  /** E-mail: off (printed in development, recorded as not sent in production) without SMTP_URL. */
  mail: MailSettings
  /**
   * SQLite's `synchronous` in WAL mode: `normal` (default) survives any crash of the shop and keeps
   * the file whole through a power cut, which may roll back the last commits; `full` also flushes
   * every commit to disk (about 6 ms per write here). docs/decisions/0015-speed.md
   */
  sqliteSynchronous: 'NORMAL' | 'FULL'
}

export type MailSettings = {
  /** smtp:// or smtps:// with user and password; null = e-mail is off. */
  smtpUrl: URL | null
  from: { name: string; address: string }
}

/**
 * A market stall's shared Wi-Fi: each buyer makes two or three intents (one per delivery method,
 * a retry), so 60 a minute serves a queue of twenty buyers a minute on one address.
 */
const CHECKOUT_INTENTS_PER_ADDRESS = 60
/** One signed-in buyer, whatever the address: more than anyone needs, far below a flood. */
export const CHECKOUT_INTENTS_PER_SESSION = 20

type Source = Record<string, string | undefined>

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
  }
}

const DEFAULT_DATABASE_URI = 'file:./data/shop.db'

export function readEnv(source: Source = process.env, cwd = process.cwd()): Env {
  const problems: string[] = []
  const value = (name: string): string | undefined => {
    const raw = source[name]
    return raw === undefined || raw.trim() === '' ? undefined : raw.trim()
  }

  const nodeEnvRaw = value('NODE_ENV') ?? 'development'
  if (!['development', 'production', 'test'].includes(nodeEnvRaw)) {
    problems.push(`NODE_ENV must be development, production or test (got "${nodeEnvRaw}")`)
  }
  const nodeEnv = nodeEnvRaw as Env['nodeEnv']

  const port = parsePort(value('PORT'), problems)

  const databaseUri = value('DATABASE_URI') ?? DEFAULT_DATABASE_URI
  let databaseKind: DatabaseKind = 'sqlite'
  let dataDir = path.resolve(cwd, 'data')
  if (/^mongodb(\+srv)?:\/\//.test(databaseUri)) {
    databaseKind = 'mongodb'
    // In every mode: the stock ledger's transactions cannot run on a standalone mongod.
    const problem = replicaSetProblem(databaseUri)
    if (problem) problems.push(problem)
  } else if (databaseUri.startsWith('file:')) {
    const file = databaseUri.slice('file:'.length)
    if (!file) problems.push('DATABASE_URI "file:" needs a path, e.g. file:./data/shop.db')
    else dataDir = path.dirname(path.resolve(cwd, file))
  } else {
    problems.push('DATABASE_URI must start with file: (SQLite) or mongodb:// / mongodb+srv:// (MongoDB)')
  }

  const uploadsDir = path.resolve(cwd, value('UPLOADS_DIR') ?? './data/uploads')

  let publicUrl: URL | null = null
  const publicUrlRaw = value('PUBLIC_URL')
  if (publicUrlRaw) {
    publicUrl = parseHttpUrl(publicUrlRaw)
    if (!publicUrl) problems.push(`PUBLIC_URL must be an http(s) URL such as https://shop.example.org (got "${publicUrlRaw}")`)
  }

  const seedRaw = value('SEED') ?? 'demo'
  if (seedRaw !== 'demo' && seedRaw !== 'none') problems.push(`SEED must be demo or none (got "${seedRaw}")`)

  const secretKey = value('STRIPE_SECRET_KEY') ?? null
  const publishableKey = value('STRIPE_PUBLISHABLE_KEY') ?? null
  const webhookSecret = value('STRIPE_WEBHOOK_SECRET') ?? null
  if (secretKey && !/^(sk|rk)_(test|live)_/.test(secretKey)) {
    problems.push('STRIPE_SECRET_KEY must start with sk_test_, sk_live_, rk_test_ or rk_live_')
  }
  if (secretKey && !publishableKey) problems.push('STRIPE_PUBLISHABLE_KEY is required when STRIPE_SECRET_KEY is set')
  if (publishableKey && !/^pk_(test|live)_/.test(publishableKey)) {
    problems.push('STRIPE_PUBLISHABLE_KEY must start with pk_test_ or pk_live_')
  }
  if (publishableKey && !secretKey) problems.push('STRIPE_SECRET_KEY is required when STRIPE_PUBLISHABLE_KEY is set')
  if (webhookSecret && !webhookSecret.startsWith('whsec_')) problems.push('STRIPE_WEBHOOK_SECRET must start with whsec_')
  let apiUrl: URL | null = null
  const apiUrlRaw = value('STRIPE_API_URL')
  if (apiUrlRaw) {
    apiUrl = parseHttpUrl(apiUrlRaw)
    if (!apiUrl) problems.push(`STRIPE_API_URL must be an http(s) URL such as http://localhost:12111 (got "${apiUrlRaw}")`)
  }

  const paymentsModeRaw = value('PAYMENTS_MODE')
  let paymentsMode: Env['paymentsMode'] = secretKey && publishableKey ? 'stripe' : 'demo'
  if (paymentsModeRaw !== undefined && paymentsModeRaw !== 'stripe' && paymentsModeRaw !== 'demo') {
    problems.push(`PAYMENTS_MODE must be stripe or demo (got "${paymentsModeRaw}")`)
  } else if (paymentsModeRaw === 'demo') {
    if (secretKey || publishableKey) problems.push('PAYMENTS_MODE=demo takes no money: remove STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY, or unset PAYMENTS_MODE to take real payments')
    paymentsMode = 'demo'
  } else if (!secretKey && !publishableKey && (paymentsModeRaw === 'stripe' || (publicUrl && !isThisMachine(publicUrl)))) {
    problems.push(
      `Card payments are not configured: set STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY (see "Stripe setup" in README.md). ` +
        `To run a demo shop that takes no money and ships nothing at ${publicUrlRaw ?? 'this address'}, set PAYMENTS_MODE=demo instead.`,
    )
  }

  const cmsPanelRaw = value('CMS_PANEL') ?? 'on'
  if (cmsPanelRaw !== 'on' && cmsPanelRaw !== 'off') problems.push(`CMS_PANEL must be on or off (got "${cmsPanelRaw}")`)

  const trustProxyRaw = value('TRUST_PROXY') ?? '0'
  const trustProxy = Number(trustProxyRaw)
  if (!Number.isInteger(trustProxy) || trustProxy < 0 || trustProxy > 10) {
    problems.push(`TRUST_PROXY must be the number of reverse proxies in front of the shop, 0 to 10 (got "${trustProxyRaw}")`)
  }

  const perAddress = parseCount('AUTH_RATE_LIMIT_PER_IP', value('AUTH_RATE_LIMIT_PER_IP'), 30, problems)
  const perUsername = parseCount('AUTH_RATE_LIMIT_PER_USERNAME', value('AUTH_RATE_LIMIT_PER_USERNAME'), 10, problems)
  const checkoutPerAddress = parseCount('CHECKOUT_RATE_LIMIT_PER_IP', value('CHECKOUT_RATE_LIMIT_PER_IP'), CHECKOUT_INTENTS_PER_ADDRESS, problems)

  const sqliteSyncRaw = (value('SQLITE_SYNCHRONOUS') ?? 'normal').toLowerCase()
  if (sqliteSyncRaw !== 'normal' && sqliteSyncRaw !== 'full') problems.push(`SQLITE_SYNCHRONOUS must be normal or full (got "${sqliteSyncRaw}")`)

  const mail = readMailSettings(value, nodeEnv === 'production', publicUrl, problems)

  const secretRaw = value('PAYLOAD_SECRET')
  if (secretRaw && secretRaw.length < 32) problems.push('PAYLOAD_SECRET must be at least 32 characters long')

  const logLevelRaw = value('LOG_LEVEL') ?? 'info'
  if (!(LOG_LEVELS as readonly string[]).includes(logLevelRaw)) problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${logLevelRaw}")`)

  if (problems.length > 0) throw new EnvError(problems)

  const { secret, generated } = secretRaw
    ? { secret: secretRaw, generated: false }
    : loadOrCreateSecret(dataDir)

  return {
    nodeEnv,
    isProduction: nodeEnv === 'production',
    port,
    host: value('HOST') ?? '0.0.0.0',
    databaseUri,
    databaseKind,
    dataDir,
    uploadsDir,
    payloadSecret: secret,
    payloadSecretGenerated: generated,
    publicUrl,
    seed: seedRaw as Env['seed'],
    stripe: { secretKey, publishableKey, webhookSecret, apiUrl },
    paymentsMode,
    cmsPanel: cmsPanelRaw === 'on',
    logRequests: value('LOG_REQUESTS') !== 'off',
    logLevel: logLevelRaw as LogLevel,
    trustProxy,
    authRateLimit: { perAddress, perUsername },
    checkoutRateLimit: { perAddress: checkoutPerAddress, perSession: CHECKOUT_INTENTS_PER_SESSION },
    mail,
    sqliteSynchronous: sqliteSyncRaw === 'full' ? 'FULL' : 'NORMAL',
  }
}

const DEFAULT_FROM = { name: 'Community Rescue Shop', address: 'shop@localhost' }

function readMailSettings(
  value: (name: string) => string | undefined,
  isProduction: boolean,
  publicUrl: URL | null,
  problems: string[],
): MailSettings {
  const smtpRaw = value('SMTP_URL')
  let smtpUrl: URL | null = null
  if (smtpRaw) {
    try {
      smtpUrl = new URL(smtpRaw)
    } catch {
      smtpUrl = null
    }
    if (!smtpUrl || (smtpUrl.protocol !== 'smtp:' && smtpUrl.protocol !== 'smtps:') || !smtpUrl.hostname) {
      problems.push('SMTP_URL must look like smtp://user:password@host:587 or smtps://user:password@host:465 (write @ in a user name as %40)')
      smtpUrl = null
    }
  }
  const fromRaw = value('MAIL_FROM')
  let from = DEFAULT_FROM
  if (fromRaw) {
    const parsed = parseMailbox(fromRaw)
    if (parsed) from = parsed
    else problems.push(`MAIL_FROM must be an address such as "Community Rescue Shop <shop@example.org>" (got "${fromRaw}")`)
  } else if (smtpRaw) {
    problems.push('MAIL_FROM is required when SMTP_URL is set, e.g. "Community Rescue Shop <shop@example.org>"')
  }
  // Every message links back to the shop: links to localhost would reach nobody.
  if (smtpRaw && isProduction && !publicUrl) problems.push('PUBLIC_URL is required when SMTP_URL is set (e-mails link to the shop)')
  return { smtpUrl, from }
}

/** "Name <address>" or a bare address. */
function parseMailbox(raw: string): { name: string; address: string } | null {
  const named = /^\s*"?([^"<>]*?)"?\s*<([^<>\s]+)>\s*$/.exec(raw)
  const [name, address] = named ? [named[1].trim(), named[2]] : ['', raw.trim()]
  if (!/^[^\s@<>"]+@[^\s@<>".]+(\.[^\s@<>".]+)*$/.test(address)) return null
  return { name: name || DEFAULT_FROM.name, address }
}

/** localhost, 127.0.0.1, ::1 (and the rest of 127/8): a shop nobody else can reach. */
function isThisMachine(url: URL): boolean {
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase()
  return host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host)
}

function parsePort(raw: string | undefined, problems: string[]): number {
  if (raw === undefined) return 3000
  const port = Number(raw)
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    problems.push(`PORT must be a whole number from 0 to 65535 (got "${raw}")`)
    return 3000
  }
  return port
}

function parseCount(name: string, raw: string | undefined, fallback: number, problems: string[]): number {
  if (raw === undefined) return fallback
  const count = Number(raw)
  if (!Number.isInteger(count) || count < 1) {
    problems.push(`${name} must be a whole number of 1 or more (got "${raw}")`)
    return fallback
  }
  return count
}

function parseHttpUrl(raw: string): URL | null {
  try {
    const url = new URL(raw)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null
  } catch {
    return null
  }
}

/** A generated secret survives restarts (sessions stay valid) because it is kept beside the data. */
function loadOrCreateSecret(dataDir: string): { secret: string; generated: boolean } {
  const file = path.join(dataDir, '.payload-secret')
  try {
    const existing = fs.readFileSync(file, 'utf8').trim()
    if (existing.length >= 32) return { secret: existing, generated: true }
  } catch {
    // first start: fall through and create one
  }
  const secret = randomBytes(32).toString('hex')
  fs.mkdirSync(dataDir, { recursive: true })
  fs.writeFileSync(file, secret + '\n', { mode: 0o600 })
  return { secret, generated: true }
}

let cached: Env | null = null

/** The environment of this process, read on first use. */
export function env(): Env {
  cached ??= readEnv()
  return cached
}
