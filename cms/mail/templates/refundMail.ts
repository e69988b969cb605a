import { formatCents } from '@shared/money'
import { orderNumber } from '@shared/orderNumber'
import { PAYMENT_NOT_TAKEN, unitsLabel } from '@shared/orderWording'
import type { AccountRefund, AccountRefundLine, OrderAccount } from '../../orders/orderAccount'
import type { Order } from '../../payload-types'
import type { MailContext } from './mailContext'
import type { MailBlock, RenderedMail } from './mailBlocks'
import { orderNowBlocks } from './orderNowBlocks'
import { renderMail } from './renderMail'

const BANK_DELAY = 'Depending on your bank, it can take 5–10 days to appear on your statement.'

/**
 * To the buyer, for each refund: how much, what it was for (the lines it named, or part of the
 * price), why, how much in all, and what is still coming. The last refund of an order keeps the
 * subject "has been refunded". A demo order's refund says that no payment was taken. An order whose
 * receipt acknowledged a contribution gets that acknowledgment again as it now stands (decision 73).
 */
export function refundMail(order: Order & { accessToken: string }, account: OrderAccount, refund: AccountRefund, context: MailContext): RenderedMail {
  const number = orderNumber(String(order.id))
  const full = account.refundedCents >= account.paidCents
  const amount = formatCents(refund.cents)
  const demo = !account.paymentTaken
  let text: string
  if (demo) text = `${PAYMENT_NOT_TAKEN}, so no money goes back to a card: this demo order's refund of ${amount} is recorded only.`
  else if (full) text = `Your payment for this order has been refunded to your card: ${amount}${refund.cents === account.paidCents ? '' : `, ${formatCents(account.refundedCents)} in all`}. ${BANK_DELAY}`
  else text = `We have refunded ${amount} of your order to your card (${formatCents(account.refundedCents)} of ${formatCents(account.paidCents)} so far). ${BANK_DELAY}`

  // The last of several refunds by amount names every unit left, but only part of their price came back with it.
  const forWhat = refund.forTheRest
    ? `The rest of your order (${unitsByLine(refund.lines).map((line) => unitsLabel(line.quantity, line.productName, line.size)).join(', ')})`
    : refund.lines.length > 0
      ? refund.lines.map((line) => `${unitsLabel(line.quantity, line.productName, line.size)}: ${formatCents(line.cents)}`).join('\n')
      : 'Part of the order’s price'
  const still =
    account.fulfilment === 'to-send'
      ? `We are still preparing the rest of your order: ${account.unitsToSend} item${account.unitsToSend === 1 ? '' : 's'}.`
      : account.fulfilment === 'nothing-to-send'
        ? 'Nothing is left to send on this order.'
        : null

  const blocks: MailBlock[] = [
    { type: 'paragraph', text: `Hi ${order.customerName},` },
    { type: 'paragraph', text },
    {
      type: 'details',
      rows: [
        { label: 'Order number', value: `#${number}` },
        { label: 'This refund', value: amount },
        { label: 'For', value: forWhat },
        ...(refund.reason ? [{ label: 'Reason', value: refund.reason }] : []),
        { label: 'Refunded in all', value: `${formatCents(account.refundedCents)} of ${formatCents(account.paidCents)}` },
      ],
    },
    ...(still ? [{ type: 'paragraph' as const, text: still }] : []),
    ...orderNowBlocks(order, account, context, 'this refund'),
  ]
  return renderMail({
    subject: demo
      ? `Demo order #${number}: refund of ${amount} recorded (no payment was taken)`
      : full
        ? `Your order #${number} has been refunded`
        : `${amount} of your order #${number} has been refunded`,
    preheader: text,
    heading: demo ? 'A refund on your demo order' : full ? 'Your order has been refunded' : 'Part of your order has been refunded',
    shopUrl: context.shopUrl,
    contact: context.contact,
    blocks,
  })
}

/** A line named twice by one refund (ticked, and the rest of it with "Everything left") counted once. */
function unitsByLine(lines: readonly AccountRefundLine[]): AccountRefundLine[] {
  const byItem = new Map<string, AccountRefundLine>()
  for (const line of lines) {
    const seen = byItem.get(line.itemId)
    byItem.set(line.itemId, seen ? { ...seen, quantity: seen.quantity + line.quantity } : line)
  }
  return [...byItem.values()]
}
