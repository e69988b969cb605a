import type { Payload, Where } from 'payload'

import type { Order, Refund } from '../../payload-types'
import { refundsByOrder, refundsOf } from '../refunds/refundRecords'
import { afterCursorWhere, encodeOrderCursor, type OrderCursor, ORDER_LIST_SORT } from './orderCursor'
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
 * Where a page's orders come from: up to `limit` orders after the cursor, newest first (then the
 * greater id first), as Payload's Local API answers them at depth 0; and orders' refund records,
 * oldest first. The Local API's own (below), or a read beside it that answers the same (decision 57).
 */
export type OrderSource = {
  orders(after: OrderCursor | null, limit: number): Promise<Order[]>
  refunds(orderIds: string[]): Promise<Refund[]>
}

/** The orders `where` matches, through Payload's Local API. */
export function localApiOrders(payload: Payload, where: Where): OrderSource {
  return {
    async orders(after, limit) {
      const { docs } = await payload.find({
        collection: 'orders',
        where: after ? { and: [where, afterCursorWhere(after)] } : where,
        sort: ORDER_LIST_SORT,
        limit,
        pagination: false,
        depth: 0,
        overrideAccess: true,
      })
      return docs
    },
    refunds: (orderIds) => refundsOf(payload, orderIds),
  }
}

/**
 * One page of the orders `where` matches, newest first, after the cursor (decision 37). Reads one
 * order more than the page to know whether another page follows, so the last page says so
 * (`nextCursor` null) instead of an empty page after it.
 */
export function findOrderPage(payload: Payload, where: Where, page: PageRequest, options: Options = {}): Promise<OrderPage> {
  return pageOf(localApiOrders(payload, where), page, options)
}

/** One page of a source's orders (see findOrderPage). */
export async function pageOf(source: OrderSource, { limit, cursor }: PageRequest, options: Options = {}): Promise<OrderPage> {
  const found: Order[] = []
  const refunds = new Map<string, Refund[]>()
  const wantRefunds = options.withRefunds === true || options.keep !== undefined
  let after = cursor
  for (;;) {
    const want = limit + 1 - found.length
    const docs = await source.orders(after, want)
    const grouped = wantRefunds && docs.length > 0 ? refundsByOrder(await source.refunds(docs.map((order) => String(order.id)))) : new Map<string, Refund[]>()
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
