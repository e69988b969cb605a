import type { CollectionAfterChangeHook } from 'payload'

import { ORDER_ACTOR } from '@cms/orders/orderActor'
import { actorNameOf } from '@cms/orders/timeline/actorName'
import type { Order } from '@cms/payload-types'

/**
 * Every status change of an order, by any door, leaves an order event with who made it (the
 * administrator the shop's code acted for, the panel's user, or nobody: the payment provider, a
 * refund's outcome), in the same transaction as the change: the timeline at /admin/orders.
 */
export const recordStatusChange: CollectionAfterChangeHook<Order> = async ({ doc, previousDoc, operation, req, context }) => {
  if (operation !== 'update' || !previousDoc || doc.status === previousDoc.status) return doc
  const actorId = (context[ORDER_ACTOR] as string | undefined) ?? (req.user ? String(req.user.id) : null)
  await req.payload.create({
    collection: 'order-events',
    data: {
      order: doc.id,
      kind: 'status',
      fromStatus: previousDoc.status,
      toStatus: doc.status,
      actor: actorId ?? null,
      actorName: actorId ? await actorNameOf(req.payload, actorId, req) : null,
    },
    overrideAccess: true,
    req,
  })
  return doc
}
