import type { ApiOrdersSummary, ApiSalesPeriod } from '@shared/api'
import { centsToDecimal } from '@shared/money'
import { SHOP_TIME_ZONE, shopDay, startOfDay } from '@shared/shopTime'

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']

/** Where this month and this year begin in the shop's time zone. */
export function summaryPeriods(now: Date): { month: Date; year: Date; label: { month: string; year: string } } {
  const { year, month } = shopDay(now).parts
  return {
    month: startOfDay({ year, month, day: 1 }),
    year: startOfDay({ year, month: 1, day: 1 }),
    label: { month: `${MONTHS[month - 1]} ${year}`, year: String(year) },
  }
}

/** What the database adds up for one period (cms/orders/summary/*SalesTotals.ts). */
export type PeriodTotals = {
  orders: number
  salesCents: number
  units: number
  refundedCents: number
  demoOrders: number
  discountCents: number
  /** Issue 27: gifts and covered optional fees of the period's paid orders, after their refunds (shared/givingWording.ts booksContribution). */
  donationCents: number
  feeContributionCents: number
}
export type SalesTotals = { month: PeriodTotals; year: PeriodTotals }

/** Adds up rows grouped by "in this month" (a row of this month counts in the year too). */
export function periodAdder(): { add: (inMonth: boolean, figures: Partial<PeriodTotals>) => void; totals: SalesTotals } {
  const none = (): PeriodTotals => ({ orders: 0, salesCents: 0, units: 0, refundedCents: 0, demoOrders: 0, discountCents: 0, donationCents: 0, feeContributionCents: 0 })
  const totals = { month: none(), year: none() }
  const add = (inMonth: boolean, figures: Partial<PeriodTotals>) => {
    for (const period of inMonth ? [totals.month, totals.year] : [totals.year]) {
      for (const [key, value] of Object.entries(figures) as [keyof PeriodTotals, number][]) period[key] += value
    }
  }
  return { add, totals }
}

/**
 * The summary at the top of /admin/orders, from the database's totals: sales (what buyers paid
 * for orders placed in the period), units (less those put back on sale) and money refunded in the
 * period (by refund date, whenever the order was placed; failed and cancelled refunds gave nothing
 * back), discounts given (promo codes, issue 31), and donations and fee contributions (issue 27). Demo orders took no money and are left out, with their refunds (decision 38).
 */
export function salesSummary(totals: SalesTotals, now: Date): ApiOrdersSummary {
  const { label } = summaryPeriods(now)
  const period = (figures: PeriodTotals, name: string): ApiSalesPeriod => ({
    label: name,
    orders: figures.orders,
    sales: centsToDecimal(figures.salesCents),
    units: figures.units,
    refunded: centsToDecimal(figures.refundedCents),
    demoOrders: figures.demoOrders,
    // Issue 31: what promo codes took off the period's paid orders.
    discounts: centsToDecimal(figures.discountCents),
    // Issue 27: what was given beside the sales, as it stands after refunds (decision 41).
    donations: centsToDecimal(figures.donationCents),
    feeContributions: centsToDecimal(figures.feeContributionCents),
  })
  return { timeZone: SHOP_TIME_ZONE, month: period(totals.month, label.month), year: period(totals.year, label.year) }
}
