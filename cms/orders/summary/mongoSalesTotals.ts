import type { Payload } from 'payload'

import { periodAdder, type SalesTotals } from './salesSummary'

/** What the buyer kept paying: the total less its refunds (never below 0). */
const KEPT = { $max: [0, { $subtract: ['$totalCents', { $min: [{ $ifNull: ['$refundedCents', 0] }, '$totalCents'] }] }] }

type Model = { aggregate(pipeline: Record<string, unknown>[]): Promise<Record<string, unknown>[]>; collection: { collectionName: string } }

/**
 * The summary's totals on MongoDB: one aggregation pipeline over the year's orders (`createdAt`
 * indexed) and one over its refunds, each grouped by "in this month" (decision 38).
 */
export async function mongoSalesTotals(payload: Payload, month: Date, year: Date): Promise<SalesTotals> {
  const models = (payload.db as unknown as { collections: Record<string, Model> }).collections
  const [orders, refunds] = await Promise.all([
    models.orders.aggregate([
      { $match: { createdAt: { $gte: year } } },
      {
        $project: {
          inMonth: { $gte: ['$createdAt', month] },
          demo: { $eq: ['$demo', true] },
          totalCents: 1,
          discountCents: { $ifNull: ['$discountCents', 0] },
          // Issue 27: the gift and a covered optional fee after the order's refunds (decision 41, shared/givingWording.ts booksContribution).
          donationLeft: { $max: [0, { $min: [{ $ifNull: ['$donationCents', 0] }, KEPT] }] },
          feeContributionLeft: {
            $cond: [{ $eq: ['$feeIsContribution', true] }, { $max: [0, { $min: ['$feeCents', { $subtract: [KEPT, { $ifNull: ['$donationCents', 0] }] }] }] }, 0],
          },
          units: {
            $sum: {
              $map: { input: { $ifNull: ['$items', []] }, as: 'item', in: { $subtract: ['$$item.quantity', { $ifNull: ['$$item.restockedQuantity', 0] }] } },
            },
          },
        },
      },
      {
        $group: {
          _id: { inMonth: '$inMonth', demo: '$demo' },
          orders: { $sum: 1 },
          sales: { $sum: '$totalCents' },
          discounts: { $sum: '$discountCents' },
          donations: { $sum: '$donationLeft' },
          feeContributions: { $sum: '$feeContributionLeft' },
          units: { $sum: '$units' },
        },
      },
    ]),
    models.refunds.aggregate([
      { $match: { createdAt: { $gte: year }, status: { $nin: ['failed', 'canceled'] } } },
      { $lookup: { from: models.orders.collection.collectionName, localField: 'order', foreignField: '_id', as: 'order', pipeline: [{ $project: { demo: 1 } }] } },
      { $match: { 'order.demo': { $ne: true } } },
      { $group: { _id: { $gte: ['$createdAt', month] }, refunded: { $sum: '$amountCents' } } },
    ]),
  ])
  const { add, totals } = periodAdder()
  for (const row of orders) {
    const group = row._id as { inMonth: boolean; demo: boolean }
    const paid = {
      orders: Number(row.orders),
      salesCents: Number(row.sales),
      discountCents: Number(row.discounts),
      donationCents: Number(row.donations),
      feeContributionCents: Number(row.feeContributions),
      units: Number(row.units),
    }
    add(group.inMonth, group.demo ? { demoOrders: Number(row.orders) } : paid)
  }
  for (const row of refunds) add(row._id === true, { refundedCents: Number(row.refunded) })
  return totals
}
