import { formatCents } from '@shared/money'
import { orderNumber } from '@shared/orderNumber'
import type { Order } from '../../payload-types'
import type { MailContext } from './mailContext'
import type { RenderedMail } from './mailBlocks'
import { renderMail } from './renderMail'

/** To the people who run the shop: Stripe could not return a refund, so the buyer has not got it. */
export function refundFailedMail(order: Order, refundCents: number, context: MailContext): RenderedMail {
  const number = orderNumber(String(order.id))
  return renderMail({
    subject: `Refund failed: ${formatCents(refundCents)} for order #${number}`,
    preheader: `Stripe could not return ${formatCents(refundCents)} to ${order.customerName}.`,
    heading: 'A refund did not go through',
    shopUrl: context.shopUrl,
    contact: context.contact,
    blocks: [
      {
        type: 'paragraph',
        text: `Stripe could not return the refund of ${formatCents(refundCents)} for order #${number} to the buyer's card (the card may be closed). The money is back in the shop's Stripe balance and the order no longer counts it as refunded.`,
      },
      {
        type: 'details',
        rows: [
          { label: 'Customer', value: order.customerName },
          ...(order.customerEmail ? [{ label: 'Email', value: order.customerEmail }] : []),
          ...(order.customerPhone ? [{ label: 'Phone', value: order.customerPhone }] : []),
        ],
      },
      { type: 'paragraph', text: 'Contact the buyer to agree another way to return the money.' },
      { type: 'button', label: 'Open orders', url: `${context.shopUrl}/admin/orders` },
    ],
  })
}
