import { formatCents } from '@shared/money'
import { orderNumber } from '@shared/orderNumber'
import { PAYMENT_NOT_TAKEN } from '@shared/orderWording'
import type { OrderAccount } from '../../orders/orderAccount'
import type { Order } from '../../payload-types'
import type { MailContext } from './mailContext'
import type { MailBlock, RenderedMail } from './mailBlocks'
import { contactNote, deliveryRow, orderItemsBlock } from './orderSummaryBlocks'
import { privateOrderLink } from './privateOrderLink'
import { renderMail } from './renderMail'

/** Statuses the buyer is told about (each refund has its own message: refundMail.ts). */
export const NOTIFIED_STATUSES = ['fulfilled', 'cancelled'] as const
export type NotifiedStatus = (typeof NOTIFIED_STATUSES)[number]

const BANK_DELAY = 'Depending on your bank, it can take 5–10 days to appear on your statement.'

type Wording = { subject: string; heading: string; text: string }

/** Fulfilled: an in-town order is ready or handed over, an out-of-town one is on its way. */
function fulfilledWording(order: Order): Wording {
  if (order.deliveryMethod === 'out-of-town') {
    return { subject: 'is on its way', heading: 'Your order is on its way', text: 'Good news: your order has been mailed to the address below.' }
  }
  return {
    subject: 'is ready',
    heading: 'Your order is ready',
    text: 'Good news: your order is ready. If it is not in your hands yet, we will contact you to arrange pickup or hand-over in St. John.',
  }
}

/** Cancelled: why, what went back to the card (or that a demo order took nothing), every line. */
function cancelledWording(account: OrderAccount): Wording {
  const why = account.cancelReason ? ` Reason: ${account.cancelReason}.` : ''
  const now = account.refunds.filter((refund) => refund.counts && refund.source === 'cancel').reduce((sum, refund) => sum + refund.cents, 0)
  let money: string
  if (!account.paymentTaken) money = ` ${PAYMENT_NOT_TAKEN}, so nothing goes back to a card.`
  else if (now > 0 && now < account.refundedCents) money = ` ${formatCents(now)} more has been refunded to your card (${formatCents(account.refundedCents)} in all). ${BANK_DELAY}`
  else if (account.refundedCents > 0) money = ` ${formatCents(account.refundedCents)} has been refunded to your card. ${BANK_DELAY}`
  else money = ''
  return { subject: 'has been cancelled', heading: 'Your order has been cancelled', text: `Your order has been cancelled.${why}${money}` }
}

/** A note to the buyer when an order is fulfilled or cancelled. */
export function orderStatusMail(order: Order & { accessToken: string }, account: OrderAccount, status: NotifiedStatus, context: MailContext): RenderedMail {
  const number = orderNumber(String(order.id))
  const wording = status === 'fulfilled' ? fulfilledWording(order) : cancelledWording(account)
  const blocks: MailBlock[] = [
    { type: 'paragraph', text: `Hi ${order.customerName},` },
    { type: 'paragraph', text: wording.text },
    ...(status === 'fulfilled' && !account.paymentTaken ? [{ type: 'paragraph' as const, text: `${PAYMENT_NOT_TAKEN}: this was a demo order.` }] : []),
    { type: 'details', rows: [{ label: 'Order number', value: `#${number}` }, deliveryRow(order)] },
    orderItemsBlock(account, { cancelled: status === 'cancelled' }),
    { type: 'button', label: 'View your order', url: privateOrderLink(context.shopUrl, String(order.id), order.accessToken) },
    contactNote(context.contact),
  ]
  return renderMail({
    subject: `Your ${account.paymentTaken ? '' : 'demo '}order #${number} ${wording.subject}`,
    preheader: wording.text,
    heading: wording.heading,
    shopUrl: context.shopUrl,
    contact: context.contact,
    blocks,
  })
}
