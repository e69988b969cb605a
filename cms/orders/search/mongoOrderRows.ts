import type { Payload } from 'payload'

import { mongooseModel } from '../../db/drivers'
import type { Order, Refund } from '../../payload-types'
import type { OrderCursor } from '../paging/orderCursor'
import type { OrderSource } from '../paging/findOrderPage'
import { orderDateRange, orderSearchTerms, type OrderFilters } from './orderFilters'

type Doc = Record<string, unknown>
type Model = { find(filter: Doc): { sort(order: Doc): { limit(n: number): { lean(): Promise<Doc[]> }; lean(): Promise<Doc[]> } } }

/**
 * The order lists' documents on MongoDB, read beside Payload's Local API (decision 57): the
 * collection's own Mongoose model, `lean()` (no Mongoose documents), the filters as Payload's
 * adapter writes `orderFiltersWhere` for MongoDB (ids as strings: the model casts them to
 * ObjectIds as it casts Payload's own queries), and each document made into what the Local API
 * answers at depth 0 (ids and dates as strings, `_id` as `id`, the fields' default values where a
 * document made before them lacks them, as Payload's `afterRead` fills them in).
 * cms/orders/search/mongoOrderRows.test.ts holds the filter and the documents to that.
 */
export function mongoOrderRows(payload: Payload, filters: OrderFilters): OrderSource {
  const orders = mongooseModel<Model>(payload, 'orders')
  const refunds = mongooseModel<Model>(payload, 'refunds')
  return {
    async orders(after, limit) {
      const docs = await orders.find(mongoOrderFilter(filters, after)).sort({ createdAt: -1, _id: -1 }).limit(limit).lean()
      return docs.map(orderFromMongo)
    },
    async refunds(orderIds) {
      if (orderIds.length === 0) return []
      const docs = await refunds.find({ order: { $in: orderIds } }).sort({ createdAt: 1 }).lean()
      return docs.map(refundFromMongo)
    },
  }
}

const escapeRegExp = (text: string) => text.replace(/[\\^$*+?.()|[\]{}]/g, '\\$&')
/** Payload's `like` on MongoDB: every space-separated word, anywhere, any case. */
const like = (path: string, text: string): Doc => ({ $and: text.split(' ').map((word) => ({ [path]: { $regex: escapeRegExp(word), $options: 'i' } })) })

/** orderFiltersWhere for MongoDB, and the keyset after the cursor (decision 37), as one filter. */
export function mongoOrderFilter(filters: OrderFilters, after: OrderCursor | null): Doc {
  const and: Doc[] = []
  if (filters.status) and.push({ status: { $eq: filters.status } })
  if (filters.show === 'to-fulfil') and.push({ status: { $eq: 'completed' } })
  const { from, before } = orderDateRange(filters)
  if (from) and.push({ createdAt: { $gte: from } })
  if (before) and.push({ createdAt: { $lt: before } })
  const terms = orderSearchTerms(filters.q)
  if (terms) {
    const or = [like('customerName', terms.text), like('customerEmail', terms.text)]
    if (terms.number !== null && /^[0-9a-f]{1,24}$/.test(terms.number)) {
      or.push({ _id: { $gte: terms.number.padEnd(24, '0'), $lte: terms.number.padEnd(24, 'f') } })
    }
    and.push({ $or: or })
  }
  if (after) {
    const at = new Date(after.createdAt)
    // A cursor's id that is no ObjectId (another database's) matches nothing after it.
    const id = /^[0-9a-f]{24}$/i.test(after.id) ? after.id.toLowerCase() : null
    and.push({ $or: [{ createdAt: { $lt: at } }, ...(id ? [{ createdAt: { $eq: at }, _id: { $lt: id } }] : [])] })
  }
  return and.length > 0 ? { $and: and } : {}
}

const idOf = (value: unknown) => (value === null || value === undefined ? null : String(value))
const dateOf = (value: unknown) => (value instanceof Date ? value.toISOString() : typeof value === 'string' ? new Date(value).toISOString() : null)
/** A field's value, or its default where the document lacks it (Payload's afterRead), else null. */
const or = <T>(value: unknown, fallback: T) => (value === undefined ? fallback : (value as T))

/** A lean order document as the Local API answers it at depth 0. */
export function orderFromMongo(doc: Doc): Order {
  const { _id, __v: _version, user, items, createdAt, updatedAt, fulfilledAt, shippedAt, refundedAt, cancelledAt, ...fields } = doc
  return {
    ...(fields as unknown as Order),
    id: String(_id),
    status: or(fields.status, 'completed'),
    demo: or(fields.demo, false),
    donationCents: or(fields.donationCents, 0),
    feeIsContribution: or(fields.feeIsContribution, false),
    discountCents: or(fields.discountCents, 0),
    promotionReturned: or(fields.promotionReturned, false),
    refundedCents: or(fields.refundedCents, 0),
    user: idOf(user),
    items: ((items as Doc[] | undefined) ?? []).map(({ _id: _line, product, ...line }) => ({
      ...(line as unknown as Order['items'][number]),
      product: idOf(product),
      restockedQuantity: or(line.restockedQuantity, 0),
    })),
    fulfilledAt: dateOf(fulfilledAt),
    shippedAt: dateOf(shippedAt),
    refundedAt: dateOf(refundedAt),
    cancelledAt: dateOf(cancelledAt),
    createdAt: dateOf(createdAt)!,
    updatedAt: dateOf(updatedAt)!,
  }
}

/** A lean refund document as the Local API answers it at depth 0. */
export function refundFromMongo(doc: Doc): Refund {
  const { _id, __v: _version, order, requestedBy, createdAt, updatedAt, ...fields } = doc
  return {
    ...(fields as unknown as Refund),
    id: String(_id),
    order: String(order),
    requestedBy: idOf(requestedBy),
    createdAt: dateOf(createdAt)!,
    updatedAt: dateOf(updatedAt)!,
  }
}
