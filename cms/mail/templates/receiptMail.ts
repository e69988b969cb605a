import { GIVING_DEFAULTS } from '@shared/givingRules'
import { contributionStatement } from '@shared/givingWording'
import { orderNumber } from '@shared/orderNumber'
import { contributionFacts } from '../../giving/contributionFacts'
import type { Order } from '../../payload-types'
import type { MailContext } from './mailContext'
import type { MailBlock, RenderedMail } from './mailBlocks'
import { deliveryRow, orderDate, orderItemsBlock } from './orderSummaryBlocks'
import { privateOrderLink } from './privateOrderLink'
import { renderMail } from './renderMail'

/**
 * The buyer's receipt, sent when the order is created. Merchandise bought at its fair market value
 * is not a contribution (IRS Publication 1771), so a purchase-only receipt says so plainly; an
 * order with a contribution carries the written disclosure (shared/givingWording.ts, decision 40).
 */
export function receiptMail(order: Order & { accessToken: string }, context: MailContext): RenderedMail {
  const number = orderNumber(String(order.id))
  const link = privateOrderLink(context.shopUrl, String(order.id), order.accessToken)
  return renderMail({
    subject: `Your order #${number} — receipt`,
    preheader: `Thank you for your order #${number}. Here is your receipt.`,
    heading: 'Thank you for your order!',
    shopUrl: context.shopUrl,
    contact: context.contact,
    blocks: [
      { type: 'paragraph', text: `Hi ${order.customerName}, we have received your payment. This e-mail is your receipt.` },
      {
        type: 'details',
        rows: [
          { label: 'Order number', value: `#${number}` },
          { label: 'Date', value: orderDate(order) },
        ],
      },
      { type: 'heading', text: 'What you bought' },
      orderItemsBlock(order),
      { type: 'heading', text: 'Delivery and contact' },
      {
        type: 'details',
        rows: [
          deliveryRow(order),
          { label: 'Name', value: order.customerName },
          ...(order.customerEmail ? [{ label: 'Email', value: order.customerEmail }] : []),
          ...(order.customerPhone ? [{ label: 'Phone', value: order.customerPhone }] : []),
        ],
      },
      { type: 'button', label: 'View your order', url: link },
      ...contributionBlocks(order, context),
      {
        type: 'note',
        text: `Questions about your order? Reply to this e-mail or contact us: ${[context.contact.email, context.contact.phone].filter(Boolean).join(', ')}. Anyone with the order link above can see this order, so keep it to yourself.`,
      },
    ],
  })
}

function contributionBlocks(order: Order, context: MailContext): MailBlock[] {
  const statement = contributionStatement(contributionFacts(order, { atOrder: true }), context.giving ?? GIVING_DEFAULTS, orderDate(order))
  if (statement.kind === 'purchase') return statement.paragraphs.map((text) => ({ type: 'paragraph', text }))
  return [
    { type: 'heading', text: statement.heading },
    { type: 'details', rows: statement.rows },
    ...statement.paragraphs.map((text): MailBlock => ({ type: 'paragraph', text })),
  ]
}
