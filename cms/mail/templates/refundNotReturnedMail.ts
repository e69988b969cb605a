import { formatCents } from '@shared/money'
import { orderNumber } from '@shared/orderNumber'
import type { OrderAccount } from '../../orders/orderAccount'
import type { Order } from '../../payload-types'
import type { MailContext } from './mailContext'
import type { MailBlock, RenderedMail } from './mailBlocks'
import { orderNowBlocks } from './orderNowBlocks'
import { renderMail } from './renderMail'

/**
 * To the buyer: a refund they were told about came back failed (the card closed or replaced), so
 * the money has not reached them. The shop is told too (refundFailedMail) and will contact them; the
 * order and its tax receipt are as they stand without that refund, so the corrected receipt sent
 * with the refund no longer holds.
 */
export function refundNotReturnedMail(order: Order & { accessToken: string }, account: OrderAccount, refundCents: number, context: MailContext): RenderedMail {
  const number = orderNumber(String(order.id))
  const amount = formatCents(refundCents)
  const text = `Your card's bank could not accept our refund of ${amount} for order #${number} (the card may have been closed or replaced), so the money has not reached you. It is safe with us: we will contact you to return it another way. You do not need to do anything.`
  const blocks: MailBlock[] = [
    { type: 'paragraph', text: `Hi ${order.customerName},` },
    { type: 'paragraph', text },
    ...orderNowBlocks(order, account, context, 'the failed refund'),
  ]
  return renderMail({
    subject: `Your refund of ${amount} for order #${number} did not go through`,
    preheader: `The money has not reached your card: we will contact you to return it another way.`,
    heading: 'Your refund did not go through',
    shopUrl: context.shopUrl,
    contact: context.contact,
    blocks,
  })
}
