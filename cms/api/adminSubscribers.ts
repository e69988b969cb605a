import { Router } from 'express'

import { type ApiSubscriberCounts, SUBSCRIBER_STATUSES } from '@shared/newsletter'
import { requireAdmin } from '../access/requireAdmin'
import { subscribersCsv } from '../newsletter/subscribersCsv'
import type { Subscriber } from '../payload-types'
import type { ApiDeps } from './deps'

/** Administrators: how many subscribed, and the confirmed ones as CSV for a mailing tool. */
export function adminSubscribersRouter({ payload }: ApiDeps): Router {
  const router = Router()
  router.use(requireAdmin(payload))

  router.get('/', async (_req, res) => {
    const counts = {} as ApiSubscriberCounts
    for (const status of SUBSCRIBER_STATUSES) {
      counts[status] = (await payload.count({ collection: 'subscribers', where: { status: { equals: status } }, overrideAccess: true })).totalDocs
    }
    res.setHeader('Cache-Control', 'no-store')
    res.json(counts)
  })

  router.get('/export', async (_req, res) => {
    const { docs } = await payload.find({
      collection: 'subscribers',
      where: { status: { equals: 'confirmed' } },
      sort: 'confirmedAt',
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    const day = new Date().toISOString().slice(0, 10)
    res.setHeader('Cache-Control', 'no-store')
    res.setHeader('Content-Type', 'text/csv; charset=utf-8')
    res.setHeader('Content-Disposition', `attachment; filename="newsletter-subscribers-${day}.csv"`)
    res.send(subscribersCsv(docs as Subscriber[]))
  })
  return router
}
