import type { Payload } from 'payload'

import { savedCards } from '../account/savedCards'
import { isUniqueViolation } from '../auth/isUniqueViolation'
import type { Order } from '../payload-types'
import type { ClaimDraft } from './claimRecords'
import { checkoutReads } from './checkoutReads'
import type { OrderServices, PlacedOrder } from './placeOrder'

export type WriteOptions = {
  /** The buyer's own signed-in session asked (their account exists). */
  bySignedInBuyer: boolean
}

/**
 * Writes the order of a claim this caller holds, exactly as its draft says, then marks the claim
 * completed. A payment already made into an order (by another caller) answers that order. An
 * account deleted since the payment makes a guest order, and a product deleted since keeps its
 * name and price on the order without the link: a paid order is never refused for what changed
 * after the payment (docs/decisions/0025-no-paid-payment-dropped.md).
 */
export async function writeOrder(services: OrderServices, paymentIntentId: string, draft: ClaimDraft, { bySignedInBuyer }: WriteOptions): Promise<PlacedOrder> {
  const { payload, stock } = services
  let userId = draft.userId && (bySignedInBuyer || (await exists(payload, 'users', draft.userId))) ? draft.userId : null
  let gone = new Set<string>()
  let order: Order | null = null
  for (let attempt = 1; !order; attempt += 1) {
    try {
      order = await createOrder(services, paymentIntentId, draft, userId, gone)
    } catch (err) {
      // Another caller made it (a claim taken over from a process that was only slow).
      const raced = isUniqueViolation(err) ? await findOrderByIntent(payload, paymentIntentId) : null
      if (raced) {
        await stock.completeClaim(paymentIntentId, String(raced.id))
        return { order: raced, created: false }
      }
      // Deleted between the checks and the write (a foreign key refused it): check again, once.
      const nowGone = attempt === 1 ? await missingProducts(payload, draft) : gone
      const userGone = attempt === 1 && userId !== null && !(await exists(payload, 'users', userId))
      if (!userGone && nowGone.size === gone.size) throw err
      if (userGone) userId = null
      gone = nowGone
    }
  }
  if (draft.userId && !userId) payload.logger.warn({ msg: 'the buyer\'s account no longer exists: the order was made as a guest order', paymentIntentId, orderId: order.id })
  await stock.completeClaim(paymentIntentId, String(order.id))
  if (userId) {
    await takeBoughtFromCart(payload, userId, draft)
    // A card saved with this payment shows at once in the account's Payments.
    savedCards.forget(userId)
  }
  return { order, created: true }
}

function createOrder(services: OrderServices, paymentIntentId: string, draft: ClaimDraft, userId: string | null, gone: Set<string>): Promise<Order> {
  const { contact } = draft
  return services.payload.create({
    collection: 'orders',
    data: {
      status: 'completed',
      demo: services.payments.mode === 'demo',
      user: userId,
      customerName: contact.name || 'Customer',
      customerEmail: contact.email,
      customerPhone: contact.phone,
      deliveryMethod: draft.deliveryMethod,
      shippingAddress: draft.deliveryMethod === 'out-of-town' ? contact.address : null,
      note: contact.note ?? null,
      subtotalCents: draft.subtotalCents,
      shippingCents: draft.shippingCents,
      donationCents: draft.donationCents ?? 0,
      feeCents: draft.feeCents,
      feeIsContribution: draft.feeIsContribution === true,
      totalCents: draft.totalCents,
      promoCode: draft.promoCode ?? null,
      discountCents: draft.discountCents ?? 0,
      shippingDiscountCents: draft.shippingDiscountCents ?? null,
      promotionId: draft.promotion?.promotionId ?? null,
      promotionEmail: draft.promotion?.email ?? null,
      paymentIntentId,
      items: draft.lines.map((line) => ({
        product: gone.has(line.productId) ? null : line.productId,
        productName: line.productName,
        size: line.size,
        quantity: line.quantity,
        priceCents: line.priceCents,
        valueCents: line.valueCents ?? null,
      })),
    },
    // The answer and the mail need the order's own fields only: no products or users read back.
    depth: 0,
    overrideAccess: true,
  })
}

async function exists(payload: Payload, collection: 'users' | 'products', id: string): Promise<boolean> {
  const { totalDocs } = await payload.count({ collection, where: { id: { equals: id } }, overrideAccess: true })
  return totalDocs > 0
}

async function missingProducts(payload: Payload, draft: ClaimDraft): Promise<Set<string>> {
  const ids = [...new Set(draft.lines.map((line) => line.productId))]
  const { docs } = await payload.find({ collection: 'products', where: { id: { in: ids } }, pagination: false, depth: 0, select: { name: true }, overrideAccess: true })
  const found = new Set(docs.map((doc) => String(doc.id)))
  return new Set(ids.filter((id) => !found.has(id)))
}

/**
 * Takes what was bought out of the buyer's server cart, line by line: a line raised, or added, in
 * another tab after the price was made keeps what was not bought (outside review 12: the whole
 * cart used to go). On every path to an order, the buyer's own or the webhook's.
 */
async function takeBoughtFromCart(payload: Payload, userId: string, draft: ClaimDraft): Promise<void> {
  const bought = new Map<string, number>()
  for (const line of draft.lines) {
    const key = `${userId}:${line.productId}:${line.size ?? ''}`
    bought.set(key, (bought.get(key) ?? 0) + line.quantity)
  }
  const { docs } = await payload.find({ collection: 'carts', where: { lineKey: { in: [...bought.keys()] } }, depth: 0, pagination: false, overrideAccess: true })
  for (const line of docs) {
    const rest = line.quantity - (bought.get(line.lineKey) ?? 0)
    if (rest > 0) await payload.update({ collection: 'carts', id: line.id, data: { quantity: rest }, depth: 0, overrideAccess: true })
    else await payload.delete({ collection: 'carts', id: line.id, overrideAccess: true })
  }
}

export function findOrderByIntent(payload: Payload, paymentIntentId: string): Promise<Order | null> {
  return checkoutReads(payload).orderByIntent(paymentIntentId)
}
