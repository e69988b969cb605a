import type { Payload, Where } from 'payload'

import type { Order, Refund } from '../../payload-types'
import { refundsByOrder, refundsOf } from '../refunds/refundRecords'
import { afterCursorWhere, encodeOrderCursor, ORDER_LIST_SORT } from './orderCursor'
import type { PageRequest } from './pageRequest'

export type OrderPage = {
  orders: Order[]
  /** Each order's refund records (oldest first), when asked for. */
  refunds: Map<string, Refund[]>
  /** Where the next page starts, or null when this was the last one. */
  nextCursor: string | null
}

type Options = {
  /** Read the orders' refund records too (for their account). */
  withRefunds?: boolean
  /** Keeps only the orders this accepts (a test the database cannot make), reading on until the page is full. */
  keep?: (order: Order, refunds: readonly Refund[]) => boolean
}

/**
 * One page of the orders `where` matches, newest first, after the cursor (decision 37). Reads one
 * order more than the page to know whether another page follows, so the last page says so
 * (`nextCursor` null) instead of an empty page after it.
 */
export async function findOrderPage(payload: Payload, where: Where, { limit, cursor }: PageRequest, options: Options = {}): Promise<OrderPage> {
  const found: Order[] = []
  const refunds = new Map<string, Refund[]>()
  const wantRefunds = options.withRefunds === true || options.keep !== undefined
  let after = cursor
  for (;;) {
    const want = limit + 1 - found.length
    const { docs } = await payload.find({
      collection: 'orders',
      where: after ? { and: [where, afterCursorWhere(after)] } : where,
      sort: ORDER_LIST_SORT,
      limit: want,
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    const grouped = wantRefunds ? refundsByOrder(await refundsOf(payload, docs.map((order) => order.id))) : new Map<string, Refund[]>()
    for (const order of docs) {
      const own = grouped.get(String(order.id)) ?? []
      if (options.keep && !options.keep(order, own)) continue
      found.push(order)
      if (wantRefunds) refunds.set(String(order.id), own)
    }
    const last = docs.at(-1)
    if (docs.length < want || found.length > limit || !last) break
    after = { createdAt: last.createdAt, id: String(last.id) }
  }
  const more = found.length > limit
  const orders = found.slice(0, limit)
  return { orders, refunds, nextCursor: more ? encodeOrderCursor(orders[orders.length - 1]) : null }
}
