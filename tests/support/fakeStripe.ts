/**
 * A fake Stripe API server for tests: the real `stripe` SDK talks to it over HTTP
 * (STRIPE_API_URL), so the shop's Stripe code runs exactly as in production. It keeps customers,
 * payment intents, charges, refunds (partial ones too) and cards in memory, honours idempotency
 * keys (a key replays its first answer, and only for the same parameters), and lets a
 * test do what a buyer's browser and Stripe would: pay an intent, save a card, send a webhook.
 */
import { createHmac, randomBytes } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export const FAKE_KEYS = {
  STRIPE_SECRET_KEY: 'sk_test_fake_0123456789',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_fake_0123456789',
  STRIPE_WEBHOOK_SECRET: 'whsec_fake_0123456789abcdef',
}

type Json = Record<string, any>

export type FakeIntent = Json & { id: string; amount: number; currency: string; status: string; metadata: Record<string, string> }

export class FakeStripe {
  readonly intents = new Map<string, FakeIntent>()
  readonly customers = new Map<string, Json>()
  readonly charges = new Map<string, Json>()
  readonly refunds: Json[] = []
  readonly paymentMethods = new Map<string, Json>()
  /** Every request, for assertions such as "sent an idempotency key". */
  readonly requests: { method: string; path: string; idempotencyKey: string | null; body: Json }[] = []
  private readonly idempotent = new Map<string, { status: number; body: Json; params: string }>()
  private server: http.Server | null = null
  url = ''
  /** While set, every API call gets this answer (an outage, a revoked key). */
  failWith: { status: number; error: Json } | null = null

  async start(): Promise<this> {
    this.server = http.createServer((req, res) => void this.handle(req, res))
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve))
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`
    return this
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()))
  }

  /** Environment for a shop that uses this fake as its Stripe. */
  env(): Record<string, string> {
    return { ...FAKE_KEYS, STRIPE_API_URL: this.url }
  }

  /** What a buyer's browser does with the Payment Element: pay (and, for a customer, save the card). */
  pay(intentId: string, billing: { name?: string; email?: string; phone?: string } = {}, shippingAddress?: string): FakeIntent {
    const intent = this.intents.get(intentId)
    if (!intent) throw new Error(`no intent ${intentId}`)
    const chargeId = id('ch')
    const card = { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 }
    const charge = {
      id: chargeId,
      object: 'charge',
      amount: intent.amount,
      amount_refunded: 0,
      refunded: false,
      currency: intent.currency,
      payment_intent: intent.id,
      billing_details: { name: billing.name ?? null, email: billing.email ?? null, phone: billing.phone ?? null, address: null },
    }
    this.charges.set(chargeId, charge)
    Object.assign(intent, { status: 'succeeded', latest_charge: chargeId, amount_received: intent.amount })
    if (shippingAddress) intent.shipping = { name: billing.name ?? null, phone: billing.phone ?? null, address: { line1: shippingAddress } }
    if (intent.customer && intent.setup_future_usage) this.saveCard(intent.customer, card)
    return intent
  }

  saveCard(customerId: string, card = { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 }): Json {
    const method = { id: id('pm'), object: 'payment_method', type: 'card', customer: customerId, card }
    this.paymentMethods.set(method.id, method)
    return method
  }

  /** An intent made directly at "Stripe", e.g. by someone trying to pay less than the total. */
  createIntentDirectly(fields: Partial<FakeIntent>): FakeIntent {
    return this.storeIntent({ amount: 100, currency: 'usd', metadata: {}, ...fields })
  }

  /** A signed webhook request body and header, as Stripe would send it. */
  webhook(type: string, object: Json, { secret = FAKE_KEYS.STRIPE_WEBHOOK_SECRET, eventId = id('evt') } = {}) {
    const payload = JSON.stringify({ id: eventId, object: 'event', type, api_version: '2026-10-28', created: now(), data: { object } })
    // Stripe's scheme: t=<unix time>,v1=HMAC-SHA256(secret, "<t>.<body>")
    const timestamp = now()
    const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex')
    return { payload, header: `t=${timestamp},v1=${signature}`, eventId }
  }

  /** What a refund made in the Stripe dashboard does: the rest of the charge (or `amount` cents) goes back. */
  refundInDashboard(intentId: string, amount?: number): Json {
    const [status, refund] = this.route('POST', '/v1/refunds', { payment_intent: intentId, ...(amount ? { amount: String(amount) } : {}) })
    if (status !== 200) throw new Error(`refund failed: ${JSON.stringify(refund)}`)
    return refund
  }

  /** A refund the card network could not deliver (Stripe's refund.failed): the money stays with the shop. */
  failRefund(refundId: string): Json {
    const refund = this.refunds.find((r) => r.id === refundId)
    if (!refund) throw new Error(`no refund ${refundId}`)
    const charge = this.charges.get(refund.charge)!
    refund.status = 'failed'
    refund.failure_reason = 'lost_or_stolen_card'
    charge.amount_refunded -= refund.amount
    charge.refunded = charge.amount_refunded >= charge.amount
    return refund
  }

  /** The charge of a paid intent, as a charge.refunded event carries it. */
  chargeOf(intentId: string): Json {
    const charge = [...this.charges.values()].find((c) => c.payment_intent === intentId)
    if (!charge) throw new Error(`no charge for ${intentId}`)
    return charge
  }

  /** A customer deleted in the Stripe dashboard: Stripe answers "No such customer" from then on. */
  deleteCustomer(customerId: string): void {
    this.customers.delete(customerId)
  }

  /** Every call answers as Stripe does to a revoked or mistyped secret key. */
  rejectTheKey(): void {
    this.failWith = { status: 401, error: { type: 'invalid_request_error', message: 'Invalid API Key provided: sk_live_****************1234' } }
  }

  refundsFor(intentId: string): Json[] {
    return this.refunds.filter((refund) => refund.payment_intent === intentId)
  }

  private storeIntent(fields: Json): FakeIntent {
    const intentId = id('pi')
    const intent: FakeIntent = {
      id: intentId,
      object: 'payment_intent',
      status: 'requires_payment_method',
      client_secret: `${intentId}_secret_${randomBytes(8).toString('hex')}`,
      customer: null,
      setup_future_usage: null,
      latest_charge: null,
      shipping: null,
      receipt_email: null,
      created: now(),
      ...fields,
      metadata: { ...(fields.metadata ?? {}) },
    } as unknown as FakeIntent
    this.intents.set(intentId, intent)
    return intent
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://fake')
    const raw = await readBody(req)
    const body = parseForm(req.method === 'GET' ? url.searchParams.toString() : raw)
    const idempotencyKey = (req.headers['idempotency-key'] as string | undefined) ?? null
    this.requests.push({ method: req.method ?? 'GET', path: url.pathname, idempotencyKey, body })
    const send = (status: number, json: Json) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') })
      res.end(JSON.stringify(json))
    }
    if (!String(req.headers.authorization ?? '').startsWith(`Bearer ${FAKE_KEYS.STRIPE_SECRET_KEY}`)) {
      send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } })
      return
    }
    if (this.failWith) {
      send(this.failWith.status, { error: this.failWith.error })
      return
    }
    const cacheKey = idempotencyKey && req.method === 'POST' ? `${url.pathname}:${idempotencyKey}` : null
    const params = JSON.stringify(body)
    if (cacheKey && this.idempotent.has(cacheKey)) {
      const cached = this.idempotent.get(cacheKey)!
      // Stripe: a key replays its first answer, and only for the same parameters.
      if (cached.params !== params) {
        send(400, {
          error: {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
          },
        })
        return
      }
      send(cached.status, cached.body)
      return
    }
    const [status, json] = this.route(req.method ?? 'GET', url.pathname, body)
    if (cacheKey && status < 500) this.idempotent.set(cacheKey, { status, body: json, params })
    send(status, json)
  }

  /** The next refund is refused as Stripe refuses one (a 400 its endpoint gave, so saved under the request's idempotency key). */
  refuseNextRefund(error: Json = { type: 'invalid_request_error', code: 'balance_insufficient', message: 'You have insufficient funds in your Stripe account for this refund.' }): void {
    this.refundRefusal = error
  }

  private refundRefusal: Json | null = null

  private route(method: string, path: string, body: Json): [number, Json] {
    let m: RegExpExecArray | null
    if (method === 'POST' && path === '/v1/refunds' && this.refundRefusal) {
      const error = this.refundRefusal
      this.refundRefusal = null
      return [400, { error }]
    }
    if (method === 'POST' && path === '/v1/customers') {
      const customer = { id: id('cus'), object: 'customer', email: body.email ?? null, name: body.name ?? null, metadata: body.metadata ?? {} }
      this.customers.set(customer.id, customer)
      return [200, customer]
    }
    if (method === 'POST' && path === '/v1/payment_intents') {
      if (body.customer && !this.customers.has(body.customer)) return missing('customer', body.customer)
      return [200, this.storeIntent({
        amount: Number(body.amount),
        currency: body.currency,
        metadata: body.metadata ?? {},
        customer: body.customer ?? null,
        setup_future_usage: body.setup_future_usage ?? null,
        automatic_payment_methods: body.automatic_payment_methods ? { enabled: true } : null,
      })]
    }
    if (method === 'DELETE' && (m = /^\/v1\/customers\/([^/]+)$/.exec(path))) {
      if (!this.customers.delete(m[1])) return missing('customer', m[1])
      return [200, { id: m[1], object: 'customer', deleted: true }]
    }
    if (method === 'POST' && (m = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(path))) {
      const intent = this.intents.get(m[1])
      if (!intent) return missing('payment_intent', m[1])
      if (!['requires_payment_method', 'requires_confirmation', 'requires_action', 'requires_capture'].includes(intent.status)) {
        return [400, { error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message: `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.` } }]
      }
      Object.assign(intent, { status: 'canceled', cancellation_reason: body.cancellation_reason ?? null })
      return [200, intent]
    }
    if ((m = /^\/v1\/payment_intents\/([^/]+)$/.exec(path))) {
      const intent = this.intents.get(m[1])
      if (!intent) return missing('payment_intent', m[1])
      if (method === 'POST') {
        // Stripe's rules: the amount changes only while nobody is paying; metadata is merged, and a key sent empty is removed.
        if (body.amount !== undefined && !['requires_payment_method', 'requires_confirmation', 'requires_action'].includes(intent.status)) {
          return [400, { error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message: `This PaymentIntent's amount could not be updated because it has a status of ${intent.status}.` } }]
        }
        const metadata = { ...intent.metadata, ...(body.metadata ?? {}) }
        for (const key of Object.keys(metadata)) if (metadata[key] === '') delete metadata[key]
        Object.assign(intent, body, { metadata }, body.amount !== undefined ? { amount: Number(body.amount) } : {})
      }
      const expand: string[] = Object.values(body.expand ?? {})
      return [200, expand.includes('latest_charge') && intent.latest_charge ? { ...intent, latest_charge: this.charges.get(intent.latest_charge) } : intent]
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const intent = this.intents.get(body.payment_intent)
      if (!intent) return missing('payment_intent', body.payment_intent)
      const charge = intent.latest_charge ? this.charges.get(intent.latest_charge) : null
      if (!charge) return [400, { error: { type: 'invalid_request_error', code: 'charge_not_found', message: 'This PaymentIntent has no charge to refund.' } }]
      const left = charge.amount - charge.amount_refunded
      if (left <= 0) {
        return [400, { error: { type: 'invalid_request_error', code: 'charge_already_refunded', message: `Charge ${charge.id} has already been refunded.` } }]
      }
      const amount = body.amount === undefined ? left : Number(body.amount)
      if (!Number.isInteger(amount) || amount < 1 || amount > left) {
        return [400, { error: { type: 'invalid_request_error', code: 'amount_too_large', param: 'amount', message: `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(left / 100).toFixed(2)})` } }]
      }
      const refund = {
        id: id('re'),
        object: 'refund',
        amount,
        currency: charge.currency,
        payment_intent: intent.id,
        charge: charge.id,
        status: 'succeeded',
        metadata: body.metadata ?? {},
        created: now(),
      }
      charge.amount_refunded += amount
      charge.refunded = charge.amount_refunded >= charge.amount
      this.refunds.push(refund)
      return [200, refund]
    }
    if (method === 'GET' && path === '/v1/refunds') {
      const data = this.refunds.filter((refund) => !body.payment_intent || refund.payment_intent === body.payment_intent).reverse()
      return [200, { object: 'list', data, has_more: false, url: path }]
    }
    if (method === 'GET' && (m = /^\/v1\/customers\/([^/]+)\/payment_methods$/.exec(path))) {
      const customerId = m[1]
      if (!this.customers.has(customerId)) return missing('customer', customerId)
      const data = [...this.paymentMethods.values()].filter((pm) => pm.customer === customerId)
      return [200, { object: 'list', data, has_more: false, url: path }]
    }
    if ((m = /^\/v1\/payment_methods\/([^/]+)(\/detach)?$/.exec(path))) {
      const method_ = this.paymentMethods.get(m[1])
      if (!method_) return missing('payment_method', m[1])
      if (method === 'POST' && m[2]) method_.customer = null
      return [200, method_]
    }
    return [404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` } }]
  }
}

function missing(kind: string, what: string): [number, Json] {
  return [404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${kind}: '${what}'`, param: 'id' } }]
}

function id(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('hex')}`
}

function now(): number {
  return Math.floor(Date.now() / 1000)
}

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let data = ''
    req.on('data', (chunk) => (data += chunk))
    req.on('end', () => resolve(data))
  })
}

/** Stripe's form encoding: a[b][c]=v → { a: { b: { c: 'v' } } }; list indices become object keys. */
export function parseForm(encoded: string): Json {
  const result: Json = {}
  for (const [key, value] of new URLSearchParams(encoded)) {
    const path = key.replace(/\]/g, '').split('[')
    let target = result
    path.forEach((part, i) => {
      if (i === path.length - 1) target[part] = value
      else target = target[part] ??= {}
    })
  }
  return result
}

export async function startFakeStripe(): Promise<FakeStripe> {
  return new FakeStripe().start()
}
