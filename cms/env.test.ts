import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { EnvError, readEnv } from './env'
import { keepGeneratedSecret } from './keepGeneratedSecret'

describe('configuration from the environment', () => {
  const cwd = fs.mkdtempSync(path.join(os.tmpdir(), 'env-test-'))
  const secret = 'x'.repeat(40)

  it('runs on the embedded SQLite default with nothing configured, generating a secret that the start step keeps', () => {
    const env = readEnv({}, cwd)
    expect(env).toMatchObject({ port: 3000, databaseKind: 'sqlite', databaseUri: 'file:./data/shop.db', seed: 'demo', isProduction: false })
    expect(env.uploadsDir).toBe(path.join(cwd, 'data/uploads'))
    expect(env.payloadSecretGenerated).toBe(true)
    expect(env.payloadSecret).toHaveLength(64)
    // Reading the configuration writes nothing, not even the data folder.
    expect(fs.existsSync(path.join(cwd, 'data'))).toBe(false)
    keepGeneratedSecret(env)
    const restarted = readEnv({}, cwd)
    expect(restarted.payloadSecret).toBe(env.payloadSecret)
    expect(restarted.payloadSecretFile).toBeNull()
    keepGeneratedSecret(restarted)
    expect(fs.statSync(path.join(cwd, 'data/.payload-secret')).mode & 0o777).toBe(0o600)
    expect(fs.readFileSync(path.join(cwd, 'data/.payload-secret'), 'utf8').trim()).toBe(env.payloadSecret)
    expect(env.stripe).toEqual({ secretKey: null, publishableKey: null, webhookSecret: null, apiUrl: null })
  })

  it('reads the claim sweep\'s interval, and refuses the test fault switch outside the test suite (issue 28)', () => {
    expect(readEnv({ PAYLOAD_SECRET: secret }, cwd).orderSweepMs).toBe(60_000)
    expect(readEnv({ PAYLOAD_SECRET: secret, ORDER_SWEEP_SECONDS: '2' }, cwd).orderSweepMs).toBe(2000)
    expect(() => readEnv({ PAYLOAD_SECRET: secret, ORDER_SWEEP_SECONDS: '0' }, cwd)).toThrow(/ORDER_SWEEP_SECONDS must be a whole number/)
    const testStripe = { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_x', STRIPE_API_URL: 'http://127.0.0.1:12111' }
    expect(readEnv({ PAYLOAD_SECRET: secret, ...testStripe, SHOP_TEST_FAULT: 'hang-after-claim' }, cwd).testFault).toBe('hang-after-claim')
    expect(readEnv({ PAYLOAD_SECRET: secret }, cwd).testFault).toBeNull()
    for (const apiUrl of [undefined, 'https://api.stripe.com']) {
      expect(() => readEnv({ PAYLOAD_SECRET: secret, ...testStripe, STRIPE_API_URL: apiUrl, SHOP_TEST_FAULT: 'hang-after-claim' }, cwd)).toThrow(/SHOP_TEST_FAULT is for the test suite only/)
    }
  })

  it('reads the log level, refusing one pino does not know', () => {
    expect(readEnv({ PAYLOAD_SECRET: secret }, cwd).logLevel).toBe('info')
    expect(readEnv({ PAYLOAD_SECRET: secret, LOG_LEVEL: 'warn' }, cwd).logLevel).toBe('warn')
    expect(() => readEnv({ PAYLOAD_SECRET: secret, LOG_LEVEL: 'loud' }, cwd)).toThrow(/LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent \(got "loud"\)/)
  })

  it('switches to MongoDB for mongodb:// and mongodb+srv:// URIs', () => {
    expect(readEnv({ DATABASE_URI: 'mongodb://db:27017/shop?replicaSet=rs0', PAYLOAD_SECRET: secret }, cwd).databaseKind).toBe('mongodb')
    expect(readEnv({ DATABASE_URI: 'mongodb+srv://u:p@cluster.example/shop', PAYLOAD_SECRET: secret }, cwd).databaseKind).toBe('mongodb')
  })

  // Issue 15: orders and stock changes run in MongoDB transactions, which need a replica set.
  it('refuses a mongodb:// URI that names no replica set, in production and in development, saying how to make one', () => {
    for (const NODE_ENV of ['production', 'development']) {
      for (const uri of ['mongodb://host/shop', 'mongodb://u:p@db1:27017,db2:27017/shop?retryWrites=true', 'mongodb://db/shop?replicaSet=']) {
        expect(() => readEnv({ NODE_ENV, DATABASE_URI: uri, PAYLOAD_SECRET: secret }, cwd)).toThrow(
          /DATABASE_URI names no replica set.*--replSet rs0.*rs\.initiate\(\).*\?replicaSet=rs0.*docker-compose\.yml/,
        )
      }
    }
    // The option's name is case-insensitive, as the driver reads it; mongodb+srv:// may name it in DNS (checked once connected).
    expect(readEnv({ NODE_ENV: 'production', DATABASE_URI: 'mongodb://db/shop?replicaset=rs0', PAYLOAD_SECRET: secret }, cwd).databaseKind).toBe('mongodb')
  })

  it('reads Stripe settings, including a Stripe-compatible server', () => {
    const env = readEnv({ PAYLOAD_SECRET: secret, STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PUBLISHABLE_KEY: 'pk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1', STRIPE_API_URL: 'http://localhost:12111' }, cwd)
    expect(env.stripe.secretKey).toBe('sk_test_1')
    expect(env.stripe.apiUrl?.port).toBe('12111')
  })

  it('stops start with a message naming every bad value', () => {
    const bad = {
      PORT: 'eighty',
      DATABASE_URI: 'postgres://db/shop',
      SEED: 'lots',
      PUBLIC_URL: 'shop.example.org',
      PAYLOAD_SECRET: 'short',
      STRIPE_SECRET_KEY: 'pk_live_wrong',
      STRIPE_WEBHOOK_SECRET: 'secret',
      STRIPE_API_URL: 'ftp://x',
    }
    let error: EnvError | null = null
    try {
      readEnv(bad, cwd)
    } catch (err) {
      error = err as EnvError
    }
    expect(error).toBeInstanceOf(EnvError)
    for (const name of Object.keys(bad)) expect(error!.message).toContain(name)
  })

  it('wants both Stripe keys or neither', () => {
    expect(() => readEnv({ PAYLOAD_SECRET: secret, STRIPE_SECRET_KEY: 'sk_test_1' }, cwd)).toThrow(/STRIPE_PUBLISHABLE_KEY is required/)
    expect(() => readEnv({ PAYLOAD_SECRET: secret, STRIPE_PUBLISHABLE_KEY: 'pk_test_1' }, cwd)).toThrow(/STRIPE_SECRET_KEY is required/)
  })

  it('wants both Stripe keys from the same mode: a live key with a test key stops the start', () => {
    const mixed = 'STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY must both be live keys or both be test keys'
    expect(() => readEnv({ PAYLOAD_SECRET: secret, STRIPE_SECRET_KEY: 'sk_live_1', STRIPE_PUBLISHABLE_KEY: 'pk_test_1' }, cwd)).toThrow(mixed)
    expect(() => readEnv({ PAYLOAD_SECRET: secret, STRIPE_SECRET_KEY: 'rk_test_1', STRIPE_PUBLISHABLE_KEY: 'pk_live_1' }, cwd)).toThrow(mixed)
    expect(readEnv({ PAYLOAD_SECRET: secret, STRIPE_SECRET_KEY: 'rk_live_1', STRIPE_PUBLISHABLE_KEY: 'pk_live_1' }, cwd).paymentsMode).toBe('stripe')
  })

  it('reads LOG_REQUESTS as on or off, refusing anything else (a "no" that logs every request would surprise)', () => {
    expect(readEnv({ PAYLOAD_SECRET: secret }, cwd).logRequests).toBe(true)
    expect(readEnv({ PAYLOAD_SECRET: secret, LOG_REQUESTS: 'off' }, cwd).logRequests).toBe(false)
    expect(() => readEnv({ PAYLOAD_SECRET: secret, LOG_REQUESTS: 'no' }, cwd)).toThrow('LOG_REQUESTS must be on or off (got "no")')
  })

  describe('payments mode (issue 10: a public shop that lost its keys must not take demo payments)', () => {
    const keys = { STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PUBLISHABLE_KEY: 'pk_test_1' }

    it('takes real payments with both keys', () => {
      expect(readEnv({ PAYLOAD_SECRET: secret, PUBLIC_URL: 'https://shop.example.org', ...keys }, cwd).paymentsMode).toBe('stripe')
    })

    it('runs demo payments without keys only on this machine', () => {
      for (const PUBLIC_URL of [undefined, 'http://localhost:3000', 'http://127.0.0.1:8080', 'http://[::1]:3000', 'http://shop.localhost']) {
        expect({ PUBLIC_URL, mode: readEnv({ PAYLOAD_SECRET: secret, PUBLIC_URL }, cwd).paymentsMode }).toEqual({ PUBLIC_URL, mode: 'demo' })
      }
    })

    it('refuses to start on a public address without keys, naming both keys and the way out', () => {
      for (const PUBLIC_URL of ['https://shop.example.org', 'http://192.168.1.20:3000', 'http://localhost.example.org']) {
        expect(() => readEnv({ PAYLOAD_SECRET: secret, PUBLIC_URL }, cwd)).toThrow(/set STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY.*PAYMENTS_MODE=demo/s)
      }
      expect(() => readEnv({ PAYLOAD_SECRET: secret, PAYMENTS_MODE: 'stripe' }, cwd)).toThrow(/STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY/)
    })

    it('runs demo payments anywhere when PAYMENTS_MODE=demo says so, never together with keys', () => {
      expect(readEnv({ PAYLOAD_SECRET: secret, PUBLIC_URL: 'https://demo.example.org', PAYMENTS_MODE: 'demo' }, cwd).paymentsMode).toBe('demo')
      expect(() => readEnv({ PAYLOAD_SECRET: secret, PAYMENTS_MODE: 'demo', ...keys }, cwd)).toThrow(/PAYMENTS_MODE=demo takes no money/)
      expect(() => readEnv({ PAYLOAD_SECRET: secret, PAYMENTS_MODE: 'live' }, cwd)).toThrow(/PAYMENTS_MODE must be stripe or demo/)
    })
  })

  it('reads the checkout throttle, a generous 60 a minute per address by default', () => {
    expect(readEnv({ PAYLOAD_SECRET: secret }, cwd).checkoutRateLimit).toEqual({ perAddress: 60, perSession: 20 })
    expect(readEnv({ PAYLOAD_SECRET: secret, CHECKOUT_RATE_LIMIT_PER_IP: '200' }, cwd).checkoutRateLimit.perAddress).toBe(200)
    expect(() => readEnv({ PAYLOAD_SECRET: secret, CHECKOUT_RATE_LIMIT_PER_IP: 'lots' }, cwd)).toThrow(/CHECKOUT_RATE_LIMIT_PER_IP/)
  })

  it('reads e-mail settings: off without SMTP_URL, SMTP with a sender and the shop address', () => {
    expect(readEnv({ PAYLOAD_SECRET: secret }, cwd).mail).toEqual({ smtpUrl: null, from: { name: 'Community Rescue Shop', address: 'shop@localhost' } })
    const on = readEnv(
      {
        PAYLOAD_SECRET: secret,
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://shop.example.org',
        PAYMENTS_MODE: 'demo',
        SMTP_URL: 'smtps://shop%40example.org:app-password@smtp.gmail.com:465',
        MAIL_FROM: '"Community Rescue Shop" <shop@example.org>',
      },
      cwd,
    ).mail
    expect(on.smtpUrl?.hostname).toBe('smtp.gmail.com')
    expect(on.from).toEqual({ name: 'Community Rescue Shop', address: 'shop@example.org' })
    expect(readEnv({ PAYLOAD_SECRET: secret, MAIL_FROM: 'orders@example.org' }, cwd).mail.from).toEqual({ name: 'Community Rescue Shop', address: 'orders@example.org' })
  })

  it('stops start on a bad SMTP_URL or MAIL_FROM, a missing sender, or links that would lead to localhost', () => {
    expect(() => readEnv({ PAYLOAD_SECRET: secret, SMTP_URL: 'http://mail.example.org', MAIL_FROM: 'a@example.org' }, cwd)).toThrow(/SMTP_URL must look like/)
    expect(() => readEnv({ PAYLOAD_SECRET: secret, MAIL_FROM: 'Shop <not an address>' }, cwd)).toThrow(/MAIL_FROM must be an address/)
    expect(() => readEnv({ PAYLOAD_SECRET: secret, SMTP_URL: 'smtp://u:p@mail.example.org:587' }, cwd)).toThrow(/MAIL_FROM is required/)
    expect(() =>
      readEnv({ PAYLOAD_SECRET: secret, NODE_ENV: 'production', SMTP_URL: 'smtp://u:p@mail.example.org:587', MAIL_FROM: 'a@example.org' }, cwd),
    ).toThrow(/PUBLIC_URL is required when SMTP_URL is set/)
  })
})
