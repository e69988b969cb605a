import { orderNumber } from '@shared/orderNumber'
import type { MailContext } from './mailContext'
import type { RenderedMail } from './mailBlocks'
import { privateOrderLink } from './privateOrderLink'
import { renderMail } from './renderMail'

/** The private order link again, for a buyer who asked on /order-lookup. */
export function orderLinkMail(order: { id: string; accessToken: string; customerName: string }, context: MailContext): RenderedMail {
  const number = orderNumber(order.id)
  return renderMail({
    subject: `The link to your order #${number}`,
    preheader: `Here is the link to see your order #${number}.`,
    heading: `Your order #${number}`,
    shopUrl: context.shopUrl,
    contact: context.contact,
    blocks: [
      { type: 'paragraph', text: `Hi ${order.customerName}, here is the private link to your order, as you asked:` },
      { type: 'button', label: 'View your order', url: privateOrderLink(context.shopUrl, order.id, order.accessToken) },
      { type: 'note', text: 'Anyone with this link can see the order, so keep it to yourself. If you did not ask for it, you can ignore this e-mail.' },
    ],
  })
}
