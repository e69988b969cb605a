import type { InValue } from '@libsql/client'
import type { Payload } from 'payload'

import { sqliteClient } from '../../db/drivers'
import type { Order, Refund } from '../../payload-types'
import type { OrderSource } from '../paging/findOrderPage'
import { orderDateRange, orderSearchTerms, type OrderFilters } from './orderFilters'

type Row = Record<string, unknown>

/**
 * The order lists' rows on SQLite, read beside Payload's Local API (decision 57): one statement on
 * Payload's own tables for a page of orders (the filters of `orderFiltersWhere`, the keyset of
 * decision 37, over the `created_at` and `(status, created_at)` indexes), one for their lines and
 * one for their refunds, each row made into the document the Local API answers at depth 0 (the
 * columns as its drizzle adapter maps them: dates as ISO strings, checkboxes as booleans, JSON
 * parsed). Through the Local API a page of 50 cost 20–50 ms of CPU, nearly all of it per document
 * (query building, `afterRead` over every field); a CSV of 30,000 orders 12 s. Same answers:
 * tests/api/orderLists.test.ts compares both ways on a varied set of orders.
 */
export function sqliteOrderRows(payload: Payload, filters: OrderFilters): OrderSource {
  const client = sqliteClient(payload)
  const { sql: where, args } = filtersSql(filters)
  return {
    async orders(after, limit) {
      const conditions = [...where, ...(after ? ['created_at <= ?', '(created_at < ? OR id < ?)'] : [])]
      const { rows } = await client.execute({
        sql: `SELECT ${ORDER_JSON} AS doc FROM orders o ${conditions.length ? `WHERE ${conditions.join(' AND ')}` : ''} ORDER BY created_at DESC, id DESC LIMIT ?`,
        args: [...args, ...(after ? [after.createdAt, after.createdAt, after.id] : []), limit],
      })
      return rows.map((row) => order(JSON.parse(String(row.doc)) as Row))
    },
    async refunds(orderIds) {
      if (orderIds.length === 0) return []
      const { rows } = await client.execute({ sql: `SELECT ${REFUND_JSON} AS doc FROM refunds r WHERE order_id IN (${orderIds.map(() => '?').join(',')}) ORDER BY created_at`, args: orderIds })
      return rows.map((row) => refund(JSON.parse(String(row.doc)) as Row))
    },
  }
}

/**
 * Each row as one JSON text made by SQLite, keyed as the document's fields: a row of 34 columns
 * read through libsql costs far more (a BigInt per number, a property defined per column) than one
 * string given to `JSON.parse`.
 */
const json = (fields: Record<string, string>) => `json_object(${Object.entries(fields).map(([key, column]) => `'${key}', ${column}`).join(', ')})`
const ORDER_LINE_FIELDS = {
  id: 'i.id',
  product: 'i.product_id',
  productName: 'i.product_name',
  size: 'i.size',
  quantity: 'i.quantity',
  priceCents: 'i.price_cents',
  valueCents: 'i.value_cents',
  restockedQuantity: 'i.restocked_quantity',
}
const ORDER_JSON = json({
  id: 'o.id',
  status: 'o.status',
  demo: 'o.demo',
  user: 'o.user_id',
  customerName: 'o.customer_name',
  customerEmail: 'o.customer_email',
  customerPhone: 'o.customer_phone',
  deliveryMethod: 'o.delivery_method',
  shippingAddress: 'o.shipping_address',
  subtotalCents: 'o.subtotal_cents',
  shippingCents: 'o.shipping_cents',
  donationCents: 'o.donation_cents',
  feeCents: 'o.fee_cents',
  feeIsContribution: 'o.fee_is_contribution',
  totalCents: 'o.total_cents',
  promoCode: 'o.promo_code',
  discountCents: 'o.discount_cents',
  shippingDiscountCents: 'o.shipping_discount_cents',
  promotionId: 'o.promotion_id',
  promotionEmail: 'o.promotion_email',
  promotionReturned: 'o.promotion_returned',
  refundedCents: 'o.refunded_cents',
  paymentIntentId: 'o.payment_intent_id',
  // The lines in their order (an aggregate's ORDER BY: SQLite 3.44 and later).
  items: `(SELECT json_group_array(${json(ORDER_LINE_FIELDS)} ORDER BY i._order) FROM orders_items i WHERE i._parent_id = o.id)`,
  fulfilledAt: 'o.fulfilled_at',
  shippedAt: 'o.shipped_at',
  carrier: 'o.carrier',
  trackingNumber: 'o.tracking_number',
  note: 'o.note',
  refundedAt: 'o.refunded_at',
  cancelledAt: 'o.cancelled_at',
  cancelReason: 'o.cancel_reason',
  accessToken: 'o.access_token',
  updatedAt: 'o.updated_at',
  createdAt: 'o.created_at',
})
const REFUND_JSON = json({
  id: 'r.id',
  order: 'r.order_id',
  refundId: 'r.refund_id',
  amountCents: 'r.amount_cents',
  status: 'r.status',
  source: 'r.source',
  reason: 'r.reason',
  requestKey: 'r.request_key',
  requestHash: 'r.request_hash',
  requestedBy: 'r.requested_by_id',
  // JSON fields: stored as text, answered parsed.
  restocked: 'json(r.restocked)',
  lines: 'json(r.lines)',
  updatedAt: 'r.updated_at',
  createdAt: 'r.created_at',
})

/** orderFiltersWhere's conditions in SQL, as Payload's SQLite adapter writes them (`like`: every space-separated word, `%word%`). */
function filtersSql(filters: OrderFilters): { sql: string[]; args: InValue[] } {
  const sql: string[] = []
  const args: InValue[] = []
  const add = (condition: string, ...values: InValue[]) => {
    sql.push(condition)
    args.push(...values)
  }
  if (filters.status) add('status = ?', filters.status)
  if (filters.show === 'to-fulfil') add("status = 'completed'")
  const { from, before } = orderDateRange(filters)
  if (from) add('created_at >= ?', from.toISOString())
  if (before) add('created_at < ?', before.toISOString())
  const terms = orderSearchTerms(filters.q)
  if (terms) {
    const like = (column: string, text: string) => {
      const words = text.split(' ')
      args.push(...words.map((word) => `%${word}%`))
      return `(${words.map(() => `${column} LIKE ?`).join(' AND ')})`
    }
    const or = [like('customer_name', terms.text), like('customer_email', terms.text)]
    if (terms.number !== null) or.push(like('id', terms.number))
    sql.push(`(${or.join(' OR ')})`)
  }
  return { sql, args }
}

const flag = (value: unknown) => (value === null || value === undefined ? null : Boolean(value))
/** Payload's adapter answers a date as `new Date(text).toISOString()`: the same text when stored so. */
const date = (value: unknown) => (typeof value !== 'string' ? null : ISO.test(value) ? value : new Date(value).toISOString())
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/

function order(doc: Row): Order {
  const fields = doc as unknown as Order
  return {
    ...fields,
    demo: flag(doc.demo),
    feeIsContribution: flag(doc.feeIsContribution),
    promotionReturned: flag(doc.promotionReturned),
    items: (doc.items as Order['items'] | null) ?? [],
    fulfilledAt: date(doc.fulfilledAt),
    shippedAt: date(doc.shippedAt),
    refundedAt: date(doc.refundedAt),
    cancelledAt: date(doc.cancelledAt),
    updatedAt: date(doc.updatedAt)!,
    createdAt: date(doc.createdAt)!,
  }
}

function refund(doc: Row): Refund {
  return { ...(doc as unknown as Refund), updatedAt: date(doc.updatedAt)!, createdAt: date(doc.createdAt)! }
}
