import type { Payload, Where } from 'payload'

import { isSize } from '@shared/sizes'
import { isUniqueViolation } from '../auth/isUniqueViolation'
import { productCache } from '../catalog/productCache'
import { relationId } from '../db/ids'
import { HttpError, badRequest, conflict, notFound } from '../http/errors'
import type { Order, OrderClaim } from '../payload-types'
import type { PaymentIntentInfo, PaymentProvider } from '../payments/paymentProvider'
import { alertLowStock } from '../stock/alertLowStock'
import type { StockLedger, StockLine } from '../stock/stockLedger'
import type { CheckoutForm } from './checkoutSchemas'
import { checkoutReads } from './checkoutReads'
import { decodeIntentMetadata, type IntentOrderData } from './intentMetadata'
import { sameSecret } from './sameSecret'
import { type PricedCart, priceLines } from './priceLines'

export type OrderServices = { payload: Payload; payments: PaymentProvider; stock: StockLedger }

/**
 * Who asks for the order: the buyer's browser (with the checkout form, and its proof of being the
 * buyer: the session of a signed-in buyer, the payment's client secret for a guest) or the
 * payment webhook (signed by Stripe).
 */
export type OrderRequest =
  | { via: 'browser'; form: CheckoutForm; requesterId: string | null; clientSecret: string | null }
  | { via: 'webhook' }

export type PlacedOrder = { order: Order; created: boolean }

/** A claim still "reserved" this long after its last touch belongs to a process that died. */
const STALE_CLAIM_MS = 30_000
/** How long a second caller waits for the first one to finish the same payment. */
const WAIT_FOR_OTHER_MS = 15_000

const STILL_PROCESSING = 'Your order is still being processed. Please check your orders again in a minute.'

/** The claim reason of a payment refunded before its order existed. */
export const REFUNDED_BEFORE_ORDER = 'This payment was refunded before its order was made, so there is no order.'

/**
 * Turns one paid PaymentIntent into exactly one order. The browser's POST /api/orders and
 * Stripe's payment_intent.succeeded both come here: whoever claims the payment first takes the
 * stock and writes the order; the other waits for that outcome. Nothing the browser says about
 * items or money is used: both come from the payment's metadata and the database.
 */
export async function placeOrder(services: OrderServices, paymentIntentId: string, request: OrderRequest): Promise<PlacedOrder> {
  const { payload, payments, stock } = services
  const existing = await findOrderByIntent(payload, paymentIntentId)
  if (existing) {
    if (request.via === 'browser') {
      const ownerId = existing.user ? relationId(existing.user) : null
      // A guest's order: only the payment knows the secret to compare with.
      const intent = ownerId ? null : await payments.retrieveIntent(paymentIntentId)
      proveBuyer(request, ownerId, intent)
    }
    return { order: existing, created: false }
  }

  const intent = await payments.retrieveIntent(paymentIntentId)
  if (!intent) throw notFound('Payment not found')
  const data = decodeIntentMetadata(intent.metadata)
  if (request.via === 'browser') proveBuyer(request, data?.userId ?? null, intent)
  if (!data) throw badRequest('This payment was not made through the shop\'s checkout')
  if (request.via === 'browser' && request.form.deliveryMethod !== data.deliveryMethod) throw badRequest('The delivery method does not match the payment')
  if (intent.status !== 'succeeded') throw new HttpError(402, 'The payment has not been completed')
  if (intent.currency !== 'usd') throw badRequest('The payment is not in US dollars')
  // Refunded (in the Stripe dashboard, say) before its order existed: never an order, never stock.
  if (intent.amountRefundedCents > 0) return reject(services, paymentIntentId, REFUNDED_BEFORE_ORDER)

  let priced: PricedCart
  try {
    priced = await priceLines(payload, data.lines, data.deliveryMethod, { checkStock: false })
  } catch (err) {
    if (!(err instanceof HttpError)) throw err
    return reject(services, paymentIntentId, `Something in this order is no longer for sale (${err.message}).`)
  }
  if (priced.totals.totalCents !== intent.amountCents) {
    return reject(services, paymentIntentId, 'The amount paid does not match the order total.')
  }

  const lines = stockLines(priced)
  const outcome = await stock.reserve(paymentIntentId, lines)
  if (outcome.kind === 'claimed-elsewhere') return takeOverOrWait(services, paymentIntentId, intent, data, priced, request)
  if (outcome.kind === 'insufficient') {
    const what = outcome.line ? describeLine(priced, outcome.line) : 'An item'
    return reject(services, paymentIntentId, `${what} sold out while you were paying.`)
  }
  // Only stock-tracked lines change what the catalogue shows: an order of untracked items leaves it cached.
  if (outcome.levels.length > 0) productCache.invalidate()
  const placed = await createOrder(services, intent, data, priced, request)
  await alertLowStock(payload, outcome.levels, (productId) => priced.lines.find((line) => String(line.product.id) === productId)?.product.name ?? 'A product')
  return placed
}

async function createOrder(
  { payload, payments, stock }: OrderServices,
  intent: PaymentIntentInfo,
  data: IntentOrderData,
  priced: PricedCart,
  request: OrderRequest,
): Promise<PlacedOrder> {
  const contact = request.via === 'browser'
    ? { name: request.form.customerName, email: request.form.customerEmail, phone: request.form.customerPhone, address: request.form.shippingAddress ?? null }
    : { name: intent.billing.name, email: intent.billing.email, phone: intent.billing.phone, address: intent.shippingAddress }
  let order: Order
  try {
    order = await payload.create({
      collection: 'orders',
      data: {
        status: 'completed',
        demo: payments.mode === 'demo',
        user: data.userId,
        customerName: contact.name || 'Customer',
        customerEmail: contact.email,
        customerPhone: contact.phone,
        deliveryMethod: data.deliveryMethod,
        shippingAddress: data.deliveryMethod === 'out-of-town' ? contact.address : null,
        subtotalCents: priced.totals.subtotalCents,
        shippingCents: priced.totals.shippingCents,
        feeCents: priced.totals.feeCents,
        totalCents: priced.totals.totalCents,
        paymentIntentId: intent.id,
        items: priced.lines.map((line) => ({
          product: line.product.id,
          productName: line.product.name,
          size: line.size,
          quantity: line.quantity,
          priceCents: line.unitCents,
        })),
      },
      // The answer and the mail need the order's own fields only: no products or users read back.
      depth: 0,
      overrideAccess: true,
    })
  } catch (err) {
    // Only a recovered claim can meet an order that already exists; the claim keeps the stock either way.
    const raced = isUniqueViolation(err) ? await findOrderByIntent(payload, intent.id) : null
    if (raced) return { order: raced, created: false }
    // The stock stays reserved under the claim: a retry (the webhook's, or the buyer's) finishes it.
    throw err
  }
  await stock.completeClaim(intent.id, String(order.id))
  if (data.userId) await clearOrderedCartLines(payload, data.userId, priced, request.via === 'browser')
  return { order, created: true }
}

/** The other caller owns the payment: wait for its outcome, or finish its work if it died. */
async function takeOverOrWait(
  services: OrderServices,
  paymentIntentId: string,
  intent: PaymentIntentInfo,
  data: IntentOrderData,
  priced: PricedCart,
  request: OrderRequest,
): Promise<PlacedOrder> {
  const deadline = Date.now() + WAIT_FOR_OTHER_MS
  for (let delay = 50; ; delay = Math.min(delay * 2, 500)) {
    const claim = await findClaim(services.payload, paymentIntentId)
    if (claim?.state === 'completed') {
      const order = await findOrderByIntent(services.payload, paymentIntentId)
      if (order) return { order, created: false }
    }
    if (claim?.state === 'rejected') return refuseAfterRejection(services, paymentIntentId, claim.reason ?? 'This order could not be completed.')
    if (claim?.state === 'reserved' && (await services.stock.takeOverStaleClaim(paymentIntentId, new Date(Date.now() - STALE_CLAIM_MS)))) {
      return createOrder(services, intent, data, priced, request)
    }
    if (Date.now() > deadline) throw conflict(STILL_PROCESSING)
    await new Promise((resolve) => setTimeout(resolve, delay))
  }
}

/**
 * Refuses a paid order that cannot be delivered: a rejected claim records why (and stops any later
 * caller from taking stock for this payment), then the money goes back. Every path that cannot
 * take the stock ends here, so no claim is ever left without its outcome.
 */
async function reject(services: OrderServices, paymentIntentId: string, reason: string): Promise<never> {
  const standing = await recordRejection(services.payload, paymentIntentId, reason)
  // Another caller made the order meanwhile: it stands, and this payment is not refunded.
  if (standing === null) throw conflict(STILL_PROCESSING)
  return refuseAfterRejection(services, paymentIntentId, standing)
}

/**
 * The payment's claim becomes (or already is) rejected. Answers the reason that stands: the first
 * one recorded, so a payment refused as sold out and then refunded is not later told it was
 * "refunded before its order was made". Null when the payment is being turned into an order
 * right now (or already was): nothing is rejected then.
 */
export async function recordRejection(payload: Payload, paymentIntentId: string, reason: string): Promise<string | null> {
  try {
    await payload.create({ collection: 'order-claims', data: { paymentIntentId, state: 'rejected', reason }, overrideAccess: true })
    return reason
  } catch (err) {
    if (!isUniqueViolation(err)) throw err
  }
  const claim = await findClaim(payload, paymentIntentId)
  if (claim?.state !== 'rejected') {
    if (claim?.state === 'completed') return null
    throw conflict(STILL_PROCESSING)
  }
  if (claim.reason) return claim.reason
  // A claim rejected without its words (MongoDB's ledger did that before issue 15) gets them now.
  await updateClaim(payload, paymentIntentId, { reason })
  return reason
}

/** Refunds are idempotent at the provider, so every caller that meets a rejected payment retries it. */
async function refuseAfterRejection({ payload, payments }: OrderServices, paymentIntentId: string, reason: string): Promise<never> {
  try {
    await payments.refund(paymentIntentId)
  } catch (err) {
    payload.logger.error({ msg: 'refund failed: refund this payment by hand', paymentIntentId, err: (err as Error).cause ?? err })
    // refundFailed: the order is refused all the same, so the checkout must not say it will be completed.
    throw new HttpError(502, `${reason} We could not refund your payment automatically; please contact us and we will refund it.`, { refundFailed: true })
  }
  throw conflict(reason === REFUNDED_BEFORE_ORDER ? reason : `${reason} Your payment has been refunded.`, { refunded: true })
}

/**
 * Only the buyer completes or sees an order: for a signed-in buyer's payment their own session,
 * for a guest's the payment's client secret (in their browser only; the id alone travels in
 * URLs, browser history and e-mails). Anyone else learns nothing: 404, as for an unknown payment.
 */
function proveBuyer(request: Extract<OrderRequest, { via: 'browser' }>, ownerId: string | null, intent: PaymentIntentInfo | null): void {
  const proven = ownerId
    ? request.requesterId === ownerId
    : Boolean(request.clientSecret && intent?.clientSecret && sameSecret(intent.clientSecret, request.clientSecret))
  if (!proven) throw notFound('Payment not found')
}

/** Every line goes to the ledger: sizes, and products without sizes (counted or not, the ledger knows). */
function stockLines(priced: PricedCart): StockLine[] {
  return priced.lines.map((line) => ({
    productId: String(line.product.id),
    size: line.size && isSize(line.size) ? line.size : null,
    quantity: line.quantity,
  }))
}

function describeLine(priced: PricedCart, line: StockLine): string {
  const product = priced.lines.find((l) => String(l.product.id) === line.productId)?.product
  return line.size ? `${product?.name ?? 'An item'} (${line.size})` : (product?.name ?? 'An item')
}

/** The browser path empties the cart; the webhook path only removes what was bought. */
async function clearOrderedCartLines(payload: Payload, userId: string, priced: PricedCart, everything: boolean): Promise<void> {
  const where: Where = everything
    ? { user: { equals: userId } }
    : {
        and: [
          { user: { equals: userId } },
          { lineKey: { in: priced.lines.map((line) => `${userId}:${line.product.id}:${line.size ?? ''}`) } },
        ],
      }
  await payload.delete({ collection: 'carts', where, overrideAccess: true })
}

export function findOrderByIntent(payload: Payload, paymentIntentId: string): Promise<Order | null> {
  return checkoutReads(payload).orderByIntent(paymentIntentId)
}

async function findClaim(payload: Payload, paymentIntentId: string): Promise<OrderClaim | null> {
  const { docs } = await payload.find({
    collection: 'order-claims',
    where: { paymentIntentId: { equals: paymentIntentId } },
    limit: 1,
    // One document by a unique key: no page count.
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

async function updateClaim(payload: Payload, paymentIntentId: string, data: Partial<OrderClaim>): Promise<void> {
  await payload.update({
    collection: 'order-claims',
    where: { paymentIntentId: { equals: paymentIntentId } },
    data,
    overrideAccess: true,
  })
}
