import type { Payload, Where } from 'payload'

import type { ApiRestockWaiting } from '@shared/restockRequests'
import { isSize } from '@shared/sizes'

/** Confirmed "notify me" requests per product and size (only those waiting: a request is done once told). */
export async function restockWaiting(payload: Payload, productId?: string): Promise<Map<string, ApiRestockWaiting>> {
  const where: Where = productId ? { and: [{ status: { equals: 'confirmed' } }, { product: { equals: productId } }] } : { status: { equals: 'confirmed' } }
  const { docs } = await payload.find({ collection: 'restock-requests', where, pagination: false, depth: 0, select: { product: true, size: true }, overrideAccess: true })
  const byProduct = new Map<string, ApiRestockWaiting>()
  for (const doc of docs) {
    const size = isSize(doc.size) ? doc.size : null
    const waiting = byProduct.get(doc.product) ?? []
    const row = waiting.find((candidate) => candidate.size === size)
    if (row) row.count += 1
    else waiting.push({ size, count: 1 })
    byProduct.set(doc.product, waiting)
  }
  return byProduct
}
