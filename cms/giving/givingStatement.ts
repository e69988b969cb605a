import type { Payload } from 'payload'

import type { ApiGivingStatement } from '@shared/api'
import { yearEndDisclosure } from '@shared/givingWording'
import { centsToDecimal } from '@shared/money'
import { orderNumber } from '@shared/orderNumber'
import { SHOP_TIME_ZONE, shopDay, startOfDay } from '@shared/shopTime'
import { ownedBy } from '../access/ownedBy'
import { readGivingSettings } from '../settings/givingSettings'
import { orderAccount } from '../orders/orderAccount'
import { refundsByOrder, refundsOf } from '../orders/refunds/refundRecords'

/**
 * GET /api/account/giving?year=: the signed-in donor's contributions of one calendar year (the
 * shop's time zone), each as its order's receipt states it after refunds (decisions 71 and 76), with the total and
 * what a year-end statement prints. Demo orders took no money and give nothing.
 */
export async function givingStatement(payload: Payload, userId: string, year: number): Promise<ApiGivingStatement> {
  const from = startOfDay({ year, month: 1, day: 1 })
  const to = startOfDay({ year: year + 1, month: 1, day: 1 })
  const [giving, { docs }] = await Promise.all([
    readGivingSettings(payload),
    payload.find({
      collection: 'orders',
      where: { and: [ownedBy(userId), { createdAt: { greater_than_equal: from.toISOString() } }, { createdAt: { less_than: to.toISOString() } }] },
      sort: 'createdAt',
      pagination: false,
      depth: 0,
      overrideAccess: true,
    }),
  ])
  // The same figures as the order's own page: its refunds say which items went back (decision 71).
  const refunds = refundsByOrder(await refundsOf(payload, docs.map((order) => order.id)))
  const contributions = docs.flatMap((order) => {
    if (order.demo) return []
    const split = orderAccount(order, refunds.get(String(order.id)) ?? []).receiptContribution
    if (split.contributionCents <= 0) return []
    return [
      {
        orderId: String(order.id),
        orderNumber: orderNumber(String(order.id)),
        date: shopDay(new Date(order.createdAt)).date,
        amount: centsToDecimal(split.contributionCents),
        payment: centsToDecimal(split.paymentCents),
        goodsAndServices: centsToDecimal(split.goodsAndServicesCents),
      },
    ]
  })
  const totalCents = contributions.reduce((sum, entry) => sum + Math.round(Number(entry.amount) * 100), 0)
  return {
    year,
    timeZone: SHOP_TIME_ZONE,
    organizationName: giving.organizationName,
    ein: giving.ein,
    contributions,
    total: centsToDecimal(totalCents),
    disclosure: yearEndDisclosure(giving.organizationName),
  }
}
