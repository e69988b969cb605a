import { randomBytes, randomUUID } from 'node:crypto'
import type { Payload, Where } from 'payload'

import { createHash } from 'node:crypto'

import { conditionalUpdate } from '../db/conditionalUpdate'
import { sameSecret } from '../auth/sameSecret'
import { KeyedLock } from '../db/keyedLock'
import { InvalidInput } from '../errors/shopErrors'
import type { DemoPaymentIntent } from '../payload-types'
import { KEY_USED_FOR_ANOTHER_REFUND, RefundRefused } from './paymentErrors'
import type { CreateIntentArgs, CreateRefundArgs, PaymentIntentInfo, PaymentProvider, RefundInfo } from './paymentProvider'

/** A demo payment that a newer price replaced, confirmed anyway (a second tab, a stale page). */
export const DEMO_PAYMENT_REPLACED = 'This payment was replaced by a newer one: reload the checkout and place your order again.'

/** Reads one demo payment intent by its id (null when there is none). */
export type DemoIntentReader = (intentId: string) => Promise<DemoPaymentIntent | null>

type DemoRefund = { id: string; amountCents: number; idempotencyKey: string; createdAt: string }

export type DemoConfirmation = {
  paymentIntentId: string
  clientSecret: string
  billing: { name: string; email: string; phone: string }
  shippingAddress: string | null
}

/**
 * Payments without Stripe keys: intents live in the database and "paying" is one click on a panel
 * that says no card is charged. It lets a fresh clone sell end to end offline, through exactly
 * the same order path as real payments.
 */
export class DemoPaymentProvider implements PaymentProvider {
  readonly mode = 'demo' as const
  private readonly refunding = new KeyedLock()

  /**
   * `readIntent`: the demo intent by its id, as the database holds it now. The start step passes
   * checkout's prepared read (cms/checkout/checkoutReads.ts, decision 19), so that payments never
   * import checkout (checkout calls payments, not the other way round).
   */
  constructor(
    private readonly payload: Payload,
    private readonly readIntent: DemoIntentReader,
  ) {}

  clientConfig() {
    return { mode: 'demo' as const, publishableKey: null }
  }

  async createIntent({ amountCents, metadata }: CreateIntentArgs) {
    const id = `pi_demo_${randomUUID().replaceAll('-', '')}`
    const clientSecret = `${id}_secret_${randomBytes(16).toString('hex')}`
    const now = new Date().toISOString()
    // The demo's own record, written by the adapter alone: no hooks, access or unique checks to run
    // on an id made here (the unique index still holds), and nothing read back.
    await this.payload.db.create({
      collection: 'demo-payment-intents',
      data: { intentId: id, clientSecret, amountCents, currency: 'usd', status: 'requires_payment_method', metadata, refundedCents: 0, createdAt: now, updatedAt: now },
      returning: false,
    })
    return { id, clientSecret }
  }

  async retrieveIntent(id: string): Promise<PaymentIntentInfo | null> {
    const doc = await this.find(id)
    if (!doc) return null
    const billing = (doc.billingDetails ?? {}) as Partial<DemoConfirmation['billing']>
    return {
      id: doc.intentId,
      clientSecret: doc.clientSecret,
      status: doc.status,
      amountCents: doc.amountCents,
      currency: doc.currency,
      metadata: (doc.metadata ?? {}) as Record<string, string>,
      customerId: null,
      billing: { name: billing.name ?? null, email: billing.email ?? null, phone: billing.phone ?? null },
      shippingAddress: doc.shippingAddress ?? null,
      amountRefundedCents: doc.refundedCents ?? 0,
    }
  }

  /** Nothing is typed on the demo panel: every change of price gets a new demo intent, as before decision 77. */
  async updateIntent(): Promise<boolean> {
    return false
  }

  /** The demo panel's "Pay" button: the only way a demo intent becomes paid. */
  async confirm({ paymentIntentId, clientSecret, billing, shippingAddress }: DemoConfirmation): Promise<void> {
    const doc = await this.find(paymentIntentId)
    if (!doc || !sameSecret(doc.clientSecret, clientSecret)) throw new InvalidInput('Unknown payment')
    if (doc.status === 'succeeded') return
    // Only a payment still waiting is paid: one replaced by a newer price (cancelled) cannot become a
    // second order at the old price, as Stripe refuses to confirm a cancelled payment (outside review 12).
    const paid = await this.leaveWaiting(doc.id, { status: 'succeeded', billingDetails: billing, shippingAddress })
    if (!paid && (await this.find(paymentIntentId))?.status !== 'succeeded') throw new InvalidInput(DEMO_PAYMENT_REPLACED)
  }

  async cancelIntent(intentId: string): Promise<void> {
    const doc = await this.find(intentId)
    if (!doc || doc.status !== 'requires_payment_method') return
    // Not over a payment made meanwhile.
    await this.leaveWaiting(doc.id, { status: 'canceled' })
  }

  /** Moves a payment out of "waiting to be paid" in one conditional write: null when it had left it already. */
  private leaveWaiting(id: DemoPaymentIntent['id'], data: Record<string, unknown>) {
    const stillWaiting: Where = { and: [{ id: { equals: id } }, { status: { equals: 'requires_payment_method' } }] }
    return conditionalUpdate(this.payload, 'demo-payment-intents', stillWaiting, { ...data, updatedAt: new Date().toISOString() })
  }

  async refund(intentId: string): Promise<void> {
    const doc = await this.find(intentId)
    if (!doc) return
    const left = doc.amountCents - (doc.refundedCents ?? 0)
    if (left <= 0) return
    await this.createRefund({ paymentIntentId: intentId, amountCents: left, idempotencyKey: `refund-${intentId}`, metadata: {} })
  }

  /**
   * Demo refunds behave like Stripe's: idempotency keys, never more than was paid, one id per refund.
   * The payment's refund list is written compare-and-set on the total refunded as read, so two
   * processes refunding the same payment at once never both add theirs (issue 28): the second reads
   * again and is refused if nothing is left.
   */
  createRefund({ paymentIntentId, amountCents, idempotencyKey }: CreateRefundArgs): Promise<RefundInfo> {
    return this.refunding.run(paymentIntentId, async () => {
      for (let attempt = 1; ; attempt += 1) {
        const doc = await this.find(paymentIntentId)
        if (!doc || doc.status !== 'succeeded') throw new RefundRefused('This payment has nothing to refund.', 'not-refundable')
        const refunds = demoRefunds(doc)
        const earlier = refunds.find((refund) => refund.idempotencyKey === idempotencyKey)
        if (earlier) {
          if (earlier.amountCents !== amountCents) throw new RefundRefused(KEY_USED_FOR_ANOTHER_REFUND, 'clashes')
          return info(earlier, paymentIntentId)
        }
        // Demo payments refunded before issue 13 kept only the total.
        const refunded = Math.max(doc.refundedCents ?? 0, refunds.reduce((sum, refund) => sum + refund.amountCents, 0))
        if (refunded >= doc.amountCents) throw new RefundRefused('This payment has already been refunded in full.', 'not-refundable')
        if (amountCents > doc.amountCents - refunded) throw new RefundRefused('The amount is more than is left to refund on this payment.', 'not-refundable')
        const refund: DemoRefund = {
          // Derived from the key, so a refund retried from another process still has one id.
          id: `re_demo_${createHash('sha256').update(`${paymentIntentId}:${idempotencyKey}`).digest('hex').slice(0, 24)}`,
          amountCents,
          idempotencyKey,
          createdAt: new Date().toISOString(),
        }
        const written = await conditionalUpdate(
          this.payload,
          'demo-payment-intents',
          { and: [{ id: { equals: doc.id } }, doc.refundedCents === null || doc.refundedCents === undefined ? { refundedCents: { exists: false } } : { refundedCents: { equals: doc.refundedCents } }] },
          { refunds: [...refunds, refund], refundedCents: refunded + amountCents, updatedAt: new Date().toISOString() },
        )
        if (written) return info(refund, paymentIntentId)
        // Another process refunded this payment meanwhile: read it again.
        if (attempt >= 5) throw new RefundRefused('This payment was being refunded by someone else at the same moment: reload the order and try again.', 'clashes')
      }
    })
  }

  async listRefunds(paymentIntentId: string): Promise<RefundInfo[]> {
    const doc = await this.find(paymentIntentId)
    return doc ? demoRefunds(doc).map((refund) => info(refund, paymentIntentId)) : []
  }

  async createCustomer({ userId }: { userId: string }): Promise<string> {
    return `cus_demo_${userId}`
  }

  /** Demo payments save no cards. */
  async listCards() {
    return []
  }

  async removeCard() {
    return false
  }

  parseWebhook(): never {
    throw new InvalidInput('Webhooks are not used in demo payment mode')
  }

  private find(intentId: string): Promise<DemoPaymentIntent | null> {
    return this.readIntent(intentId)
  }
}

function demoRefunds(doc: DemoPaymentIntent): DemoRefund[] {
  return Array.isArray(doc.refunds) ? (doc.refunds as DemoRefund[]) : []
}

function info(refund: DemoRefund, paymentIntentId: string): RefundInfo {
  return { id: refund.id, paymentIntentId, amountCents: refund.amountCents, status: 'succeeded' }
}
