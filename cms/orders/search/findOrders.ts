import type { Payload } from 'payload'

import type { Order } from '../../payload-types'
import { type OrderFilters, orderFiltersWhere } from './orderFilters'

/** Newest first; every order the filters match (a small shop's list fits one answer). */
export async function findOrders(payload: Payload, filters: OrderFilters): Promise<Order[]> {
  const { docs } = await payload.find({
    collection: 'orders',
    where: orderFiltersWhere(filters, payload.db.name === 'mongoose' ? 'mongodb' : 'sqlite'),
    sort: '-createdAt',
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return docs
}
