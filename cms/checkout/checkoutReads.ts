import { asc, eq, sql } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'

import { sqliteDrizzle } from '../db/drivers'
import type { DemoPaymentIntent, Order, Product } from '../payload-types'

/** What pricing and the stock checks read of a product (cms/checkout/priceLines.ts, cms/cart/checkLine.ts). */
export type PricingProduct = Pick<Product, 'id' | 'name' | 'price' | 'fairMarketValue' | 'hidden' | 'stockCount' | 'stock'>

/**
 * The reads every purchase makes: its products (priced at the intent and again at the order), the
 * order a payment may already have, and the demo payment itself (at the Pay button and at the
 * order). Through Payload's Local API each costs 0.5–1.2 ms of CPU, nearly all of it building the
 * query (drizzle's query builders, Payload's operation and field traversal); the SQL itself takes
 * about 15 µs. On SQLite they are drizzle statements on Payload's own tables, built once and kept
 * prepared (decision 19); on MongoDB the Local API answers as before. Same answers either way:
 * tests/support/checkoutReadsAgree.ts compares them with the Local API's.
 */
export type CheckoutReads = {
  /** The products with these ids that exist, as the database holds them now (no cache). */
  productsForPricing(ids: string[]): Promise<PricingProduct[]>
  /** The order made for this payment, if any. */
  orderByIntent(paymentIntentId: string): Promise<Order | null>
  demoIntent(intentId: string): Promise<DemoPaymentIntent | null>
}

const readsOf = new WeakMap<Payload, CheckoutReads>()

export function checkoutReads(payload: Payload): CheckoutReads {
  let reads = readsOf.get(payload)
  if (!reads) {
    reads = payload.db.name === 'sqlite' ? preparedReads(payload) : localApiReads(payload)
    readsOf.set(payload, reads)
  }
  return reads
}

function localApiReads(payload: Payload): CheckoutReads {
  return {
    async productsForPricing(ids) {
      const { docs } = await payload.find({ collection: 'products', where: { id: { in: ids } }, pagination: false, depth: 0, overrideAccess: true })
      return docs
    },
    orderByIntent: (paymentIntentId) => orderByIntentFromLocalApi(payload, paymentIntentId),
    async demoIntent(intentId) {
      // One document by a unique key: no page count.
      const { docs } = await payload.find({ collection: 'demo-payment-intents', where: { intentId: { equals: intentId } }, limit: 1, pagination: false, depth: 0, overrideAccess: true })
      return docs[0] ?? null
    },
  }
}

async function orderByIntentFromLocalApi(payload: Payload, paymentIntentId: string): Promise<Order | null> {
  const { docs } = await payload.find({
    collection: 'orders',
    where: { paymentIntentId: { equals: paymentIntentId } },
    limit: 1,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

type Row = Record<string, unknown>
type Prepared = { all(values: Record<string, unknown>): Promise<Row[]> }
type Table = Record<string, unknown>
type Drizzle = {
  select(fields?: Record<string, unknown>): {
    from(table: Table): { where(condition: unknown): { orderBy(...order: unknown[]): { prepare(): Prepared }; limit(n: number): { prepare(): Prepared } } }
  }
}

function preparedReads(payload: Payload): CheckoutReads {
  const { drizzle, tables } = sqliteDrizzle<Drizzle, Record<string, never>>(payload)
  const { products, products_stock: stockRows, orders, demo_payment_intents: demoIntents } = tables
  const product = drizzle
    .select({ id: products.id, name: products.name, price: products.price, fairMarketValue: products.fairMarketValue, hidden: products.hidden, stockCount: products.stockCount })
    .from(products)
    .where(eq(products.id, sql.placeholder('id')))
    .limit(1)
    .prepare()
  const stock = drizzle
    .select({ id: stockRows.id, size: stockRows.size, quantity: stockRows.quantity })
    .from(stockRows)
    .where(eq(stockRows._parentID, sql.placeholder('id')))
    .orderBy(asc(stockRows._order))
    .prepare()
  const orderId = drizzle.select({ id: orders.id }).from(orders).where(eq(orders.paymentIntentId, sql.placeholder('intent'))).limit(1).prepare()
  const demoIntent = drizzle.select().from(demoIntents).where(eq(demoIntents.intentId, sql.placeholder('intent'))).limit(1).prepare()

  return {
    async productsForPricing(ids) {
      const found: PricingProduct[] = []
      // A cart has a few lines: one prepared lookup each beats building an `IN (…)` query.
      for (const id of ids) {
        const [row] = await product.all({ id })
        if (row) found.push({ ...(row as PricingProduct), stock: (await stock.all({ id })) as PricingProduct['stock'] })
      }
      return found
    },
    async orderByIntent(paymentIntentId) {
      // Nearly every call finds none (it is the check before an order is made): only an order that
      // exists is read whole, through the Local API.
      const [row] = await orderId.all({ intent: paymentIntentId })
      return row ? orderByIntentFromLocalApi(payload, paymentIntentId) : null
    },
    async demoIntent(intentId) {
      const [row] = await demoIntent.all({ intent: intentId })
      return (row as unknown as DemoPaymentIntent | undefined) ?? null
    },
  }
}
