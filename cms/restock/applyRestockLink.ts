import type { Payload } from 'payload'

import { isSize, type Size } from '@shared/sizes'
import { conditionalUpdate } from '../db/conditionalUpdate'
import type { RestockRequest } from '../payload-types'

export type RestockLinkAction = 'confirm' | 'cancel'

/**
 * The links of the confirmation e-mail. Confirming makes a pending request wait for the size (and,
 * should the size be back already, it is told at once: `whenBack`); cancelling ends a waiting one.
 * Each is one conditional write, so a confirm and a cancel at once, or a notice meanwhile, leave one
 * outcome. Answers the request's status afterwards (a confirm after a cancel leaves it cancelled,
 * and the caller says so); null when no request has this token.
 */
export async function applyRestockLink(
  payload: Payload,
  token: string,
  action: RestockLinkAction,
  whenBack: (productId: string, size: Size | null) => void,
  now = new Date(),
): Promise<RestockRequest['status'] | null> {
  if (!token) return null
  const { docs } = await payload.find({ collection: 'restock-requests', where: { token: { equals: token } }, limit: 1, depth: 0, overrideAccess: true })
  const request = docs[0] as RestockRequest | undefined
  if (!request) return null
  if (action === 'confirm') {
    const confirmed = await conditionalUpdate(
      payload,
      'restock-requests',
      { and: [{ id: { equals: request.id } }, { status: { equals: 'pending' } }] },
      { status: 'confirmed', confirmedAt: now.toISOString(), updatedAt: now.toISOString() },
    )
    if (confirmed) whenBack(request.product, isSize(request.size) ? request.size : null)
    return confirmed ? 'confirmed' : await statusOf(payload, request.id)
  }
  const cancelled = await conditionalUpdate(
    payload,
    'restock-requests',
    { and: [{ id: { equals: request.id } }, { status: { in: ['pending', 'confirmed'] } }] },
    { status: 'cancelled', waitingKey: null, updatedAt: now.toISOString() },
  )
  return cancelled ? 'cancelled' : await statusOf(payload, request.id)
}

async function statusOf(payload: Payload, id: RestockRequest['id']): Promise<RestockRequest['status'] | null> {
  const { docs } = await payload.find({ collection: 'restock-requests', where: { id: { equals: id } }, limit: 1, depth: 0, overrideAccess: true })
  return (docs[0] as RestockRequest | undefined)?.status ?? null
}
