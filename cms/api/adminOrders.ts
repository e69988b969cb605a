import { Router } from 'express'
import { z } from 'zod'

import { ADMIN_SETTABLE_STATUSES } from '../../shared/orderStatus'
import { isDocumentId } from '../db/ids'
import { notFound } from '../http/errors'
import { requireAdmin } from '../http/session'
import { parseBody } from '../http/validate'
import { serializeAdminOrder } from '../serialize/order'
import type { ApiDeps } from './deps'

const statusSchema = z.object({
  status: z.enum(ADMIN_SETTABLE_STATUSES, { error: `Status must be one of ${ADMIN_SETTABLE_STATUSES.join(', ')}` }),
})

/** What to fulfil: every order, newest first, and the admin's status changes. */
export function adminOrdersRouter({ payload }: ApiDeps): Router {
  const router = Router()
  router.use(requireAdmin(payload))

  router.get('/', async (_req, res) => {
    const { docs } = await payload.find({ collection: 'orders', sort: '-createdAt', pagination: false, depth: 0, overrideAccess: true })
    res.setHeader('Cache-Control', 'no-store')
    res.json(docs.map(serializeAdminOrder))
  })

  router.patch('/:id', async (req, res) => {
    const { status } = parseBody(statusSchema, req.body)
    if (!isDocumentId(payload.db, req.params.id)) throw notFound('Order not found')
    const order = await payload.findByID({ collection: 'orders', id: req.params.id, depth: 0, disableErrors: true, overrideAccess: true })
    if (!order) throw notFound('Order not found')
    const updated = await payload.update({
      collection: 'orders',
      id: order.id,
      data: { status, fulfilledAt: status === 'fulfilled' ? (order.fulfilledAt ?? new Date().toISOString()) : null },
      overrideAccess: true,
    })
    res.json(serializeAdminOrder(updated))
  })

  return router
}
