import { formatCents } from '@shared/money'
import { orderNumber } from '@shared/orderNumber'
import type { Order } from '../../payload-types'
import type { MailContext } from './mailContext'
import type { RenderedMail } from './mailBlocks'
import { deliveryRow, orderItemsBlock } from './orderSummaryBlocks'
import { renderMail } from './renderMail'

/** To the people who pack orders: what was bought, for whom, and how it leaves the shop. */
export function newOrderNoticeMail(order: Order, context: MailContext): RenderedMail {
  const number = orderNumber(String(order.id))
  const method = order.deliveryMethod === 'out-of-town' ? 'to mail' : 'in town'
  return renderMail({
    subject: `New order #${number} from ${order.customerName} (${formatCents(order.totalCents)}, ${method})`,
    preheader: `${order.customerName} ordered ${(order.items ?? []).length} item(s), ${formatCents(order.totalCents)}.`,
    heading: `New order #${number}`,
    shopUrl: context.shopUrl,
    contact: context.contact,
    blocks: [
      { type: 'paragraph', text: 'A new order has been paid and is waiting to be fulfilled.' },
      orderItemsBlock(order),
      {
        type: 'details',
        rows: [
          deliveryRow(order),
          { label: 'Customer', value: order.customerName },
          ...(order.customerEmail ? [{ label: 'Email', value: order.customerEmail }] : []),
          ...(order.customerPhone ? [{ label: 'Phone', value: order.customerPhone }] : []),
        ],
      },
      { type: 'button', label: 'Open orders to fulfil', url: `${context.shopUrl}/admin/orders` },
      { type: 'note', text: 'You get this notice as a shop administrator. The addresses that receive it are set under Order notifications on /admin/orders.' },
    ],
  })
}
