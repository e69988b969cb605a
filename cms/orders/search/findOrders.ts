import type { Payload } from 'payload'

import type { Order, Refund } from '../../payload-types'
import { orderAccount } from '../orderAccount'
import { findOrderPage, type OrderPage } from '../paging/findOrderPage'
import type { PageRequest } from '../paging/pageRequest'
import { type OrderFilters, orderFiltersWhere } from './orderFilters'

/** A page of the orders the filters of /admin/orders match, newest first, with their refunds. */
export function findOrders(payload: Payload, filters: OrderFilters, page: PageRequest): Promise<OrderPage> {
  return findOrderPage(payload, orderFiltersWhere(filters, payload.db.name === 'mongoose' ? 'mongodb' : 'sqlite'), page, {
    withRefunds: true,
    keep: filters.show === 'to-fulfil' ? hasSomethingToSend : undefined,
  })
}

/** Every order the filters match, a page at a time (the CSV export: memory stays one page). */
export async function* eachOrderPage(payload: Payload, filters: OrderFilters, pageSize = 200): AsyncGenerator<OrderPage> {
  let page = await findOrders(payload, filters, { limit: pageSize, cursor: null })
  yield page
  while (page.nextCursor) {
    const last = page.orders[page.orders.length - 1]
    page = await findOrders(payload, filters, { limit: pageSize, cursor: { createdAt: last.createdAt, id: String(last.id) } })
    yield page
  }
}

function hasSomethingToSend(order: Order, refunds: readonly Refund[]): boolean {
  return orderAccount(order, refunds).fulfilment === 'to-send'
}
