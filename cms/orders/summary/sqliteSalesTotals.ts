import type { Client } from '@libsql/client'
import type { Payload } from 'payload'

import { periodAdder, type SalesTotals } from './salesSummary'

// Issue 27: a gift and a covered optional fee as they stand after the order's refunds (decision 41,
// shared/givingWording.ts booksContribution): refunds come off the goods first, then the fee, then the gift.
const KEPT = 'MAX(0, total_cents - MIN(COALESCE(refunded_cents, 0), total_cents))'
const DONATION_LEFT = `MAX(0, MIN(COALESCE(donation_cents, 0), ${KEPT}))`
const FEE_CONTRIBUTION_LEFT = `CASE WHEN COALESCE(fee_is_contribution, 0) = 1 THEN MAX(0, MIN(fee_cents, ${KEPT} - COALESCE(donation_cents, 0))) ELSE 0 END`

// A demo order took no money (`demo` may be NULL on orders made before the column had a default).
const ORDERS = `
  SELECT created_at >= :month AS in_month, COALESCE(demo, 0) AS demo, COUNT(*) AS orders, COALESCE(SUM(total_cents), 0) AS sales,
    COALESCE(SUM(discount_cents), 0) AS discounts,
    COALESCE(SUM(${DONATION_LEFT}), 0) AS donations,
    COALESCE(SUM(${FEE_CONTRIBUTION_LEFT}), 0) AS fee_contributions
  FROM orders WHERE created_at >= :year GROUP BY 1, 2`
// Units bought, less those put back on sale, of the period's paid orders.
const UNITS = `
  SELECT o.created_at >= :month AS in_month, COALESCE(SUM(i.quantity - COALESCE(i.restocked_quantity, 0)), 0) AS units
  FROM orders o JOIN orders_items i ON i._parent_id = o.id
  WHERE o.created_at >= :year AND COALESCE(o.demo, 0) = 0 GROUP BY 1`
// Money that went back in the period (by the refund's date), failed and cancelled refunds aside,
// demo orders' refunds aside; a refund whose order is gone still counts, as it did.
const REFUNDS = `
  SELECT r.created_at >= :month AS in_month, COALESCE(SUM(r.amount_cents), 0) AS refunded
  FROM refunds r LEFT JOIN orders o ON o.id = r.order_id
  WHERE r.created_at >= :year AND r.status NOT IN ('failed', 'canceled') AND COALESCE(o.demo, 0) = 0 GROUP BY 1`

/** The three statements, for the test that holds them to their covering indexes (decision 52). */
export const SQLITE_SUMMARY_STATEMENTS = { orders: ORDERS, units: UNITS, refunds: REFUNDS }

/**
 * The summary's totals on SQLite: three aggregate queries over `created_at` (indexed); the orders'
 * and their lines' figures read from covering indexes alone (migration 20261127_060000, decision 52).
 */
export async function sqliteSalesTotals(payload: Payload, month: Date, year: Date): Promise<SalesTotals> {
  const client = (payload.db as unknown as { client: Client }).client
  const args = { month: month.toISOString(), year: year.toISOString() }
  const [orders, units, refunds] = await Promise.all([ORDERS, UNITS, REFUNDS].map((sql) => client.execute({ sql, args })))
  const { add, totals } = periodAdder()
  for (const row of orders.rows) {
    const paid = {
      orders: Number(row.orders),
      salesCents: Number(row.sales),
      discountCents: Number(row.discounts),
      donationCents: Number(row.donations),
      feeContributionCents: Number(row.fee_contributions),
    }
    add(Number(row.in_month) === 1, Number(row.demo) === 1 ? { demoOrders: Number(row.orders) } : paid)
  }
  for (const row of units.rows) add(Number(row.in_month) === 1, { units: Number(row.units) })
  for (const row of refunds.rows) add(Number(row.in_month) === 1, { refundedCents: Number(row.refunded) })
  return totals
}
