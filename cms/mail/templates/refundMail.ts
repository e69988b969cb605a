import { formatCents } from '@shared/money'
import { orderNumber } from '@shared/orderNumber'
import type { Order } from '../../payload-types'
import type { MailContext } from './mailContext'
import type { RenderedMail } from './mailBlocks'
import { orderItemsBlock } from './orderSummaryBlocks'
import { privateOrderLink } from './privateOrderLink'
import { renderMail } from './renderMail'

const BANK_DELAY = 'Depending on your bank, it can take 5–10 days to appear on your statement.'

/**
 * To the buyer, for each refund (issue 13): how much went back, and how much in all. The last
 * refund of an order keeps the subject of the earlier "has been refunded" notice.
 */
export function refundMail(order: Order & { accessToken: string }, refundCents: number, context: MailContext): RenderedMail {
  const number = orderNumber(String(order.id))
  const refundedCents = order.refundedCents ?? 0
  const full = refundedCents >= order.totalCents
  const amount = formatCents(refundCents)
  const text = full
    ? `Your payment for this order has been refunded to your card: ${amount}${refundCents === order.totalCents ? '' : `, ${formatCents(refundedCents)} in all`}. ${BANK_DELAY}`
    : `We have refunded ${amount} of your order to your card (${formatCents(refundedCents)} of ${formatCents(order.totalCents)} so far). ${BANK_DELAY}`
  return renderMail({
    subject: full ? `Your order #${number} has been refunded` : `${amount} of your order #${number} has been refunded`,
    preheader: text,
    heading: full ? 'Your order has been refunded' : 'Part of your order has been refunded',
    shopUrl: context.shopUrl,
    contact: context.contact,
    blocks: [
      { type: 'paragraph', text: `Hi ${order.customerName},` },
      { type: 'paragraph', text },
      {
        type: 'details',
        rows: [
          { label: 'Order number', value: `#${number}` },
          { label: 'This refund', value: amount },
          { label: 'Refunded in all', value: `${formatCents(refundedCents)} of ${formatCents(order.totalCents)}` },
        ],
      },
      orderItemsBlock(order),
      { type: 'button', label: 'View your order', url: privateOrderLink(context.shopUrl, String(order.id), order.accessToken) },
      { type: 'note', text: `Questions? Contact us: ${[context.contact.email, context.contact.phone].filter(Boolean).join(', ')}.` },
    ],
  })
}
