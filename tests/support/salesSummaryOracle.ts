import type { ApiOrdersSummary, ApiSalesPeriod } from '@shared/api'
import { splitContribution } from '@shared/givingWording'
import { centsToDecimal } from '@shared/money'
import { refundCounts } from '@shared/refunds'
import { SHOP_TIME_ZONE } from '@shared/shopTime'
import { contributionFacts } from '@cms/giving/contributionFacts'
import { summaryPeriods } from '@cms/orders/summary/salesSummary'

/**
 * The oracle: the summary as it was computed before issue 30, by reading the year's orders and
 * refunds into memory (kept verbatim). The database's aggregates must give the same figures.
 */
export type OrderFacts = Parameters<typeof contributionFacts>[0] & {
  id: string | number
  createdAt: string
  totalCents: number
  /** Issue 31: what a promo code took off. */
  discountCents?: number | null
  demo?: boolean | null
  /** Issue 27: the order's refunds so far (the split of decision 41 reads it). */
  refundedCents?: number | null
}
export type RefundFacts = { order: string | number | { id: string | number }; amountCents: number; status: string; createdAt: string }

/**
 * The summary at the top of /admin/orders, from the year's orders and refunds: sales (what buyers
 * paid for orders placed in the period), units (less those put back on sale) and money refunded
 * in the period (by refund date, whenever the order was placed). Demo orders took no money and
 * are left out.
 */
export function salesSummaryInMemory(orders: readonly OrderFacts[], refunds: readonly RefundFacts[], demoOrderIds: ReadonlySet<string>, now: Date): ApiOrdersSummary {
  const periods = summaryPeriods(now)
  const period = (from: Date, label: string): ApiSalesPeriod => {
    let count = 0
    let sales = 0
    let units = 0
    let discounts = 0
    let demoOrders = 0
    let donations = 0
    let feeContributions = 0
    for (const order of orders) {
      if (new Date(order.createdAt) < from) continue
      if (order.demo) {
        demoOrders += 1
        continue
      }
      count += 1
      sales += order.totalCents
      discounts += order.discountCents ?? 0
      units += (order.items ?? []).reduce((sum, item) => sum + item.quantity - (item.restockedQuantity ?? 0), 0)
      // Issue 27: what of it was given, as it stands after the order's refunds (decision 41), by the receipts' own split.
      const contribution = splitContribution(contributionFacts(order, order.refundedCents ?? 0))
      donations += contribution.donationCents
      feeContributions += contribution.feeContributionCents
    }
    const refunded = refunds
      .filter((refund) => refundCounts(refund.status) && new Date(refund.createdAt) >= from && !demoOrderIds.has(orderIdOf(refund)))
      .reduce((sum, refund) => sum + refund.amountCents, 0)
    return {
      label,
      orders: count,
      sales: centsToDecimal(sales),
      units,
      refunded: centsToDecimal(refunded),
      demoOrders,
      discounts: centsToDecimal(discounts),
      donations: centsToDecimal(donations),
      feeContributions: centsToDecimal(feeContributions),
    }
  }
  return { timeZone: SHOP_TIME_ZONE, month: period(periods.month, periods.label.month), year: period(periods.year, periods.label.year) }
}

function orderIdOf(refund: RefundFacts): string {
  return typeof refund.order === 'object' ? String(refund.order.id) : String(refund.order)
}
