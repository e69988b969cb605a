import type { Payload } from 'payload'

import type { Size } from '@shared/sizes'
import { conditionalUpdate } from '../db/conditionalUpdate'
import { queueMail } from '../mail/queueMail'
import { readMailContext } from '../mail/readMailContext'
import { restockNoticeMail } from '../mail/templates/restockMails'
import type { RestockRequest } from '../payload-types'
import { unitsOnSale } from './unitsOnSale'

/**
 * A size (or a product without sizes) is back: each confirmed request for it gets its one e-mail,
 * queued in the outbox, and is done. Exactly once per request, whoever calls this and however often
 * (the process that restocked it, the sweep of another process, a confirmation): the message's outbox
 * id is made from the request's id, so the database refuses a second one; then the request is marked
 * told. A hidden or deleted product tells nobody (its requests wait). `onlyOnSale`: only while the size
 * has units now (a size the ledger just saw come back is told without looking again). Answers how many were told.
 */
export async function notifyWaiting(payload: Payload, productId: string, size: Size | null, { onlyOnSale = false, now = new Date() } = {}): Promise<number> {
  const product = await payload.findByID({
    collection: 'products',
    id: productId,
    depth: 0,
    select: { name: true, hidden: true, stock: true, stockCount: true },
    overrideAccess: true,
    disableErrors: true,
  })
  if (!product || product.hidden) return 0
  if (onlyOnSale && !((unitsOnSale(product, size) ?? 0) > 0)) return 0
  const { docs } = await payload.find({
    collection: 'restock-requests',
    where: { and: [{ product: { equals: productId } }, { status: { equals: 'confirmed' } }, size === null ? { size: { exists: false } } : { size: { equals: size } }] },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  if (docs.length === 0) return 0
  const mail = restockNoticeMail({ productId, productName: product.name, size }, await readMailContext(payload))
  let told = 0
  for (const request of docs as RestockRequest[]) {
    await queueMail(payload, { kind: 'restock-notice', to: request.email, ...mail, onceKey: `restock-notice:${request.id}` })
    const done = await conditionalUpdate(
      payload,
      'restock-requests',
      { and: [{ id: { equals: request.id } }, { status: { equals: 'confirmed' } }] },
      { status: 'notified', notifiedAt: now.toISOString(), waitingKey: null, updatedAt: now.toISOString() },
    )
    if (done) told += 1
  }
  return told
}
