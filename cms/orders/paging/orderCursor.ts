import type { Where } from 'payload'

/** Where a page of orders ended: the last order's `createdAt` and id (decision 37). */
export type OrderCursor = { createdAt: string; id: string }

/** Opaque to the client: base64url of `[createdAt, id]`. */
export function encodeOrderCursor(order: { createdAt: string; id: string | number }): string {
  return Buffer.from(JSON.stringify([order.createdAt, String(order.id)])).toString('base64url')
}

/** The cursor a client sent back, or null when it is not one this server wrote. */
export function decodeOrderCursor(text: string): OrderCursor | null {
  if (!/^[A-Za-z0-9_-]{1,400}$/.test(text)) return null
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'))
    if (!Array.isArray(value) || value.length !== 2) return null
    const [createdAt, id] = value as unknown[]
    if (typeof createdAt !== 'string' || typeof id !== 'string' || id === '' || id.length > 64) return null
    if (Number.isNaN(Date.parse(createdAt))) return null
    return { createdAt: new Date(createdAt).toISOString(), id }
  } catch {
    return null
  }
}

/**
 * The orders after the cursor in the list's order (newest first, then the greater id first):
 * a keyset, not an offset, so orders placed while someone pages never shift what comes next.
 */
export function afterCursorWhere(cursor: OrderCursor): Where {
  return {
    or: [{ createdAt: { less_than: cursor.createdAt } }, { and: [{ createdAt: { equals: cursor.createdAt } }, { id: { less_than: cursor.id } }] }],
  }
}

/** The list's order: newest first; orders made in the same millisecond by id. */
export const ORDER_LIST_SORT = ['-createdAt', '-id']
