/**
 * The checkout's prepared SQLite reads (cms/checkout/checkoutReads.ts) against Payload's Local API
 * on the same database: products of every kind, a demo payment through its whole life, an order.
 * Prints one line `AGREE {…}` with both answers of each read. Run by cms/checkout/checkoutReads.test.ts:
 *   NODE_ENV=production DATABASE_URI=file:<tmp>/shop.db node --conditions=production --import tsx tests/support/checkoutReadsAgree.ts
 */
import { getPayload, type Payload } from 'payload'

import { checkoutReads } from '@cms/checkout/checkoutReads'
import { createCheckoutIntent } from '@cms/checkout/createCheckoutIntent'
import { placeOrder } from '@cms/checkout/placeOrder'
import { prepareDatabase } from '@cms/db/prepareDatabase'
import { env } from '@cms/env'
import type { Product } from '@cms/payload-types'
import { DemoPaymentProvider } from '@cms/payments/demoPaymentProvider'
import { createStockLedger } from '@cms/stock/createStockLedger'
import { seedIfEmpty } from '../../seed/seedIfEmpty'

const { default: config } = await import('../../cms/payload.config')
const payload: Payload = await getPayload({ config })
await prepareDatabase(payload, env())
await seedIfEmpty(payload)
const reads = checkoutReads(payload)
const localApi = { depth: 0, overrideAccess: true, pagination: false } as const

// The seed's products (sized, unsized, not counted), and one unsized, counted and hidden.
const seeded = await payload.find({ collection: 'products', ...localApi })
const hidden = await payload.create({
  collection: 'products',
  data: { name: 'Hidden mug', price: 12.5, image: seeded.docs[0].image, hidden: true, stockCount: 4 },
  ...localApi,
})
const ids = [...seeded.docs.map((doc) => String(doc.id)), String(hidden.id), '00000000-0000-4000-8000-000000000000']
const pricing = ({ id, name, price, hidden, stockCount, stock }: Product) => ({ id, name, price, hidden, stockCount, stock })
const products = {
  prepared: await reads.productsForPricing(ids),
  localApi: (await payload.find({ collection: 'products', where: { id: { in: ids } }, ...localApi })).docs.map(pricing),
}

// A demo payment: made, paid, turned into an order, partly refunded.
const payments = new DemoPaymentProvider(payload, (intentId) => reads.demoIntent(intentId))
const sized = seeded.docs.find((doc) => (doc.stock ?? []).length > 0)!
const { intent } = await createCheckoutIntent(payload, payments, {
  user: null,
  deliveryMethod: 'out-of-town',
  cartItems: [{ productId: String(sized.id), size: sized.stock![0].size, quantity: 1 }],
})
const demoIntent = async () => ({
  prepared: await reads.demoIntent(intent.id),
  localApi: (await payload.find({ collection: 'demo-payment-intents', where: { intentId: { equals: intent.id } }, limit: 1, ...localApi })).docs[0],
})
const created = await demoIntent()
await payments.confirm({
  paymentIntentId: intent.id,
  clientSecret: intent.clientSecret,
  billing: { name: 'Ana Buyer', email: 'ana@example.org', phone: '340-555-0100' },
  shippingAddress: '1 Main Street\nChristiansted, VI 00820',
})
const paid = await demoIntent()
const noOrderYet = await reads.orderByIntent(intent.id)
const { order } = await placeOrder({ payload, payments, stock: createStockLedger(payload) }, intent.id, { via: 'webhook' })
await payments.createRefund({ paymentIntentId: intent.id, amountCents: 500, idempotencyKey: 'part', metadata: {} })
const refunded = await demoIntent()
const orderByIntent = {
  prepared: await reads.orderByIntent(intent.id),
  localApi: (await payload.find({ collection: 'orders', where: { paymentIntentId: { equals: intent.id } }, limit: 1, ...localApi })).docs[0],
  placed: order,
}

console.log(`AGREE ${JSON.stringify({ products, demoIntent: { created, paid, refunded }, noOrderYet, unknownIntent: await reads.demoIntent('pi_demo_unknown'), orderByIntent })}`)
await payload.destroy()
process.exit(0)
