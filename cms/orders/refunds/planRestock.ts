import { isSize } from '@shared/sizes'
import { relationId } from '../../db/ids'
import { badRequest } from '../../http/errors'
import type { Order } from '../../payload-types'
import type { ReturnLine } from '../../stock/stockLedger'
import type { RestockRequest } from './refundSchemas'

type Item = NonNullable<Order['items']>[number]

const left = (item: Item) => Math.max(0, item.quantity - (item.restockedQuantity ?? 0))

/**
 * The units a refund or cancellation puts back on sale, per order line. Never more than the line
 * has left to return; a line whose product was deleted has nowhere to go back to: `all` skips
 * it, naming it is refused.
 */
export function planRestock(order: Pick<Order, 'items'>, request: RestockRequest): ReturnLine[] {
  if (!request) return []
  const items = order.items ?? []
  if ('all' in request) {
    return items.flatMap((item) => (item.id && relationId(item.product) && left(item) > 0 ? [returnLine(item, left(item))] : []))
  }
  const seen = new Set<string>()
  return request.items.map(({ itemId, quantity }) => {
    if (seen.has(itemId)) throw badRequest(`Line ${itemId} is listed twice in restockItems`)
    seen.add(itemId)
    const item = items.find((candidate) => candidate.id === itemId)
    if (!item) throw badRequest(`This order has no line ${itemId}`)
    if (!relationId(item.product)) throw badRequest(`${item.productName} is no longer in the shop: its units cannot go back on sale`)
    const available = left(item)
    if (available === 0) throw badRequest(`All ${item.quantity} of ${describe(item)} are back in stock already`)
    const wanted = quantity ?? available
    if (wanted > available) throw badRequest(`Only ${available} of ${describe(item)} can go back in stock`)
    return returnLine(item, wanted)
  })
}

function returnLine(item: Item, quantity: number): ReturnLine {
  return {
    itemId: item.id!,
    productId: relationId(item.product),
    size: isSize(item.size) ? item.size : null,
    quantity,
    alreadyReturned: item.restockedQuantity ?? 0,
  }
}

function describe(item: Item): string {
  return item.size ? `${item.productName} (${item.size})` : item.productName
}
