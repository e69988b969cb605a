import type { ApiSavedCard, PaymentConfig } from '@shared/api'
import type { RefundStatus } from '@shared/refunds'

/** What the shop needs to know about a payment to turn it into an order. */
export type PaymentIntentInfo = {
  id: string
  /** Only the buyer's browser has it besides the server: the proof that a guest is the buyer. */
  clientSecret: string | null
  status: string
  amountCents: number
  currency: string
  metadata: Record<string, string>
  customerId: string | null
  /** From the card's billing details (the checkout form's name, email and phone). */
  billing: { name: string | null; email: string | null; phone: string | null }
  /** The mailing address given for out-of-town delivery. */
  shippingAddress: string | null
  amountRefundedCents: number
}

export type CreateIntentArgs = {
  amountCents: number
  metadata: Record<string, string>
  /** The signed-in buyer's customer id: the card is saved to it for next time. */
  customerId: string | null
  idempotencyKey: string
}

export type UpdateIntentArgs = {
  id: string
  amountCents: number
  /** The whole metadata as it should be: a key the intent has and this leaves out is removed. */
  metadata: Record<string, string>
  /** The customer the intent must be for (null: a guest's); another's is never repriced. */
  customerId: string | null
  idempotencyKey: string
}

/** A refund as the provider keeps it. */
export type RefundInfo = {
  id: string
  paymentIntentId: string
  amountCents: number
  status: RefundStatus
}

export type CreateRefundArgs = {
  paymentIntentId: string
  amountCents: number
  /** The same key is the same refund: a retried request returns the first answer and refunds nothing more. */
  idempotencyKey: string
  metadata: Record<string, string>
}

/** A verified payment event. */
export type PaymentEvent = {
  id: string
  type: string
  /** payment_intent.succeeded: the intent's id; charge.refunded: the charge's intent id. */
  paymentIntentId: string | null
  /** charge.refunded: true when the whole charge was returned (not a partial refund). */
  refundedFully: boolean
  /** Money went (or is going) back: charge.refunded, refund.created, refund.updated (not failed or cancelled). */
  refund: boolean
  /** Any event about the payment's refunds (failed ones too): the order's refunds are read again. */
  refundEvent: boolean
}

/**
 * The card payment provider behind the checkout: Stripe, or the demo mode used when no Stripe
 * keys are configured. Everything the shop does with money goes through this interface. A
 * provider failure is thrown as PaymentsUnavailable (its own words stay in the log); a
 * saved customer that no longer exists as CustomerMissingError (cms/payments/paymentErrors.ts).
 */
export interface PaymentProvider {
  readonly mode: PaymentConfig['mode']
  clientConfig(): PaymentConfig
  createIntent(args: CreateIntentArgs): Promise<{ id: string; clientSecret: string }>
  retrieveIntent(id: string): Promise<PaymentIntentInfo | null>
  /**
   * Reprices an unpaid intent in place (another gift, fee tick, delivery method or code at the
   * checkout), so the buyer's card form keeps what was typed (decision 77). False when it cannot
   * change any more (being paid, paid, cancelled, gone) or the provider does not reprice: the
   * checkout then makes a new intent.
   */
  updateIntent(args: UpdateIntentArgs): Promise<boolean>
  /** Cancels an intent nobody will pay (superseded at checkout). Only unpaid intents can be cancelled. */
  cancelIntent(id: string): Promise<void>
  /** Returns the whole payment. Safe to call twice for the same intent. */
  refund(intentId: string): Promise<void>
  /**
   * Returns part or all of a payment (issue 13). Throws RefundRefused when the provider
   * refuses it (more than remains, the key used for another refund).
   */
  createRefund(args: CreateRefundArgs): Promise<RefundInfo>
  /** Every refund of a payment, whoever made it (the shop or the provider's dashboard). */
  listRefunds(paymentIntentId: string): Promise<RefundInfo[]>
  /**
   * Creates the buyer's customer record at the provider (once; the id is stored on the user), or a
   * new one `replacing` a stored customer the provider no longer has.
   */
  createCustomer(args: { userId: string; email: string; name: string | null; replacing?: string }): Promise<string>
  listCards(customerId: string): Promise<ApiSavedCard[]>
  /** Detaches a card if, and only if, it belongs to this customer. */
  removeCard(customerId: string, paymentMethodId: string): Promise<boolean>
  /** Verifies a webhook's signature and reads it; throws on a bad signature. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent
}
