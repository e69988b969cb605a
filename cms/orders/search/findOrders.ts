import type { Payload } from 'payload'

import type { Order, Refund } from '../../payload-types'
import { orderAccount } from '../orderAccount'
import { localApiOrders, pageOf, type OrderPage, type OrderSource } from '../paging/findOrderPage'
import type { PageRequest } from '../paging/pageRequest'
import { type OrderFilters, orderFiltersWhere } from './orderFilters'
import { mongoOrderRows } from './mongoOrderRows'
import { sqliteOrderRows } from './sqliteOrderRows'

export type OrderReads = {
  /** Through Payload's Local API instead of the read beside it (FAST_PATHS=off; the test that compares the two). */
  localApi?: boolean
}

/** A page of the orders the filters of /admin/orders match, newest first, with their refunds. */
export function findOrders(payload: Payload, filters: OrderFilters, page: PageRequest, reads: OrderReads = {}): Promise<OrderPage> {
  return pageOf(orderSource(payload, filters, reads), page, {
    withRefunds: true,
    keep: filters.show === 'to-fulfil' ? hasSomethingToSend : undefined,
  })
}

/**
 * Where the lists' orders are read (decision 57): beside the Local API on either database, with
 * the same answers; through it when asked.
 */
function orderSource(payload: Payload, filters: OrderFilters, { localApi = false }: OrderReads): OrderSource {
  const database = payload.db.name === 'mongoose' ? 'mongodb' : 'sqlite'
  if (localApi) return localApiOrders(payload, orderFiltersWhere(filters, database))
  return database === 'sqlite' ? sqliteOrderRows(payload, filters) : mongoOrderRows(payload, filters)
}

/** Every order the filters match, a page at a time (the CSV export: memory stays one page). */
export async function* eachOrderPage(payload: Payload, filters: OrderFilters, reads: OrderReads = {}, pageSize = 200): AsyncGenerator<OrderPage> {
  let page = await findOrders(payload, filters, { limit: pageSize, cursor: null }, reads)
  yield page
  while (page.nextCursor) {
    const last = page.orders[page.orders.length - 1]
    page = await findOrders(payload, filters, { limit: pageSize, cursor: { createdAt: last.createdAt, id: String(last.id) } }, reads)
    yield page
  }
}

function hasSomethingToSend(order: Order, refunds: readonly Refund[]): boolean {
  return orderAccount(order, refunds).fulfilment === 'to-send'
}
