import type { RefundRequest } from '@shared/refundRules'
import { badRequest } from '../../http/errors'

/** Which units go back on sale: every unit not back yet, or the listed lines (quantity: all that are left). */
export type RestockRequest = { all: true } | { items: { itemId: string; quantity?: number }[] } | null

export function restockRequestOf(body: Pick<RefundRequest, 'restock' | 'restockItems'>): RestockRequest {
  if (body.restockItems) return body.restockItems.length > 0 ? { items: body.restockItems } : null
  return body.restock ? { all: true } : null
}

/** Stripe's own limit on idempotency keys; printable ASCII so it travels in a header unchanged. */
export function idempotencyKeyOf(header: string | undefined): string | null {
  if (header === undefined) return null
  const key = header.trim()
  if (key.length === 0 || key.length > 255 || !/^[\x21-\x7e]+$/.test(key)) {
    throw badRequest('Idempotency-Key must be 1 to 255 visible ASCII characters (a UUID is a good choice)')
  }
  return key
}
