import type { Where } from 'payload'

/**
 * Records with a `user` field (cart lines, orders) belong to that user: the /api reads and
 * changes them only through this filter, never by id alone (docs/decisions/0016-authorization.md).
 */
export function ownedBy(userId: string | number): Where {
  return { user: { equals: userId } }
}
