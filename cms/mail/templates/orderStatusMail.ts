import { formatCents } from '@shared/money'
import { orderNumber } from '@shared/orderNumber'
import { CARRIER_LABELS, type Carrier, trackingUrl } from '@shared/orderStatus'
import { PAYMENT_NOT_TAKEN } from '@shared/orderWording'
import { READY_MESSAGE_DEFAULT } from '@shared/settingsDefaults'
import type { OrderAccount } from '../../orders/orderAccount'
import type { Order } from '../../payload-types'
import { correctedReceiptBlocks } from './contributionBlocks'
import type { MailContext } from './mailContext'
import type { MailBlock, RenderedMail } from './mailBlocks'
import { contactNote, deliveryRow, orderItemsBlock } from './orderSummaryBlocks'
import { privateOrderLink } from './privateOrderLink'
import { renderMail } from './renderMail'

/** Statuses the buyer is told about (each refund has its own message: refundMail.ts). */
export const NOTIFIED_STATUSES = ['shipped', 'fulfilled', 'cancelled'] as const
export type NotifiedStatus = (typeof NOTIFIED_STATUSES)[number]

const NO_TRACKING_NUMBER = 'We did not get a tracking number for this parcel. Write to us if it has not arrived in a couple of weeks.'

/**
 * The delivery line of the "ready for you" e-mail: in town, without the receipt's "we will contact
 * you to arrange pickup", which the settings' words (where and when to pick it up) would contradict.
 */
const READY_DELIVERY_ROW = { label: 'Delivery', value: 'In town (St. John)' }

const BANK_DELAY = 'Depending on your bank, it can take 5–10 days to appear on your statement.'

type Wording = { subject: string; heading: string; text: string }

/**
 * Fulfilled: an in-town order is ready or handed over (in the words of the setting "Ready for you"
 * message), an out-of-town one marked fulfilled without being marked shipped is on its way.
 */
function fulfilledWording(order: Order, readyMessage: string | null): Wording {
  if (order.deliveryMethod === 'out-of-town') {
    return { subject: 'is on its way', heading: 'Your order is on its way', text: 'Good news: your order has been mailed to the address below.' }
  }
  return { subject: 'is ready', heading: 'Your order is ready', text: readyMessage?.trim() || READY_MESSAGE_DEFAULT }
}

/** Shipped: in the mail, with the carrier and the tracking number when the volunteer gave them. */
function shippedWording(order: Order, corrected: boolean): Wording {
  if (corrected) return { subject: 'tracking details', heading: 'New tracking details for your order', text: 'The tracking details of your order have changed: the new ones are below.' }
  return { subject: 'has shipped', heading: 'Your order has shipped', text: 'Good news: your order is in the mail to the address below.' }
}

/** The carrier, the tracking number and a button to the carrier's tracking page (known carriers). */
function trackingBlocks(order: Order): MailBlock[] {
  const carrier = order.carrier ? CARRIER_LABELS[order.carrier as Carrier] : null
  const rows = [
    ...(carrier ? [{ label: 'Carrier', value: carrier }] : []),
    ...(order.trackingNumber ? [{ label: 'Tracking number', value: order.trackingNumber }] : []),
  ]
  const url = trackingUrl(order.carrier, order.trackingNumber)
  // A carrier without a number is said too: the buyer should not look for a tracking link that is not there.
  const noNumber: MailBlock[] = order.trackingNumber ? [] : [{ type: 'paragraph', text: NO_TRACKING_NUMBER }]
  if (rows.length === 0) return noNumber
  return [{ type: 'details', rows }, ...noNumber, ...(url ? [{ type: 'button' as const, label: `Track your parcel with ${carrier}`, url }] : [])]
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

/** What the status message needs besides the order: the "ready for you" wording, whether the tracking was corrected. */
export type StatusMailOptions = { readyMessage?: string | null; trackingCorrected?: boolean }

/** A note to the buyer when an order is shipped, fulfilled or cancelled. */
export function orderStatusMail(
  order: Order & { accessToken: string },
  account: OrderAccount,
  status: NotifiedStatus,
  context: MailContext,
  options: StatusMailOptions = {},
): RenderedMail {
  const number = orderNumber(String(order.id))
  const wording =
    status === 'shipped'
      ? shippedWording(order, options.trackingCorrected === true)
      : status === 'fulfilled'
        ? fulfilledWording(order, options.readyMessage ?? null)
        : cancelledWording(account)
  const blocks: MailBlock[] = [
    { type: 'paragraph', text: `Hi ${order.customerName},` },
    { type: 'paragraph', text: wording.text },
    ...(status !== 'cancelled' && !account.paymentTaken ? [{ type: 'paragraph' as const, text: `${PAYMENT_NOT_TAKEN}: this was a demo order.` }] : []),
    ...(status === 'shipped' ? trackingBlocks(order) : []),
    { type: 'details', rows: [{ label: 'Order number', value: `#${number}` }, status === 'fulfilled' && order.deliveryMethod === 'in-town' ? READY_DELIVERY_ROW : deliveryRow(order)] },
    orderItemsBlock(account, { cancelled: status === 'cancelled' }),
    { type: 'button', label: 'View your order', url: privateOrderLink(context.shopUrl, String(order.id), order.accessToken) },
    ...(status === 'cancelled' ? correctedReceiptBlocks(order, account, context, 'this cancellation') : []),
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
