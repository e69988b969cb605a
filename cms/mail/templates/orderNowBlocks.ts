import type { OrderAccount } from '../../orders/orderAccount'
import type { Order } from '../../payload-types'
import { correctedReceiptBlocks } from './contributionBlocks'
import type { MailContext } from './mailContext'
import type { MailBlock } from './mailBlocks'
import { contactNote, orderItemsBlock } from './orderSummaryBlocks'
import { privateOrderLink } from './privateOrderLink'

/** The end of a message about money that moved (or did not): the order as it stands, its link, its tax receipt as it stands, who to ask. */
export function orderNowBlocks(order: Order & { accessToken: string }, account: OrderAccount, context: MailContext, after: 'this refund' | 'the failed refund'): MailBlock[] {
  return [
    { type: 'heading', text: 'Your order now' },
    orderItemsBlock(account),
    { type: 'button', label: 'View your order', url: privateOrderLink(context.shopUrl, String(order.id), order.accessToken) },
    ...correctedReceiptBlocks(order, account, context, after),
    contactNote(context.contact),
  ]
}
