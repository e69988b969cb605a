import type { Payload } from 'payload'

import { type PromotionKind, type PromotionRecord, promoCodeKey, promoEmailKey } from '@shared/promotions'
import type { Promotion } from '../payload-types'

export type StoredPromotion = PromotionRecord & { id: string; createdAt: string }

/** The stored promotion as the shared rules read it. */
export function promotionRecord(doc: Promotion): StoredPromotion {
  return {
    id: String(doc.id),
    code: doc.code,
    kind: doc.kind as PromotionKind,
    value: doc.value ?? 0,
    minSubtotalCents: doc.minSubtotalCents ?? null,
    startsAt: doc.startsAt ?? null,
    endsAt: doc.endsAt ?? null,
    usageLimit: doc.usageLimit ?? null,
    perEmailLimit: doc.perEmailLimit ?? null,
    active: doc.active !== false,
    uses: doc.uses ?? 0,
    createdAt: doc.createdAt,
  }
}

/** The promotion of a code, whatever its case; null when there is none. */
export async function findPromotion(payload: Payload, code: string): Promise<StoredPromotion | null> {
  const { docs } = await payload.find({
    collection: 'promotions',
    where: { codeKey: { equals: promoCodeKey(code) } },
    limit: 1,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ? promotionRecord(docs[0]) : null
}

/** Orders this buyer e-mail already holds a use of the promotion with. */
export async function usesByEmail(payload: Payload, promotionId: string, email: string): Promise<number> {
  const { docs } = await payload.find({
    collection: 'promotion-uses',
    where: { key: { equals: `${promotionId}:${promoEmailKey(email)}` } },
    limit: 1,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0]?.count ?? 0
}
