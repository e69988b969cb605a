import type { Payload } from 'payload'

import { isSize } from '@shared/sizes'
import { relationId } from '../../db/ids'
import type { Order } from '../../payload-types'

type Item = NonNullable<Order['items']>[number]

/** Whether an order line's units have a place to go back on sale now. */
export type UnitsCanGoBack = (item: Pick<Item, 'product' | 'size'>) => boolean

/**
 * Where the lines' units can go back on sale as the products stand now: a product still in the
 * database that still offers the line's size (or, for a line sold without a size, still has
 * none). A discontinued size has no count to add to, so a refund must not say its units went back.
 */
export async function unitsCanGoBack(payload: Payload, order: Pick<Order, 'items'>): Promise<UnitsCanGoBack> {
  const ids = [...new Set((order.items ?? []).map((item) => relationId(item.product)).filter((id): id is string => Boolean(id)))]
  if (ids.length === 0) return () => false
  const { docs } = await payload.find({ collection: 'products', where: { id: { in: ids } }, pagination: false, depth: 0, select: { stock: true }, overrideAccess: true })
  const sizesOf = new Map(docs.map((product) => [String(product.id), new Set((product.stock ?? []).map((row) => row.size))]))
  return (item) => {
    const sizes = sizesOf.get(relationId(item.product) ?? '')
    if (!sizes) return false
    return isSize(item.size) ? sizes.has(item.size) : sizes.size === 0
  }
}

/** Why a line's units cannot go back on sale although its product exists (said at the refund). */
export function noPlaceToGoBack(item: Pick<Item, 'productName' | 'size'>): string {
  return isSize(item.size)
    ? `${item.productName} (${item.size}): ${item.size} is no longer offered, so these units cannot go back on sale. Refund them without putting them back, or offer ${item.size} again first.`
    : `${item.productName} now comes in sizes, and these units were sold without one, so they cannot go back on sale. Refund them without putting them back, then add them to a size at /admin/products.`
}
