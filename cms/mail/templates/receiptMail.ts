import { GIVING_DEFAULTS } from '@shared/givingRules'
import { orderNumber } from '@shared/orderNumber'
import { PAYMENT_NOT_TAKEN } from '@shared/orderWording'
import { orderReceipt } from '../../giving/orderReceipt'
import type { OrderAccount } from '../../orders/orderAccount'
import type { Order } from '../../payload-types'
import { contributionBlocks } from './contributionBlocks'
import type { MailContext } from './mailContext'
import type { MailBlock, RenderedMail } from './mailBlocks'
import { deliveryRow, orderDate, orderItemsBlock } from './orderSummaryBlocks'
import { privateOrderLink } from './privateOrderLink'
import { renderMail } from './renderMail'

/**
 * The buyer's receipt, sent when the order is created. It reads the order's account, so a receipt
 * made after a refund (sent again from the outbox's record, or rebuilt) lists it with its amount.
 * Merchandise bought at its fair market value is not a contribution (IRS Publication 1771), so a
 * purchase-only receipt says so plainly; an order with a contribution carries the written
 * disclosure (shared/givingWording.ts, decision 40). A demo order took no money: neither.
 */
export function receiptMail(order: Order & { accessToken: string }, account: OrderAccount, context: MailContext): RenderedMail {
  const number = orderNumber(String(order.id))
  const link = privateOrderLink(context.shopUrl, String(order.id), order.accessToken)
  return renderMail({
    subject: `Your order #${number} — receipt`,
    preheader: account.paymentTaken ? `Thank you for your order #${number}. Here is your receipt.` : `${PAYMENT_NOT_TAKEN}: your demo order #${number}.`,
    heading: 'Thank you for your order!',
    shopUrl: context.shopUrl,
    contact: context.contact,
    blocks: [
      {
        type: 'paragraph',
        text: account.paymentTaken
          ? `Hi ${order.customerName}, we have received your payment. This e-mail is your receipt.`
          : `Hi ${order.customerName}, thank you for trying the shop. ${PAYMENT_NOT_TAKEN}: this is a demo order, so nothing will be shipped.`,
      },
      {
        type: 'details',
        rows: [
          { label: 'Order number', value: `#${number}` },
          { label: 'Date', value: orderDate(order) },
        ],
      },
      { type: 'heading', text: 'What you bought' },
      orderItemsBlock(account, { cancelled: order.status === 'cancelled' }),
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
      ...(account.paymentTaken ? receiptContribution(order, account, context) : []),
      {
        type: 'note',
        text: `Questions about your order? Reply to this e-mail or contact us: ${[context.contact.email, context.contact.phone].filter(Boolean).join(', ')}. Anyone with the order link above can see this order, so keep it to yourself.`,
      },
      { type: 'link', text: `Lost this e-mail later? Ask for the link again with your order number (#${number}) and e-mail address:`, label: 'Find your order', url: `${context.shopUrl}/order-lookup` },
    ],
  })
}

function receiptContribution(order: Order, account: OrderAccount, context: MailContext): MailBlock[] {
  const statement = orderReceipt(order, account, context.giving ?? GIVING_DEFAULTS)
  return statement ? contributionBlocks(statement) : []
}
