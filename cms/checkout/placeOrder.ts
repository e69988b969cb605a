import type { Payload } from 'payload'

import { productCache } from '../catalog/productCache'
import { InvalidInput, NotFound, ShopError } from '../errors/shopErrors'
import type { Order } from '../payload-types'
import type { PaymentProvider } from '../payments/paymentProvider'
import { alertLowStock } from '../stock/alertLowStock'
import type { StockLedger, StockLine } from '../stock/stockLedger'
import type { CheckoutForm } from './checkoutSchemas'
import { OrderRefused, PaymentNotCompleted } from './checkoutErrors'
import { ClaimHeld, type ClaimDraft, findClaim, recordRejection } from './claimRecords'
import { decodeIntentMetadata, type IntentOrderData } from './intentMetadata'
import { findKnownIntent, type KnownIntent, termsStillHonoured } from './knownIntents'
import { contactFromBilling, contactFromForm, madeSafe, noteOf, type OrderContact } from './orderContact'
import type { PricedCart } from './priceLines'
import { draftOf, pricePaid, stockLines } from './orderDraft'
import { OrderUndecided, REFUNDED_BEFORE_ORDER } from './orderUndecided'
import { recoverClaim } from './recoverClaim'
import { settleRejection } from './settleRejection'
import { findOrderByIntent, writeOrder } from './writeOrder'

export { findOrderByIntent } from './writeOrder'

export type OrderServices = {
  payload: Payload
  payments: PaymentProvider
  stock: StockLedger
  /**
   * A claim still "reserved" this long after its holder last touched it is taken over by whoever
   * meets it next (a request, or the sweeper): its holder died. ORDER_SWEEP_SECONDS (a minute).
   */
  claimStaleMs?: number
  /** Tests only (SHOP_TEST_FAULT, refused outside the test suite): hang after taking a claim, as a process that dies there. */
  testFault?: 'hang-after-claim' | null
}

/**
 * Who asks for the order: the buyer's browser (with the checkout form, and its proof of being the
 * buyer: the session of a signed-in buyer, the payment's client secret for a guest) or the
 * payment webhook (signed by Stripe).
 */
export type OrderRequest =
  | { via: 'browser'; form: CheckoutForm; requesterId: string | null; clientSecret: string | null }
  | { via: 'webhook' }

export type PlacedOrder = { order: Order; created: boolean }

export const DEFAULT_CLAIM_STALE_MS = 60_000
/** How long the buyer's browser waits for another caller to finish the same payment. */
const WAIT_FOR_OTHER_MS = 15_000
/** The webhook waits a little (the other caller is usually done in milliseconds), then answers 503: Stripe sends it again later. */
const WEBHOOK_WAIT_MS = 3_000

/**
 * Turns one paid PaymentIntent into exactly one order. The browser's POST /api/orders and
 * Stripe's payment_intent.succeeded both come here: whoever claims the payment first takes the
 * stock and writes the order; the other waits for that outcome, and takes the claim over if its
 * holder died (the sweeper, cms/checkout/claimSweeper.ts, does the same for claims nobody asks
 * about again). Nothing the browser says about items or money is used: both come from the payment's
 * metadata and the database. Every payment ends as one order or one refund: decision 25.
 */
export async function placeOrder(services: OrderServices, paymentIntentId: string, request: OrderRequest): Promise<PlacedOrder> {
  const { payload, payments, stock } = services
  // Known to the shop and, from a browser, proven the requester's before anything is asked of the payment provider.
  const known = await findKnownIntent(payload, payments, paymentIntentId)
  if (request.via === 'browser') {
    if (!known) throw new NotFound('Payment not found')
    proveBuyer(request, known)
  }
  const existing = await findOrderByIntent(payload, paymentIntentId)
  if (existing) return { order: await keepBuyersNote(payload, existing, request), created: false }

  const intent = await payments.retrieveIntent(paymentIntentId)
  if (!intent) throw new NotFound('Payment not found')
  const data = decodeIntentMetadata(intent.metadata)
  if (!data) throw new InvalidInput('This payment was not made through the shop\'s checkout')
  if (request.via === 'browser' && request.form.deliveryMethod !== data.deliveryMethod) throw new InvalidInput('The delivery method does not match the payment')
  if (intent.status !== 'succeeded') throw new PaymentNotCompleted('The payment has not been completed')
  if (intent.currency !== 'usd') throw new InvalidInput('The payment is not in US dollars')
  const contact = request.via === 'browser' ? contactFromForm(request.form) : billingContact(payload, paymentIntentId, intent, data)
  // Whom to tell, and what, should the payment go back.
  const told = { contact, totalCents: intent.amountCents }
  // Refunded (in the Stripe dashboard, say) before its order existed: never an order, never stock.
  if (intent.amountRefundedCents > 0) return reject(services, paymentIntentId, REFUNDED_BEFORE_ORDER, told)

  let priced: PricedCart
  try {
    priced = await pricePaid(payload, data, termsStillHonoured(known))
  } catch (err) {
    if (!(err instanceof ShopError)) throw err
    return reject(services, paymentIntentId, `Something in this order is no longer for sale (${err.message}).`, told)
  }
  if (priced.totals.totalCents !== intent.amountCents) {
    return reject(services, paymentIntentId, 'The amount paid does not match the order total.', told)
  }

  const draft = draftOf(data, priced, contact)
  // The promo code's use is claimed with the stock, in the ledger's one transaction (decision 43).
  const outcome = await stock.reserve(paymentIntentId, stockLines(priced), draft, draft.promotion ?? null)
  if (outcome.kind === 'claimed-elsewhere') return takeOverOrWait(services, paymentIntentId, request)
  if (outcome.kind === 'insufficient') {
    const what = outcome.line ? describeLine(priced, outcome.line) : 'An item'
    return reject(services, paymentIntentId, `${what} sold out while you were paying.`, told)
  }
  if (outcome.kind === 'promotion-refused') {
    const code = priced.promotion?.code ?? ''
    return reject(services, paymentIntentId, outcome.reason === 'used-up' ? `The code ${code} was used up while you were paying.` : `You have already used the code ${code}.`, told)
  }
  // Only stock-tracked lines change what the catalogue shows: an order of untracked items leaves it cached.
  if (outcome.levels.length > 0) productCache.invalidate()
  if (services.testFault === 'hang-after-claim') return hangForTest(payload, paymentIntentId)
  const placed = await writeOrder(services, paymentIntentId, draft, { bySignedInBuyer: isOwnBrowser(request, draft) })
  await alertLowStock(payload, outcome.levels, (productId) => priced.lines.find((line) => String(line.product.id) === productId)?.product.name ?? 'A product')
  return placed
}

/**
 * The other caller holds the payment: wait for its outcome, or take the claim over once it is stale
 * (its holder died) and finish it. Still undecided at the deadline: OrderUndecided (the webhook
 * answers 503, and Stripe asks again later).
 */
async function takeOverOrWait(services: OrderServices, paymentIntentId: string, request: OrderRequest): Promise<PlacedOrder> {
  const deadline = Date.now() + (request.via === 'browser' ? WAIT_FOR_OTHER_MS : WEBHOOK_WAIT_MS)
  for (let delay = 50; ; delay = Math.min(delay * 2, 500)) {
    const claim = await findClaim(services.payload, paymentIntentId)
    if (claim?.state === 'completed') {
      const order = await findOrderByIntent(services.payload, paymentIntentId)
      if (order) return { order, created: false }
    }
    if (claim?.state === 'rejected') return refuseAfterRejection(services, paymentIntentId, claim.reason ?? 'This order could not be completed.')
    if (claim?.state === 'reserved') {
      const lease = await services.stock.takeOverStaleClaim(paymentIntentId, staleBefore(services))
      if (lease) {
        const recovered = await recoverClaim(services, paymentIntentId, lease, request.via)
        if (recovered.kind === 'order') return recovered.placed
        return refuseAfterRejection(services, paymentIntentId, recovered.reason)
      }
    }
    if (Date.now() >= deadline) throw new OrderUndecided()
    await new Promise((resolve) => setTimeout(resolve, delay))
  }
}

export function staleBefore(services: Pick<OrderServices, 'claimStaleMs'>, now = Date.now()): Date {
  return new Date(now - (services.claimStaleMs ?? DEFAULT_CLAIM_STALE_MS))
}

/**
 * Refuses a paid order that cannot be delivered: a rejected claim records why (and stops any later
 * caller from taking stock for this payment), then the money goes back and the buyer is told.
 * Every path that cannot take the stock ends here, so no claim is ever left without its outcome.
 */
async function reject(services: OrderServices, paymentIntentId: string, reason: string, told: { contact: OrderContact; totalCents: number }): Promise<never> {
  let standing: string | null
  try {
    standing = await recordRejection(services.payload, paymentIntentId, reason, told)
  } catch (err) {
    if (err instanceof ClaimHeld) throw new OrderUndecided()
    throw err
  }
  // Another caller made the order meanwhile: it stands, and this payment is not refunded (asked again, it answers the order).
  if (standing === null) throw new OrderUndecided()
  return refuseAfterRejection(services, paymentIntentId, standing)
}

/** Refunds are idempotent at the provider, so every caller that meets a rejected payment retries it. */
async function refuseAfterRejection(services: OrderServices, paymentIntentId: string, reason: string): Promise<never> {
  await settleRejection(services, paymentIntentId, reason)
  throw new OrderRefused(reason === REFUNDED_BEFORE_ORDER ? reason : `${reason} Your payment has been refunded.`)
}

/**
 * Only the buyer completes or sees an order: for a signed-in buyer's payment their own session,
 * for a guest's the payment's client secret (in their browser only; the id alone travels in
 * URLs, browser history and e-mails). Anyone else learns nothing: NotFound, as for an unknown payment.
 */
function proveBuyer(request: Extract<OrderRequest, { via: 'browser' }>, known: KnownIntent): void {
  const proven = known.userId ? request.requesterId === known.userId : known.secretMatches(request.clientSecret)
  if (!proven) throw new NotFound('Payment not found')
}

function isOwnBrowser(request: OrderRequest, draft: ClaimDraft): boolean {
  return request.via === 'browser' && draft.userId !== null && request.requesterId === draft.userId
}

/** The card's billing details through the checkout form's rules (item 9 of issue 28): made safe, never refused. */
function billingContact(payload: Payload, paymentIntentId: string, intent: { billing: { name: string | null; email: string | null; phone: string | null }; shippingAddress: string | null }, data: IntentOrderData): OrderContact {
  const billing = { ...intent.billing, address: intent.shippingAddress }
  const contact = contactFromBilling(billing, data.deliveryMethod)
  const changed = madeSafe(billing, contact)
  if (changed.length > 0) payload.logger.warn({ msg: 'billing details the checkout would refuse were made safe', paymentIntentId, fields: changed })
  return contact
}

function describeLine(priced: PricedCart, line: StockLine): string {
  const product = priced.lines.find((l) => String(l.product.id) === line.productId)?.product
  return line.size ? `${product?.name ?? 'An item'} (${line.size})` : (product?.name ?? 'An item')
}

/** SHOP_TEST_FAULT=hang-after-claim: the claim and its stock are taken, and this request never goes on (the test kills the process here). */
function hangForTest(payload: Payload, paymentIntentId: string): Promise<never> {
  payload.logger.warn({ msg: 'test fault: hanging after the claim', paymentIntentId })
  return new Promise<never>(() => {})
}

/**
 * The order was made from the payment alone (the webhook came first): the buyer's note, which only
 * the checkout form carries, is added once the browser's request arrives.
 */
async function keepBuyersNote(payload: Payload, order: Order, request: OrderRequest): Promise<Order> {
  const note = request.via === 'browser' ? noteOf(request.form.note) : null
  if (!note || order.note) return order
  return payload.update({ collection: 'orders', id: order.id, data: { note }, depth: 0, overrideAccess: true })
}
