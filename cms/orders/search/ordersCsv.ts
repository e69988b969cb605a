import { centsToDecimal } from '@shared/money'
import { orderNumber } from '@shared/orderNumber'
import { shopDay } from '@shared/shopTime'
import type { Order } from '../../payload-types'
import { csvFile } from './csvCell'

const ORDERS_CSV_HEADER = [
  'Date',
  'Order number',
  'Buyer',
  'Email',
  'Delivery method',
  'Product',
  'Size',
  'Quantity',
  'Unit price',
  'Order subtotal',
  'Shipping',
  'promo_code',
  'discount',
  'Fee',
  'Total',
  'Refunded',
  'Status',
  'Demo (not paid)',
] as const

/**
 * GET /api/admin/orders/export.csv: one row per order line. The order's own amounts (subtotal,
 * shipping, discount, fee, total, refunded) are on its first line only, so summing a column in a spreadsheet
 * gives the real totals; the other columns repeat on every line, so a filtered view stays readable.
 * Money is plain decimals (no $) so spreadsheets add them up; dates are the shop's own days.
 */
export function ordersCsv(orders: readonly Order[]): string {
  const rows = orders.flatMap((order) => {
    const { date, time } = shopDay(new Date(order.createdAt))
    const items = order.items ?? []
    return items.map((item, index) => {
      const first = index === 0
      const money = (cents: number | null | undefined) => (first ? centsToDecimal(cents ?? 0) : '')
      return [
        `${date} ${time}`,
        orderNumber(String(order.id)),
        order.customerName,
        order.customerEmail ?? '',
        order.deliveryMethod,
        item.productName,
        item.size ?? '',
        item.quantity,
        centsToDecimal(item.priceCents),
        money(order.subtotalCents),
        money(order.shippingCents),
        order.promoCode ?? '',
        money(order.discountCents),
        money(order.feeCents),
        money(order.totalCents),
        money(order.refundedCents),
        order.status,
        order.demo ? 'yes' : '',
      ]
    })
  })
  return csvFile(ORDERS_CSV_HEADER, rows)
}
