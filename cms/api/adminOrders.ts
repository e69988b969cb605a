import { type Request, Router } from 'express'
import type { Payload } from 'payload'
import { z } from 'zod'

import type { ApiAdminOrdersPage, ApiOrderNote, ApiOrderTimeline } from '@shared/api'
import { ADMIN_SETTABLE_STATUSES, CARRIERS, NOTE_MAX_LENGTH } from '@shared/orderStatus'
import { withoutControlCharacters } from '@shared/plainText'
import { refundRequestSchema } from '@shared/refundRules'
import { SHOP_TIME_ZONE, shopDay } from '@shared/shopTime'
import { requireAdmin } from '../access/requireAdmin'
import type { OrderServices } from '../checkout/placeOrder'
import { badRequest } from '../http/errors'
import { sessionUser } from '../http/session'
import { parseBody } from '../http/validate'
import { cancelOrder } from '../orders/refunds/cancelOrder'
import { findOrder } from '../orders/refunds/findOrder'
import { refundOrder } from '../orders/refunds/refundOrder'
import { refundsOf } from '../orders/refunds/refundRecords'
import { cancelRequestSchema, idempotencyKeyOf, refundLinesRequestOf } from '../orders/refunds/refundSchemas'
import { findOrders } from '../orders/search/findOrders'
import { type OrderFilters, orderFiltersOf, orderFiltersSchema } from '../orders/search/orderFilters'
import { pageRequestOf } from '../orders/paging/pageRequest'
import { streamOrdersCsv } from '../orders/search/streamOrdersCsv'
import { readSalesSummary } from '../orders/summary/readSalesSummary'
import { setOrderStatus } from '../orders/setOrderStatus'
import { actorNameOf } from '../orders/timeline/actorName'
import { orderTimeline } from '../orders/timeline/orderTimeline'
import type { Order } from '../payload-types'
import { serializeAdminOrder } from '../serialize/order'
import type { ApiDeps } from './deps'

const noteSchema = z.object({
  text: z
    .string({ error: 'Write the note as text' })
    .overwrite(withoutControlCharacters)
    .trim()
    .min(1, { error: 'Write a note first' })
    .max(NOTE_MAX_LENGTH, { error: `A note can be at most ${NOTE_MAX_LENGTH} characters` }),
})

const statusSchema = z.object({
  status: z.enum(ADMIN_SETTABLE_STATUSES, { error: `Status must be one of ${ADMIN_SETTABLE_STATUSES.join(', ')}` }),
  // Shipped: both optional. A carrier's name in any case ("USPS", "FedEx").
  carrier: z
    .preprocess((value) => (typeof value === 'string' ? value.trim().toLowerCase() || null : value), z.enum(CARRIERS, { error: 'Carrier must be one of USPS, UPS, FedEx, DHL or other' }).nullish()),
  trackingNumber: z
    .string({ error: 'Tracking number must be text' })
    .transform((value) => value.replace(/\s+/g, '').toUpperCase())
    .pipe(z.string().max(64, { error: 'Tracking number: at most 64 characters' }).regex(/^[A-Z0-9-]*$/, { error: 'Tracking number: letters, digits and dashes only' }))
    .transform((value) => value || null)
    .nullish(),
  // Fulfilled: e-mail the buyer (in town: "ready for you"); true unless false.
  notify: z.boolean({ error: 'notify must be true or false' }).optional(),
})

/**
 * /admin/orders: finding orders (search, filters, CSV export, the summary), fulfilling them,
 * shipping them, refunds and cancellations, internal notes and each order's timeline. Administrators only (401 signed out, 403 otherwise).
 */
export function adminOrdersRouter({ payload, env }: ApiDeps, services: OrderServices): Router {
  const router = Router()
  // The lists' rows are read beside Payload's Local API; FAST_PATHS=off reads them through it (decision 57).
  const reads = { localApi: !env.fastPaths }
  router.use(requireAdmin(payload))

  // A page of orders, newest first: { orders, nextCursor } (decision 37).
  router.get('/', async (req, res) => {
    const filters = filtersOf(req)
    const page = await findOrders(payload, filters, pageRequestOf(req.query as Record<string, unknown>), reads)
    const answer: ApiAdminOrdersPage = {
      orders: page.orders.map((order) => serializeAdminOrder(order, page.refunds.get(String(order.id)) ?? [])),
      nextCursor: page.nextCursor,
    }
    res.setHeader('Cache-Control', 'no-store')
    res.json(answer)
  })

  // Every order the filters match, written a page at a time as the database yields them (decision 39).
  router.get('/export.csv', async (req, res) => {
    const filters = filtersOf(req)
    res.setHeader('Cache-Control', 'no-store')
    res.setHeader('Content-Type', 'text/csv; charset=utf-8')
    res.setHeader('Content-Disposition', `attachment; filename="orders-${shopDay(new Date()).date}.csv"`)
    await streamOrdersCsv(payload, filters, res, reads)
  })

  router.get('/summary', async (_req, res) => {
    const summary = await readSalesSummary(payload, new Date())
    res.setHeader('Cache-Control', 'no-store')
    res.json(summary)
  })

  router.patch('/:id', async (req, res) => {
    const { status, carrier, trackingNumber, notify } = parseBody(statusSchema, req.body)
    if (status !== 'shipped' && (carrier != null || trackingNumber != null)) throw badRequest('A carrier and a tracking number go with status "shipped" only')
    const user = await sessionUser(payload, req)
    const change = { status, carrier, trackingNumber, notify }
    res.json(await answer(payload, await setOrderStatus(services, String(req.params.id), change, String(user.id))))
  })

  router.post('/:id/refund', async (req, res) => {
    const body = parseBody(refundRequestSchema, req.body)
    const idempotencyKey = idempotencyKeyOf(req.get('idempotency-key'))
    const user = await sessionUser(payload, req)
    const order = await refundOrder(services, String(req.params.id), {
      amountCents: body.amount ?? null,
      lines: refundLinesRequestOf(body),
      reason: body.reason || null,
      idempotencyKey,
      requestedBy: String(user.id),
    })
    res.json(await answer(payload, order))
  })

  router.post('/:id/cancel', async (req, res) => {
    const body = parseBody(cancelRequestSchema, req.body)
    const user = await sessionUser(payload, req)
    res.json(await answer(payload, await cancelOrder(services, String(req.params.id), String(user.id), body?.reason || null)))
  })

  router.get('/:id/timeline', async (req, res) => {
    const order = await findOrder(payload, String(req.params.id))
    const events = await orderTimeline(payload, order, await refundsOf(payload, [order.id]))
    res.setHeader('Cache-Control', 'no-store')
    res.json({ orderId: String(order.id), timeZone: SHOP_TIME_ZONE, events } satisfies ApiOrderTimeline)
  })

  router.post('/:id/notes', async (req, res) => {
    const { text } = parseBody(noteSchema, req.body)
    const order = await findOrder(payload, String(req.params.id))
    const user = await sessionUser(payload, req)
    const note = await payload.create({
      collection: 'order-events',
      data: { order: order.id, kind: 'note', text, actor: user.id, actorName: await actorNameOf(payload, String(user.id)) },
      depth: 0,
      overrideAccess: true,
    })
    res.status(201).json({ id: String(note.id), orderId: String(order.id), text, author: note.actorName ?? null, createdAt: note.createdAt } satisfies ApiOrderNote)
  })

  return router
}

function filtersOf(req: Request): OrderFilters {
  const result = orderFiltersSchema.safeParse(orderFiltersOf(req.query as Record<string, unknown>))
  if (!result.success) throw badRequest(result.error.issues[0]?.message ?? 'Invalid filters')
  return result.data
}

async function answer(payload: Payload, order: Order) {
  return serializeAdminOrder(order, await refundsOf(payload, [order.id]))
}
