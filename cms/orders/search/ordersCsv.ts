import { centsToDecimal } from '@shared/money'
import { orderNumber } from '@shared/orderNumber'
import { CARRIER_LABELS, type Carrier } from '@shared/orderStatus'
import { deliveryLabel, shopStatusLabel } from '@shared/orderWording'
import { shopDay } from '@shared/shopTime'
import type { Order, Refund } from '../../payload-types'
import { orderAccount } from '../orderAccount'
import { csvCell, csvFile } from './csvCell'

const ORDERS_CSV_HEADER = [
  'Date',
  'Order number',
  'Buyer',
  'Email',
  'Phone',
  'Delivery',
  'Mailing address',
  'Product',
  'Size',
  'Quantity',
  'Units refunded',
  'Unit price',
  'Order subtotal',
  'Shipping',
  'promo_code',
  'discount',
  'Fee',
  // Issue 27, named as the issue names them: the gift and the covered optional fee, after refunds (decision 41).
  'donation',
  'fee_contribution',
  'Total',
  'Refunded',
  'Status',
  'Demo (not paid)',
  // Issue 32.
  'Carrier',
  'Tracking number',
  'Note for the shop',
] as const

/**
 * The order number as the screens write it, "#1a2b3c4d": a spreadsheet keeps it as text. Bare, a
 * number like 53864201 or 123456e7 (= 1.23456E+12) would become a number: quotes in a CSV file do
 * not make a cell text, `="…"` is a formula, and a leading apostrophe stays visible when a CSV file
 * is opened (decision 32).
 */
export function orderNumberCell(id: string): string {
  return `#${orderNumber(id)}`
}

/**
 * GET /api/admin/orders/export.csv: one row per order line. The order's own amounts (subtotal,
 * shipping, discount, fee, total, refunded) are on its first line only, so summing a column in a spreadsheet
 * gives the real totals; the other columns repeat on every line, so a filtered view stays readable.
 * Money is plain decimals (no $) so spreadsheets add them up; dates are the shop's own days; the
 * status and delivery are the words /admin/orders shows, and each line says how many of its
 * units were refunded (cms/orders/orderAccount.ts).
 */
export function ordersCsv(orders: readonly Order[], refundsByOrder: ReadonlyMap<string, readonly Refund[]>): string {
  return csvFile(
    ORDERS_CSV_HEADER,
    orders.flatMap((order) => orderCsvRows(order, refundsByOrder.get(String(order.id)) ?? [])),
  )
}

/** The file's first line (with the BOM Excel needs to read UTF-8 names right). */
export function ordersCsvHead(): string {
  return csvFile(ORDERS_CSV_HEADER, [])
}

/** One order's lines of the file, CRLF-ended: the export writes them as the database yields orders. */
export function ordersCsvLines(order: Order, refunds: readonly Refund[]): string {
  return orderCsvRows(order, refunds)
    .map((row) => `${row.map(csvCell).join(',')}\r\n`)
    .join('')
}

function orderCsvRows(order: Order, refunds: readonly Refund[]): (string | number)[][] {
  const { date, time } = shopDay(new Date(order.createdAt))
  const account = orderAccount(order, refunds)
  return account.lines.map((line, index) => {
    const first = index === 0
    const money = (cents: number | null | undefined) => (first ? centsToDecimal(cents ?? 0) : '')
    return [
      `${date} ${time}`,
      orderNumberCell(String(order.id)),
      order.customerName,
      order.customerEmail ?? '',
      order.customerPhone ?? '',
      deliveryLabel(order.deliveryMethod),
      order.deliveryMethod === 'out-of-town' ? (order.shippingAddress ?? '') : '',
      line.productName,
      line.size ?? '',
      line.ordered,
      line.refunded,
      centsToDecimal(line.unitCents),
      money(order.subtotalCents),
      money(order.shippingCents),
      order.promoCode ?? '',
      money(order.discountCents),
      money(order.feeCents),
      money(account.contribution.donationCents),
      money(account.contribution.feeContributionCents),
      money(account.paidCents),
      money(account.refundedCents),
      shopStatusLabel(order.status, account.fulfilment),
      account.paymentTaken ? '' : 'yes',
      order.carrier ? CARRIER_LABELS[order.carrier as Carrier] : '',
      order.trackingNumber ?? '',
      order.note ?? '',
    ]
  })
}
