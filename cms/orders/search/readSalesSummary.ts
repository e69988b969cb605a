import type { Payload } from 'payload'

import type { ApiOrdersSummary } from '@shared/api'
import type { Order } from '../../payload-types'
import { salesSummary, summaryPeriods } from './salesSummary'

/** The sales summary at `now`: this year's orders and refunds, and which orders were demo payments. */
export async function readSalesSummary(payload: Payload, now: Date): Promise<ApiOrdersSummary> {
  const { year } = summaryPeriods(now)
  const since = year.toISOString()
  const [orders, refunds, demo] = await Promise.all([
    payload.find({
      collection: 'orders',
      where: { createdAt: { greater_than_equal: since } },
      pagination: false,
      depth: 0,
      overrideAccess: true,
      select: { createdAt: true, totalCents: true, demo: true, items: true, shippingCents: true, feeCents: true, donationCents: true, feeIsContribution: true, refundedCents: true },
    }),
    payload.find({ collection: 'refunds', where: { createdAt: { greater_than_equal: since } }, pagination: false, depth: 0, overrideAccess: true }),
    payload.find({ collection: 'orders', where: { demo: { equals: true } }, pagination: false, depth: 0, overrideAccess: true, select: { demo: true } }),
  ])
  return salesSummary(orders.docs as Order[], refunds.docs, new Set(demo.docs.map((order) => String(order.id))), now)
}
