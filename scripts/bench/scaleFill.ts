/**
 * Fills a shop's database with years of orders for `npm run bench -- --scale` (issue 30), through
 * Payload's Local API, as the checkout stores a real order (cms/checkout/writeOrder.ts: the same
 * collection, fields, hooks and access token), in transactions of BATCH orders instead of one
 * HTTP purchase each. Run by the bench in a process of its own, on the shop's database while the
 * shop is stopped:
 *
 *   tsx --conditions=production scripts/bench/scaleFill.ts <orders>   (DATABASE_URI etc. in the environment)
 *
 * The orders span three years up to now, oldest first, so that the list, the summary's month and
 * year and the CSV meet what a shop in its third year holds: most fulfilled, the last fortnight's
 * partly still to fulfil or in the mail, about 2 % cancelled and 2 % refunded (each with its refund
 * record, as /admin/orders writes it), 3 % partly refunded, a fifth shipped out of town, a third
 * by signed-in customers, a few in demo mode from the shop's first week, one to three lines each.
 * What is left out, because no read the bench measures looks at it: stock claims and the stock
 * ledger's history (no unit is taken from stock), the receipts' mail (`skipOrderMail`), promotions.
 * Deterministic (a seeded generator): two fills of the same size hold the same orders.
 */
import { commitTransaction, createLocalReq, getPayload, initTransaction, type Payload, type PayloadRequest } from 'payload'

import type { Order } from '@cms/payload-types'
import { computeTotals, type DeliveryMethod } from '@shared/money'

const BATCH = 500
const DAY_MS = 86_400_000
const SPAN_MS = 3 * 365 * DAY_MS
const FIRST_NAMES = ['Ana', 'Marcus', 'Keisha', 'Luis', 'Grace', 'Devon', 'Maria', 'Omar', 'Tanya', 'Kareem', 'Shanice', 'Pedro', 'Aaliyah', 'Winston', 'Carmen', 'Jamal']
const LAST_NAMES = ['Christian', 'Hodge', 'Smith', 'Francis', 'Thomas', 'Joseph', 'Williams', 'Lettsome', 'Petersen', 'Gumbs', 'Benjamin', 'Richardson', 'Samuel', 'Mills']

const count = Number(process.argv[2])
if (!Number.isInteger(count) || count < 1) throw new Error('Usage: scaleFill.ts <orders>')

const { default: config } = await import('../../cms/payload.config')
const payload = await getPayload({ config })
const started = performance.now()
const placed = await fillOrders(payload, count)
console.log(`filled ${placed.orders} orders (${placed.refunds} refunds) in ${((performance.now() - started) / 1000).toFixed(1)} s`)
await payload.destroy()
process.exit(0)

async function fillOrders(payload: Payload, total: number): Promise<{ orders: number; refunds: number }> {
  const random = seeded(30_000)
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)]
  const { docs: products } = await payload.find({ collection: 'products', pagination: false, depth: 0, overrideAccess: true, select: { name: true, price: true, stock: true } })
  if (products.length === 0) throw new Error('scaleFill: add the products first')
  const { docs: users } = await payload.find({ collection: 'users', pagination: false, depth: 0, overrideAccess: true, select: { email: true, isAdmin: true } })
  const customers = users.filter((user) => !user.isAdmin)
  const now = Date.now()
  let refunds = 0
  for (let first = 0; first < total; first += BATCH) {
    const req = await createLocalReq({ context: { skipOrderMail: true } }, payload)
    await initTransaction(req)
    for (let n = first; n < Math.min(total, first + BATCH); n += 1) {
      // Evenly over three years, oldest first, with a little jitter; the newest a minute ago.
      const createdAtMs = now - 60_000 - SPAN_MS + Math.round(((n + random() * 0.9) / total) * SPAN_MS)
      const ageDays = (now - createdAtMs) / DAY_MS
      const lines = Array.from({ length: 1 + Math.floor(random() * random() * 3) }, () => {
        const product = pick(products)
        const sizes = (product.stock ?? []).map((row) => row.size)
        return { product: String(product.id), productName: product.name, size: sizes.length ? pick(sizes) : null, quantity: 1 + Math.floor(random() * random() * 3), priceCents: Math.round(product.price * 100) }
      })
      const deliveryMethod: DeliveryMethod = random() < 0.2 ? 'out-of-town' : 'in-town'
      const totals = computeTotals(lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0), deliveryMethod)
      const customer = customers.length && random() < 0.33 ? pick(customers) : null
      const name = `${pick(FIRST_NAMES)} ${pick(LAST_NAMES)}`
      const email = customer?.email ?? `${name.toLowerCase().replace(' ', '.')}${n % 997}@example.org`
      const fate = random()
      const status: Order['status'] = fate < 0.02 ? 'cancelled' : fate < 0.04 ? 'refunded' : ageDays < 14 && fate < 0.45 ? 'completed' : deliveryMethod === 'out-of-town' && ageDays < 14 && fate < 0.6 ? 'shipped' : 'fulfilled'
      const partlyRefunded = status === 'fulfilled' && fate > 0.97
      const at = (days: number) => new Date(Math.min(now - 1000, createdAtMs + days * DAY_MS)).toISOString()
      const refundCents = status === 'cancelled' || status === 'refunded' ? totals.totalCents : partlyRefunded ? lines[0].priceCents : 0
      const order = await payload.create({
        collection: 'orders',
        data: {
          createdAt: new Date(createdAtMs).toISOString(),
          status,
          demo: n < 40,
          user: customer ? String(customer.id) : null,
          customerName: name,
          customerEmail: email,
          customerPhone: `340-555-${String(1000 + (n % 9000)).padStart(4, '0')}`,
          deliveryMethod,
          shippingAddress: deliveryMethod === 'out-of-town' ? `${1 + (n % 200)} Rescue Road\nMiami, FL 33101` : null,
          ...totals,
          paymentIntentId: `pi_scale_${n}`,
          refundedCents: refundCents,
          fulfilledAt: status === 'fulfilled' ? at(1 + random() * 3) : null,
          shippedAt: status === 'shipped' || (status === 'fulfilled' && deliveryMethod === 'out-of-town') ? at(1) : null,
          carrier: deliveryMethod === 'out-of-town' && (status === 'shipped' || status === 'fulfilled') ? 'usps' : null,
          trackingNumber: deliveryMethod === 'out-of-town' && (status === 'shipped' || status === 'fulfilled') ? `9400${String(n).padStart(18, '0')}` : null,
          refundedAt: status === 'refunded' || partlyRefunded ? at(5) : null,
          cancelledAt: status === 'cancelled' ? at(0.2) : null,
          cancelReason: status === 'cancelled' ? 'Asked by the buyer' : null,
          items: lines.map((line) => ({ ...line, restockedQuantity: status === 'cancelled' ? line.quantity : 0 })),
        },
        depth: 0,
        overrideAccess: true,
        context: { skipOrderMail: true },
        req,
      })
      if (refundCents > 0) {
        refunds += 1
        await payload.create({
          collection: 'refunds',
          data: {
            createdAt: status === 'cancelled' ? at(0.2) : at(5),
            order: order.id,
            refundId: `re_scale_${n}`,
            amountCents: refundCents,
            status: 'succeeded',
            source: status === 'cancelled' ? 'cancel' : 'admin',
            reason: status === 'cancelled' ? 'Asked by the buyer' : 'Damaged in the mail',
          },
          depth: 0,
          overrideAccess: true,
          req,
        })
      }
    }
    await commitTransaction(req as PayloadRequest)
    if ((first / BATCH) % 10 === 9) console.log(`  ${first + BATCH} orders…`)
  }
  return { orders: total, refunds }
}

/** A small deterministic generator (mulberry32). */
function seeded(seed: number): () => number {
  let state = seed
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
