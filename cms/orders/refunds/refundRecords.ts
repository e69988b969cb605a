import type { Payload, PayloadRequest } from 'payload'

import type { RefundSource, RefundStatus } from '@shared/refunds'
import { isUniqueViolation } from '../../auth/isUniqueViolation'
import { conditionalUpdate } from '../../db/conditionalUpdate'
import type { Order, Refund } from '../../payload-types'
import type { RefundInfo } from '../../payments/paymentProvider'
import type { RefundLineRecord } from '../orderAccount'

export type RefundDetails = {
  source: RefundSource
  reason?: string | null
  requestKey?: string | null
  requestHash?: string | null
  requestedBy?: string | null
  /** The order lines it is for (cms/orders/orderAccount.ts). */
  lines?: RefundLineRecord[]
}

export type RecordedRefund = {
  record: Refund
  /** This call wrote the row: nobody counted (or told the buyer about) this refund before. */
  created: boolean
  /** The status the row had before this call (when it existed). */
  previousStatus: RefundStatus | null
}

/**
 * Records a provider refund under its id, once: a refund made from /admin comes back by webhook
 * with the same id and only updates the row's status. The unique index on `refundId` makes this
 * hold across processes too.
 */
export async function recordRefund(payload: Payload, order: Order, info: RefundInfo, details: RefundDetails): Promise<RecordedRefund> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const existing = await findRefund(payload, info.id)
    if (existing) {
      const previousStatus = existing.status as RefundStatus
      if (existing.status === info.status && existing.amountCents === info.amountCents) return { record: existing, created: false, previousStatus }
      // Compare-and-set on what was read: of two webhooks reporting the same change (a refund that
      // failed), exactly one sees the change happen, so its consequences (units taken back, the
      // shop told) happen once, whichever process gets the events.
      const record = await conditionalUpdate(
        payload,
        'refunds',
        { and: [{ id: { equals: existing.id } }, { status: { equals: existing.status } }, { amountCents: { equals: existing.amountCents } }] },
        { status: info.status, amountCents: info.amountCents, updatedAt: new Date().toISOString() },
      )
      if (record) return { record: record as unknown as Refund, created: false, previousStatus }
      continue
    }
    try {
      const record = await payload.create({
        collection: 'refunds',
        data: {
          order: order.id,
          refundId: info.id,
          amountCents: info.amountCents,
          status: info.status,
          source: details.source,
          reason: details.reason || null,
          requestKey: details.requestKey ?? null,
          requestHash: details.requestHash ?? null,
          requestedBy: details.requestedBy ?? null,
          restocked: [],
          lines: details.lines ?? [],
        },
        overrideAccess: true,
      })
      return { record, created: true, previousStatus: null }
    } catch (err) {
      // The webhook (or another process) recorded it a moment ago: read it.
      if (!isUniqueViolation(err)) throw err
    }
  }
  throw new Error(`Refund ${info.id} could not be recorded`)
}

async function findRefund(payload: Payload, refundId: string): Promise<Refund | null> {
  const { docs } = await payload.find({ collection: 'refunds', where: { refundId: { equals: refundId } }, limit: 1, depth: 0, overrideAccess: true })
  return docs[0] ?? null
}

/** The refund an /admin request with this Idempotency-Key made, if any. */
export async function findRefundByRequestKey(payload: Payload, orderId: string, requestKey: string): Promise<Refund | null> {
  const { docs } = await payload.find({
    collection: 'refunds',
    where: { and: [{ order: { equals: orderId } }, { requestKey: { equals: requestKey } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

/** Every refund of these orders, oldest first. */
export async function refundsOf(payload: Payload, orderIds: readonly (string | number)[], req?: PayloadRequest): Promise<Refund[]> {
  if (orderIds.length === 0) return []
  const { docs } = await payload.find({
    collection: 'refunds',
    where: { order: { in: orderIds.map(String) } },
    sort: 'createdAt',
    pagination: false,
    depth: 0,
    overrideAccess: true,
    ...(req ? { req } : {}),
  })
  return docs
}

/** Refund records grouped by their order's id. */
export function refundsByOrder(refunds: readonly Refund[]): Map<string, Refund[]> {
  const grouped = new Map<string, Refund[]>()
  for (const refund of refunds) {
    const orderId = String(typeof refund.order === 'object' && refund.order ? refund.order.id : refund.order)
    grouped.set(orderId, [...(grouped.get(orderId) ?? []), refund])
  }
  return grouped
}
