import { z } from 'zod'

import { withoutControlCharacters } from '@shared/plainText'
import type { RefundRequest } from '@shared/refundRules'
import { InvalidInput } from '../../errors/shopErrors'

/**
 * The order lines a refund is for: units the buyer will not get (quantity: every unit not refunded
 * yet), and whether they go back on sale; or every unit not refunded yet (`all`).
 */
export type RefundLinesRequest = { all: true; restock: boolean } | { items: { itemId: string; quantity?: number; restock: boolean }[] } | null

export function refundLinesRequestOf(body: Pick<RefundRequest, 'items' | 'restock' | 'restockItems'>): RefundLinesRequest {
  if (body.items) return body.items.length > 0 ? { items: body.items.map((item) => ({ ...item, restock: item.restock === true })) } : null
  if (body.restockItems) return body.restockItems.length > 0 ? { items: body.restockItems.map((item) => ({ ...item, restock: true })) } : null
  return body.restock ? { all: true, restock: true } : null
}

/** POST /api/admin/orders/{id}/cancel: an optional reason, told to the buyer. */
export const cancelRequestSchema = z
  .object({
    reason: z.string({ error: 'Reason must be text' }).overwrite(withoutControlCharacters).trim().max(500, { error: 'Reason must be at most 500 characters' }).optional(),
  })
  .optional()

/** Stripe's own limit on idempotency keys; printable ASCII so it travels in a header unchanged. */
export function idempotencyKeyOf(header: string | undefined): string | null {
  if (header === undefined) return null
  const key = header.trim()
  if (key.length === 0 || key.length > 255 || !/^[\x21-\x7e]+$/.test(key)) {
    throw new InvalidInput('Idempotency-Key must be 1 to 255 visible ASCII characters (a UUID is a good choice)')
  }
  return key
}
