import { formatCents } from '@shared/money'
import { orderNumber } from '@shared/orderNumber'
import type { Order } from '../../payload-types'
import type { MailContext } from './mailContext'
import type { RenderedMail } from './mailBlocks'
import { deliveryRow, orderItemsBlock } from './orderSummaryBlocks'
import { privateOrderLink } from './privateOrderLink'
import { renderMail } from './renderMail'

/** Statuses the buyer is told about (refunds have their own message per refund: refundMail.ts). */
export const NOTIFIED_STATUSES = ['fulfilled', 'cancelled', 'refunded'] as const
export type NotifiedStatus = (typeof NOTIFIED_STATUSES)[number]

const WORDING: Record<NotifiedStatus, { subject: string; heading: string; text: (order: Order) => string }> = {
  fulfilled: {
    subject: 'is on its way',
    heading: 'Your order has been fulfilled',
    text: (order) =>
      order.deliveryMethod === 'out-of-town'
        ? 'Good news: your order has been shipped to the address below.'
        : 'Good news: your order has been handed over (or is ready for you in St. John).',
  },
  cancelled: {
    subject: 'has been cancelled',
    heading: 'Your order has been cancelled',
    // A cancellation refunds what was left (issue 13): the buyer hears about both in this one message.
    text: (order) =>
      (order.refundedCents ?? 0) > 0
        ? `Your order has been cancelled and ${formatCents(order.refundedCents ?? 0)} has been refunded to your card. Depending on your bank, it can take 5–10 days to appear on your statement.`
        : 'Your order has been cancelled.',
  },
  refunded: {
    subject: 'has been refunded',
    heading: 'Your order has been refunded',
    text: () => 'Your payment for this order has been refunded to your card. Depending on your bank, it can take 5–10 days to appear on your statement.',
  },
}

/** A note to the buyer when an order is fulfilled, cancelled or refunded. */
export function orderStatusMail(order: Order & { accessToken: string }, status: NotifiedStatus, context: MailContext): RenderedMail {
  const number = orderNumber(String(order.id))
  const wording = WORDING[status]
  return renderMail({
    subject: `Your order #${number} ${wording.subject}`,
    preheader: wording.text(order),
    heading: wording.heading,
    shopUrl: context.shopUrl,
    contact: context.contact,
    blocks: [
      { type: 'paragraph', text: `Hi ${order.customerName},` },
      { type: 'paragraph', text: wording.text(order) },
      { type: 'details', rows: [{ label: 'Order number', value: `#${number}` }, deliveryRow(order)] },
      orderItemsBlock(order),
      { type: 'button', label: 'View your order', url: privateOrderLink(context.shopUrl, String(order.id), order.accessToken) },
      { type: 'note', text: `Questions? Contact us: ${[context.contact.email, context.contact.phone].filter(Boolean).join(', ')}.` },
    ],
  })
}
