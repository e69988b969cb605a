import type { Payload } from 'payload'

import { ownedBy } from '../access/ownedBy'
import { findOrderPage, type OrderPage } from '../orders/paging/findOrderPage'
import type { PageRequest } from '../orders/paging/pageRequest'

/** A page of the customer's own orders, newest first. */
export function ownOrders(payload: Payload, userId: string | number, page: PageRequest): Promise<OrderPage> {
  return findOrderPage(payload, ownedBy(userId), page)
}
