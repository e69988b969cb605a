import type { Payload, Where } from 'payload'

import { isSize } from '../../shared/sizes'
import { isUniqueViolation } from '../auth/isUniqueViolation'
import { productCache } from '../catalog/productCache'
import { relationId } from '../db/ids'
import { HttpError, badRequest, conflict, notFound } from '../http/errors'
import type { Order, OrderClaim } from '../payload-types'
import type { PaymentIntentInfo, PaymentProvider } from '../payments/paymentProvider'
import type { StockLedger, StockLine } from '../stock/stockLedger'
import type { CheckoutForm } from './checkoutSchemas'
import { decodeIntentMetadata, type IntentOrderData } from './intentMetadata'
import { type PricedCart, priceLines } from './priceLines'

export type OrderServices = { payload: Payload; payments: PaymentProvider; stock: StockLedger }

/** Who asks for the order: the buyer's browser (with the checkout form) or the payment webhook. */
export type OrderRequest =
  | { via: 'browser'; form: CheckoutForm; requesterId: string | null }
  | { via: 'webhook' }

export type PlacedOrder = { order: Order; created: boolean }

/** A claim still "reserved" this long after its last touch belongs to a process that died. */
const STALE_CLAIM_MS = 30_000
/** How long a second caller waits for the first one to finish the same payment. */
const WAIT_FOR_OTHER_MS = 15_000

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
    if (request.via === 'browser') checkOwner(request.requesterId, existing.user ? relationId(existing.user) : null)
    return { order: existing, created: false }
  }

  const intent = await payments.retrieveIntent(paymentIntentId)
  if (!intent) throw notFound('Payment not found')
  const data = decodeIntentMetadata(intent.metadata)
  if (!data) throw badRequest('This payment was not made through the shop\'s checkout')
  if (request.via === 'browser') checkRequester(request, data)
  if (intent.status !== 'succeeded') throw new HttpError(402, 'The payment has not been completed')
  if (intent.currency !== 'usd') throw badRequest('The payment is not in US dollars')

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
  productCache.invalidate()
  return createOrder(services, intent, data, priced, request)
}

async function createOrder(
  { payload }: OrderServices,
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
      overrideAccess: true,
    })
  } catch (err) {
    // Only a recovered claim can meet an order that already exists; the claim keeps the stock either way.
    const raced = isUniqueViolation(err) ? await findOrderByIntent(payload, intent.id) : null
    if (raced) return { order: raced, created: false }
    // The stock stays reserved under the claim: a retry (the webhook's, or the buyer's) finishes it.
    throw err
  }
  await updateClaim(payload, intent.id, { state: 'completed', order: String(order.id) })
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
    if (Date.now() > deadline) throw conflict('Your order is still being processed. Please check your orders again in a minute.')
    await new Promise((resolve) => setTimeout(resolve, delay))
  }
}

/**
 * Refuses a paid order that cannot be delivered: a rejected claim records why (and stops any later
 * caller from taking stock for this payment), then the money goes back.
 */
async function reject(services: OrderServices, paymentIntentId: string, reason: string): Promise<never> {
  try {
    await services.payload.create({
      collection: 'order-claims',
      data: { paymentIntentId, state: 'rejected', reason },
      overrideAccess: true,
    })
  } catch (err) {
    if (!isUniqueViolation(err)) throw err
    const claim = await findClaim(services.payload, paymentIntentId)
    if (claim?.state !== 'rejected') throw conflict('Your order is still being processed. Please check your orders again in a minute.')
  }
  return refuseAfterRejection(services, paymentIntentId, reason)
}

/** Refunds are idempotent at the provider, so every caller that meets a rejected payment retries it. */
async function refuseAfterRejection({ payload, payments }: OrderServices, paymentIntentId: string, reason: string): Promise<never> {
  try {
    await payments.refund(paymentIntentId)
  } catch (err) {
    payload.logger.error({ msg: 'refund failed: refund this payment by hand', paymentIntentId, err })
    throw new HttpError(502, `${reason} We could not refund your payment automatically; please contact us and we will refund it.`)
  }
  throw conflict(`${reason} Your payment has been refunded.`, { refunded: true })
}

function checkRequester(request: Extract<OrderRequest, { via: 'browser' }>, data: IntentOrderData): void {
  checkOwner(request.requesterId, data.userId)
  if (request.form.deliveryMethod !== data.deliveryMethod) throw badRequest('The delivery method does not match the payment')
}

/**
 * A signed-in buyer's payment (and order) is not for another signed-in account. A browser without
 * a session may still finish it: the payment id is only known to the buyer's browser.
 */
function checkOwner(requesterId: string | null, ownerId: string | null): void {
  if (ownerId && requesterId && requesterId !== ownerId) throw notFound('Payment not found')
}

function stockLines(priced: PricedCart): StockLine[] {
  return priced.lines.flatMap((line) =>
    line.size && isSize(line.size) ? [{ productId: String(line.product.id), size: line.size, quantity: line.quantity }] : [],
  )
}

function describeLine(priced: PricedCart, line: StockLine): string {
  const product = priced.lines.find((l) => String(l.product.id) === line.productId)?.product
  return `${product?.name ?? 'An item'} (${line.size})`
}

/** The browser path empties the cart (spec §4); the webhook path only removes what was bought. */
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

export async function findOrderByIntent(payload: Payload, paymentIntentId: string): Promise<Order | null> {
  const { docs } = await payload.find({
    collection: 'orders',
    where: { paymentIntentId: { equals: paymentIntentId } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

async function findClaim(payload: Payload, paymentIntentId: string): Promise<OrderClaim | null> {
  const { docs } = await payload.find({
    collection: 'order-claims',
    where: { paymentIntentId: { equals: paymentIntentId } },
    limit: 1,
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
