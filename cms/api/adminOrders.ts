import { type Request, Router } from 'express'
import type { Payload } from 'payload'
import { z } from 'zod'

import { ADMIN_SETTABLE_STATUSES } from '@shared/orderStatus'
import { refundRequestSchema } from '@shared/refundRules'
import { shopDay } from '@shared/shopTime'
import { requireAdmin } from '../access/requireAdmin'
import type { OrderServices } from '../checkout/placeOrder'
import { badRequest, conflict } from '../http/errors'
import { sessionUser } from '../http/session'
import { parseBody } from '../http/validate'
import { cancelOrder } from '../orders/refunds/cancelOrder'
import { refundOrder } from '../orders/refunds/refundOrder'
import { refundsByOrder, refundsOf } from '../orders/refunds/refundRecords'
import { cancelRequestSchema, idempotencyKeyOf, refundLinesRequestOf } from '../orders/refunds/refundSchemas'
import { findOrders } from '../orders/search/findOrders'
import { type OrderFilters, orderFiltersOf, orderFiltersSchema } from '../orders/search/orderFilters'
import { ordersCsv } from '../orders/search/ordersCsv'
import { readSalesSummary } from '../orders/search/readSalesSummary'
import { OrderConflict } from '../orders/orderStatusConflict'
import { setOrderStatus } from '../orders/setOrderStatus'
import type { Order } from '../payload-types'
import { serializeAdminOrder } from '../serialize/order'
import type { ApiDeps } from './deps'

const statusSchema = z.object({
  status: z.enum(ADMIN_SETTABLE_STATUSES, { error: `Status must be one of ${ADMIN_SETTABLE_STATUSES.join(', ')}` }),
})

/**
 * /admin/orders: finding orders (search, filters, CSV export, the summary), fulfilling them,
 * refunds and cancellations. Administrators only (401 signed out, 403 otherwise).
 */
export function adminOrdersRouter({ payload }: ApiDeps, services: OrderServices): Router {
  const router = Router()
  router.use(requireAdmin(payload))

  router.get('/', async (req, res) => {
    const orders = await findOrders(payload, filtersOf(req))
    const refunds = refundsByOrder(await refundsOf(payload, orders.map((order) => order.id)))
    res.setHeader('Cache-Control', 'no-store')
    res.json(orders.map((order) => serializeAdminOrder(order, refunds.get(String(order.id)) ?? [])))
  })

  router.get('/export.csv', async (req, res) => {
    const orders = await findOrders(payload, filtersOf(req))
    const refunds = refundsByOrder(await refundsOf(payload, orders.map((order) => order.id)))
    res.setHeader('Cache-Control', 'no-store')
    res.setHeader('Content-Type', 'text/csv; charset=utf-8')
    res.setHeader('Content-Disposition', `attachment; filename="orders-${shopDay(new Date()).date}.csv"`)
    res.send(ordersCsv(orders, refunds))
  })

  router.get('/summary', async (_req, res) => {
    const summary = await readSalesSummary(payload, new Date())
    res.setHeader('Cache-Control', 'no-store')
    res.json(summary)
  })

  router.patch('/:id', async (req, res) => {
    const { status } = parseBody(statusSchema, req.body)
    const user = await sessionUser(payload, req)
    res.json(await answer(payload, await withCurrentOrder(payload, setOrderStatus(services, String(req.params.id), status, String(user.id)))))
  })

  router.post('/:id/refund', async (req, res) => {
    const body = parseBody(refundRequestSchema, req.body)
    const idempotencyKey = idempotencyKeyOf(req.get('idempotency-key'))
    const user = await sessionUser(payload, req)
    const order = await withCurrentOrder(
      payload,
      refundOrder(services, String(req.params.id), {
        amountCents: body.amount ?? null,
        lines: refundLinesRequestOf(body),
        reason: body.reason || null,
        idempotencyKey,
        requestedBy: String(user.id),
      }),
    )
    res.json(await answer(payload, order))
  })

  router.post('/:id/cancel', async (req, res) => {
    const body = parseBody(cancelRequestSchema, req.body)
    const user = await sessionUser(payload, req)
    res.json(await answer(payload, await withCurrentOrder(payload, cancelOrder(services, String(req.params.id), String(user.id), body?.reason || null))))
  })

  return router
}

function filtersOf(req: Request): OrderFilters {
  const result = orderFiltersSchema.safeParse(orderFiltersOf(req.query as Record<string, unknown>))
  if (!result.success) throw badRequest(result.error.issues[0]?.message ?? 'Invalid filters')
  return result.data
}

/** A status change refused for the order as it is now (another one came first): 409 with that order, to show it. */
async function withCurrentOrder(payload: Payload, change: Promise<Order>): Promise<Order> {
  try {
    return await change
  } catch (err) {
    if (err instanceof OrderConflict) throw conflict(err.message, { order: await answer(payload, err.current) })
    throw err
  }
}

async function answer(payload: Payload, order: Order) {
  return serializeAdminOrder(order, await refundsOf(payload, [order.id]))
}
