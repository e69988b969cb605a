import Stripe from 'stripe'
import type { Stripe as StripeSdk } from '@stripe-sdk-types'

import type { ApiSavedCard } from '@shared/api'
import { REFUND_STATUSES, type RefundStatus } from '@shared/refunds'
import { InvalidInput } from '../errors/shopErrors'
import { CardDeclined, CustomerMissingError, KEY_USED_FOR_ANOTHER_REFUND, PaymentsUnavailable, RefundRefused } from './paymentErrors'
import type { CreateIntentArgs, CreateRefundArgs, PaymentEvent, PaymentIntentInfo, PaymentProvider, RefundInfo, UpdateIntentArgs } from './paymentProvider'

/*
 * Types: @payloadcms/plugin-stripe bundles stripe@10, whose ambient `declare module 'stripe'` wins over
 * the stripe@23 SDK this file runs with. `@stripe-sdk-types` (a tsconfig path, types only, erased when
 * compiled) names the installed SDK's own declarations, so every call below is checked against v23.
 */
type StripeIntent = StripeSdk.PaymentIntent
type StripeRefund = StripeSdk.Refund
type StripePaymentMethod = StripeSdk.PaymentMethod
type StripeEvent = StripeSdk.Event

type StripeSettings = {
  secretKey: string
  publishableKey: string
  webhookSecret: string | null
  /** A Stripe-compatible server (stripe-mock, the tests' fake) instead of api.stripe.com. */
  apiUrl: URL | null
}

/**
 * Real card payments through the official SDK. Stripe's errors never leave this class as they
 * are: a card problem keeps Stripe's customer-facing wording, anything else becomes the shop's
 * plain "unavailable" message with Stripe's error (and its request id) kept for the log.
 */
export class StripePaymentProvider implements PaymentProvider {
  readonly mode = 'stripe' as const
  private readonly stripe: StripeSdk

  constructor(private readonly settings: StripeSettings) {
    const { apiUrl } = settings
    const StripeClass = Stripe as unknown as typeof StripeSdk
    this.stripe = new StripeClass(settings.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
      appInfo: { name: 'community-rescue-shop' },
      ...(apiUrl
        ? {
            host: apiUrl.hostname,
            port: apiUrl.port || (apiUrl.protocol === 'https:' ? 443 : 80),
            protocol: apiUrl.protocol === 'https:' ? ('https' as const) : ('http' as const),
          }
        : {}),
    })
  }

  clientConfig() {
    return { mode: 'stripe' as const, publishableKey: this.settings.publishableKey }
  }

  async createIntent({ amountCents, metadata, customerId, idempotencyKey }: CreateIntentArgs) {
    let intent: StripeIntent
    try {
      intent = await this.stripe.paymentIntents.create(
        {
          amount: amountCents,
          currency: 'usd',
          metadata,
          automatic_payment_methods: { enabled: true },
          ...(customerId ? { customer: customerId, setup_future_usage: 'off_session' as const } : {}),
        },
        { idempotencyKey },
      )
    } catch (err) {
      // "No such customer: 'cus_…'": deleted in the dashboard since it was saved on the account.
      const e = err as StripeError
      if (customerId && isMissing(err) && (e.param === 'customer' || /customer/i.test(e.message ?? ''))) throw new CustomerMissingError(customerId)
      throw shopError(err)
    }
    if (!intent.client_secret) throw new PaymentsUnavailable(new Error(`Stripe returned payment intent ${intent.id} without a client secret`))
    return { id: intent.id, clientSecret: intent.client_secret }
  }

  async retrieveIntent(id: string): Promise<PaymentIntentInfo | null> {
    let intent: StripeIntent
    try {
      intent = await this.stripe.paymentIntents.retrieve(id, { expand: ['latest_charge'] })
    } catch (err) {
      if (isMissing(err)) return null
      throw shopError(err)
    }
    const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null
    const billing = charge?.billing_details
    return {
      id: intent.id,
      clientSecret: intent.client_secret,
      status: intent.status,
      amountCents: intent.amount,
      currency: intent.currency,
      metadata: { ...(intent.metadata ?? {}) },
      customerId: typeof intent.customer === 'string' ? intent.customer : (intent.customer?.id ?? null),
      billing: {
        name: billing?.name ?? intent.shipping?.name ?? null,
        email: billing?.email ?? intent.receipt_email ?? null,
        phone: billing?.phone ?? intent.shipping?.phone ?? null,
      },
      shippingAddress: intent.shipping?.address?.line1 ?? null,
      amountRefundedCents: charge?.amount_refunded ?? 0,
    }
  }

  async updateIntent({ id, amountCents, metadata, customerId, idempotencyKey }: UpdateIntentArgs): Promise<boolean> {
    const current = await this.retrieveIntent(id)
    if (!current || !REPRICEABLE.has(current.status) || current.customerId !== customerId) return false
    // Stripe merges metadata: a key the new pricing no longer has (a promo code removed, fewer item
    // chunks) is removed by sending it empty.
    const removed = Object.fromEntries(Object.keys(current.metadata).filter((key) => !(key in metadata)).map((key) => [key, '']))
    try {
      await this.stripe.paymentIntents.update(id, { amount: amountCents, metadata: { ...removed, ...metadata } }, { idempotencyKey })
      return true
    } catch (err) {
      // Confirmed, paid or cancelled between the read and the update: the checkout makes a new one.
      if ((err as StripeError).code === 'payment_intent_unexpected_state' || isMissing(err)) return false
      throw shopError(err)
    }
  }

  async cancelIntent(id: string): Promise<void> {
    try {
      await this.stripe.paymentIntents.cancel(id, { cancellation_reason: 'abandoned' })
    } catch (err) {
      // Paid or cancelled meanwhile: nothing to cancel.
      if ((err as StripeError).code === 'payment_intent_unexpected_state' || isMissing(err)) return
      throw shopError(err)
    }
  }

  async refund(intentId: string): Promise<void> {
    try {
      await this.stripe.refunds.create({ payment_intent: intentId }, { idempotencyKey: `refund-${intentId}` })
    } catch (err) {
      // Already refunded (by us or from the dashboard): the outcome we wanted.
      if ((err as StripeError).code === 'charge_already_refunded') return
      throw shopError(err)
    }
  }

  async createRefund({ paymentIntentId, amountCents, idempotencyKey, metadata }: CreateRefundArgs): Promise<RefundInfo> {
    let refund: StripeRefund
    try {
      refund = await this.stripe.refunds.create({ payment_intent: paymentIntentId, amount: amountCents, metadata }, { idempotencyKey })
    } catch (err) {
      const e = err as StripeError
      if (e.type === 'StripeIdempotencyError' || e.type === 'idempotency_error') throw new RefundRefused(KEY_USED_FOR_ANOTHER_REFUND, 'clashes', err)
      if (e.code === 'charge_already_refunded') throw new RefundRefused('This payment has already been refunded in full.', 'not-refundable', err)
      if (e.code === 'balance_insufficient') {
        throw new RefundRefused('Stripe could not make this refund: the Stripe balance is too low. Add funds in the Stripe dashboard (or wait for payments to settle), then try again.', 'not-refundable', err)
      }
      if (e.code === 'amount_too_large') throw new RefundRefused('The amount is more than is left to refund on this payment.', 'not-refundable', err)
      throw shopError(err)
    }
    return refundInfo(refund, paymentIntentId)
  }

  async listRefunds(paymentIntentId: string): Promise<RefundInfo[]> {
    try {
      // A payment has a handful of refunds at most; Stripe's page holds 100.
      const page = await this.stripe.refunds.list({ payment_intent: paymentIntentId, limit: 100 })
      return page.data.map((refund) => refundInfo(refund, paymentIntentId))
    } catch (err) {
      if (isMissing(err)) return []
      throw shopError(err)
    }
  }

  async createCustomer({ userId, email, name, replacing }: { userId: string; email: string; name: string | null; replacing?: string }) {
    try {
      const customer = await this.stripe.customers.create(
        { email, ...(name ? { name } : {}), metadata: { userId } },
        // Stripe answers a repeated key with the first answer: a replacement needs its own key.
        { idempotencyKey: replacing ? `customer-${userId}-replacing-${replacing}` : `customer-${userId}` },
      )
      return customer.id
    } catch (err) {
      throw shopError(err)
    }
  }

  async listCards(customerId: string): Promise<ApiSavedCard[]> {
    let methods: { data: StripePaymentMethod[] }
    try {
      methods = await this.stripe.customers.listPaymentMethods(customerId, { type: 'card', limit: 100 })
    } catch (err) {
      // Deleted in the dashboard: no saved cards (a new customer is made at the next checkout).
      if (isMissing(err)) return []
      throw shopError(err)
    }
    return methods.data.flatMap((method) =>
      method.card
        ? [{ id: method.id, card: { brand: method.card.brand, last4: method.card.last4, exp_month: method.card.exp_month, exp_year: method.card.exp_year } }]
        : [],
    )
  }

  async removeCard(customerId: string, paymentMethodId: string): Promise<boolean> {
    let method: StripePaymentMethod
    try {
      method = await this.stripe.paymentMethods.retrieve(paymentMethodId)
    } catch (err) {
      if (isMissing(err)) return false
      throw shopError(err)
    }
    const owner = typeof method.customer === 'string' ? method.customer : method.customer?.id
    if (owner !== customerId) return false
    try {
      await this.stripe.paymentMethods.detach(paymentMethodId)
    } catch (err) {
      throw shopError(err)
    }
    return true
  }

  parseWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent {
    if (!this.settings.webhookSecret) throw new InvalidInput('Webhooks are not configured: set STRIPE_WEBHOOK_SECRET')
    if (!signature) throw new InvalidInput('Missing Stripe-Signature header')
    let event: StripeEvent
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.settings.webhookSecret)
    } catch {
      throw new InvalidInput('Invalid webhook signature')
    }
    const object = event.data.object as { amount?: number; amount_refunded?: number; status?: string }
    const refundedFully = event.type === 'charge.refunded' && object.amount !== undefined && object.amount_refunded === object.amount
    const refund =
      (event.type === 'charge.refunded' && (object.amount_refunded ?? 0) > 0) ||
      (REFUND_EVENTS.has(event.type) && object.status !== 'failed' && object.status !== 'canceled')
    const refundEvent = event.type === 'charge.refunded' || REFUND_EVENTS.has(event.type)
    return { id: event.id, type: event.type, paymentIntentId: intentIdOf(event), refundedFully, refund, refundEvent }
  }
}

/** Events whose object is a refund (its `status` says whether the money is going back). */
const REFUND_EVENTS = new Set(['refund.created', 'refund.updated', 'refund.failed', 'charge.refund.updated'])

function refundInfo(refund: StripeRefund, paymentIntentId: string): RefundInfo {
  const intent = typeof refund.payment_intent === 'string' ? refund.payment_intent : (refund.payment_intent?.id ?? paymentIntentId)
  const status = (REFUND_STATUSES as readonly string[]).includes(refund.status ?? '') ? (refund.status as RefundStatus) : 'pending'
  return { id: refund.id, paymentIntentId: intent, amountCents: refund.amount, status }
}

/** Statuses in which nobody is paying the intent yet: its amount may change (not while a bank's check runs). */
const REPRICEABLE = new Set(['requires_payment_method', 'requires_confirmation'])

type StripeError = { type?: string; code?: string; param?: string; message?: string; statusCode?: number }

/** Stripe's card errors are written for the cardholder; everything else is not the shopper's business. */
function shopError(err: unknown): Error {
  const e = err as StripeError
  if (e?.type === 'StripeCardError' && e.message) return new CardDeclined(e.message, { cause: err })
  return new PaymentsUnavailable(err)
}

function intentIdOf(event: StripeEvent): string | null {
  const object = event.data.object as { object?: string; id?: string; payment_intent?: string | { id: string } | null }
  if (object.object === 'payment_intent') return object.id ?? null
  const pi = object.payment_intent
  return typeof pi === 'string' ? pi : (pi?.id ?? null)
}

function isMissing(err: unknown): boolean {
  const e = err as StripeError
  return e?.statusCode === 404 || e?.code === 'resource_missing'
}
