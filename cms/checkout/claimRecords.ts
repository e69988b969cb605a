import type { Payload } from 'payload'

import type { DeliveryMethod } from '@shared/money'
import type { Size } from '@shared/sizes'
import { isUniqueViolation } from '../auth/isUniqueViolation'
import { conditionalUpdate } from '../db/conditionalUpdate'
import type { OrderClaim } from '../payload-types'
import type { PromotionUse } from '../stock/stockLedger'
import type { OrderContact } from './orderContact'

/**
 * What a claim keeps of its order (`draft`), written with the stock it takes: the lines as priced
 * when the payment was checked, the totals, the buyer's account and contact details. Whoever
 * finishes the claim (the caller that took the stock, a caller or the sweeper that took it over
 * after that one died) writes exactly this order. A claim rejected before any stock was taken
 * keeps the contact only, to tell the buyer about the refund.
 */
export type ClaimDraft = {
  userId: string | null
  deliveryMethod: DeliveryMethod
  lines: { productId: string; productName: string; size: Size | null; quantity: number; priceCents: number; valueCents?: number | null }[]
  subtotalCents: number
  shippingCents: number
  /** The gift added at checkout (issue 27); absent in drafts written before it. */
  donationCents?: number
  feeCents: number
  /** The fee was an optional contribution the buyer left ticked (issue 27). */
  feeIsContribution?: boolean
  totalCents: number
  contact: OrderContact
  /** Issue 31: the promo code applied (as stored) and its discount; `promotion`: the use the claim holds. */
  promoCode?: string | null
  discountCents?: number
  /** The part of it taken off the shipping (decision 78); absent on claims written before. */
  shippingDiscountCents?: number
  promotion?: PromotionUse | null
}

export function claimDraftOf(claim: Pick<OrderClaim, 'draft'>): Partial<ClaimDraft> | null {
  const draft = claim.draft
  return draft && typeof draft === 'object' && !Array.isArray(draft) ? (draft as Partial<ClaimDraft>) : null
}

/**
 * A draft complete enough to write its order, or null: then the order is built from the payment
 * itself (claims made before issue 28 have no draft; a damaged one would otherwise fail every
 * takeover, and its lines could not even say which units to put back).
 */
export function orderDraftOf(claim: Pick<OrderClaim, 'draft'>): ClaimDraft | null {
  const draft = claimDraftOf(claim)
  if (!draft || !Array.isArray(draft.lines) || draft.lines.length === 0 || !draft.lines.every(isDraftLine)) return null
  const cents = [draft.subtotalCents, draft.shippingCents, draft.feeCents, draft.totalCents]
  if (!cents.every(isCents) || typeof draft.deliveryMethod !== 'string') return null
  const contact = draft.contact
  if (!contact || typeof contact !== 'object' || typeof contact.name !== 'string') return null
  return draft as ClaimDraft
}

const isCents = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0

function isDraftLine(line: unknown): boolean {
  if (!line || typeof line !== 'object') return false
  const { productId, productName, quantity, priceCents } = line as Record<string, unknown>
  return typeof productId === 'string' && productId !== '' && typeof productName === 'string' && Number.isSafeInteger(quantity) && (quantity as number) > 0 && isCents(priceCents)
}

export async function findClaim(payload: Payload, paymentIntentId: string): Promise<OrderClaim | null> {
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

/** Thrown when the payment is being turned into an order right now (or was): nothing is rejected then. */
export class ClaimHeld extends Error {}

/**
 * The payment's claim becomes (or already is) rejected, with its money owed back (`refundPending`)
 * until the refund is confirmed. Answers the reason that stands: the first one recorded, so a
 * payment refused as sold out and then refunded is not later told it was "refunded before its
 * order was made". Null when the payment became an order meanwhile: nothing is rejected then.
 * Throws ClaimHeld while another caller holds the claim with its stock.
 */
export async function recordRejection(
  payload: Payload,
  paymentIntentId: string,
  reason: string,
  told: { contact: OrderContact; totalCents: number } | null,
): Promise<string | null> {
  try {
    await payload.create({
      collection: 'order-claims',
      data: { paymentIntentId, state: 'rejected', reason, refundPending: true, draft: told },
      overrideAccess: true,
    })
    return reason
  } catch (err) {
    if (!isUniqueViolation(err)) throw err
  }
  const claim = await findClaim(payload, paymentIntentId)
  if (claim?.state !== 'rejected') {
    if (claim?.state === 'completed') return null
    throw new ClaimHeld(`Payment ${paymentIntentId} is being turned into an order`)
  }
  if (claim.reason) return claim.reason
  // A claim rejected without its words (MongoDB's ledger did that before issue 15) gets them now.
  await payload.update({ collection: 'order-claims', id: claim.id, data: { reason }, overrideAccess: true })
  return reason
}

/**
 * The refund of a rejected claim is confirmed: answers the claim when this call is the one that
 * settled it (so exactly one caller tells the buyer), null when it was settled already.
 */
export async function settleRefund(payload: Payload, paymentIntentId: string): Promise<OrderClaim | null> {
  return (await conditionalUpdate(
    payload,
    'order-claims',
    { and: [{ paymentIntentId: { equals: paymentIntentId } }, { state: { equals: 'rejected' } }, { refundPending: { equals: true } }] },
    { refundPending: false, updatedAt: new Date().toISOString() },
  )) as OrderClaim | null
}
