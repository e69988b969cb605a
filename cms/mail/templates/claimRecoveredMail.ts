import { formatCents } from '@shared/money'
import { orderNumber } from '@shared/orderNumber'
import type { Order } from '../../payload-types'
import type { MailContext } from './mailContext'
import type { RenderedMail } from './mailBlocks'
import { renderMail } from './renderMail'

export type ClaimRecovered =
  | { paymentIntentId: string; outcome: 'order'; order: Order; amountCents: number | null }
  | { paymentIntentId: string; outcome: 'refunded'; reason: string; amountCents: number | null }

/**
 * To the people who run the shop: a paid payment was left half done (a shop process stopped between
 * taking its stock and writing its order) and has now been finished, or refunded (issue 28).
 */
export function claimRecoveredMail(recovered: ClaimRecovered, context: MailContext): RenderedMail {
  const amount = recovered.amountCents === null ? null : formatCents(recovered.amountCents)
  const payment = [{ label: 'Payment (Stripe)', value: recovered.paymentIntentId }, ...(amount ? [{ label: 'Amount', value: amount }] : [])]
  if (recovered.outcome === 'order') {
    const { order } = recovered
    const number = orderNumber(String(order.id))
    return renderMail({
      subject: `Order #${number} was finished after an interruption (payment ${recovered.paymentIntentId})`,
      preheader: `The order of ${order.customerName} was completed by the shop's safety check.`,
      heading: 'A paid order was finished late',
      shopUrl: context.shopUrl,
      contact: context.contact,
      blocks: [
        {
          type: 'paragraph',
          text: `A shop process stopped after this payment had reserved its items and before its order was written. The shop's safety check has now written order #${number}: nothing else is needed, but the buyer may have seen "still being processed" at checkout.`,
        },
        { type: 'details', rows: [{ label: 'Order number', value: `#${number}` }, { label: 'Customer', value: order.customerName }, ...payment] },
        { type: 'button', label: 'Open orders', url: `${context.shopUrl}/admin/orders` },
      ],
    })
  }
  return renderMail({
    subject: `Payment ${recovered.paymentIntentId} was refunded: its order could not be made`,
    preheader: `The payment's items are back on sale and the buyer has been told.`,
    heading: 'A paid payment was refunded',
    shopUrl: context.shopUrl,
    contact: context.contact,
    blocks: [
      {
        type: 'paragraph',
        text: `A shop process stopped after this payment had reserved its items and before its order was written, and the order was not made afterwards. Why: ${recovered.reason} The payment has been refunded in full, its items are back on sale, and the buyer has been e-mailed.`,
      },
      { type: 'details', rows: payment },
      { type: 'paragraph', text: 'Check the payment in the Stripe dashboard if anything looks wrong.' },
    ],
  })
}
