import { formatCents, formatShipping } from '@shared/money'
import { lineRefundNote } from '@shared/orderWording'
import type { Order } from '../../payload-types'
import type { OrderAccount } from '../../orders/orderAccount'
import type { MailBlock } from './mailBlocks'

/**
 * What was bought (sizes, quantities, line totals), each line marked with what happened to it
 * since (refunded, cancelled, and why), then the money lines and, once something was refunded,
 * what was refunded and what the order comes to now.
 */
export function orderItemsBlock(account: OrderAccount, { cancelled = false }: { cancelled?: boolean } = {}): MailBlock {
  const refunded = account.refundedCents > 0
  return {
    type: 'items',
    items: account.lines.map((line) => ({
      name: line.productName,
      size: line.size,
      quantity: line.ordered,
      lineTotal: formatCents(line.unitCents * line.ordered),
      note: lineRefundNote(line, formatCents(line.refundedCents), { cancelled, demo: account.demo }) ?? undefined,
      struck: line.refunded === line.ordered,
    })),
    totals: [
      ...account.charges.map((charge) => ({ label: charge.label, value: charge.kind === 'shipping' ? formatShipping(charge.cents) : charge.kind === 'discount' ? `−${formatCents(charge.cents)}` : formatCents(charge.cents) })),
      { label: 'Total', value: formatCents(account.paidCents), strong: !refunded },
      ...(refunded
        ? [
            { label: 'Refunded', value: `−${formatCents(account.refundedCents)}` },
            { label: 'Total after refunds', value: formatCents(account.remainingCents), strong: true },
          ]
        : []),
    ],
  }
}

/** How the order reaches the buyer: the mailing address, or the in-town hand-over note. */
export function deliveryRow(order: Order): { label: string; value: string } {
  if (order.deliveryMethod === 'out-of-town') {
    return { label: 'Delivery', value: `Mailed to:\n${order.shippingAddress?.trim() || '(no address given)'}` }
  }
  return { label: 'Delivery', value: 'In town (St. John), free: we will contact you to arrange pickup or hand-over.' }
}

/**
 * Made once: `toLocaleDateString` with options builds a new formatter (time zone data included) at
 * every call, about a millisecond of CPU per order e-mail in a checkout burst's profile.
 */
const ORDER_DATE = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'America/St_Thomas' })

/** "November 22, 2026" in the islands' time zone. */
export function orderDate(order: Pick<Order, 'createdAt'>): string {
  return ORDER_DATE.format(new Date(order.createdAt))
}

/** The contact line every buyer e-mail ends with. */
export function contactNote(contact: { email: string; phone: string }): MailBlock {
  return { type: 'note', text: `Questions? Contact us: ${[contact.email, contact.phone].filter(Boolean).join(', ')}.` }
}
