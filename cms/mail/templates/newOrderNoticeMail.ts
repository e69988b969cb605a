import { formatCents } from '@shared/money'
import { orderNumber } from '@shared/orderNumber'
import { PAYMENT_NOT_TAKEN } from '@shared/orderWording'
import type { OrderAccount } from '../../orders/orderAccount'
import type { Order } from '../../payload-types'
import type { MailContext } from './mailContext'
import type { RenderedMail } from './mailBlocks'
import { deliveryRow, orderItemsBlock } from './orderSummaryBlocks'
import { renderMail } from './renderMail'

/** To the people who pack orders: what was bought, for whom, and how it leaves the shop. */
export function newOrderNoticeMail(order: Order, account: OrderAccount, context: MailContext): RenderedMail {
  const number = orderNumber(String(order.id))
  const method = order.deliveryMethod === 'out-of-town' ? 'to mail' : 'in town'
  const demo = !account.paymentTaken
  // Units, as the packing slip counts them: two T-shirts on one line are 2 items.
  const units = account.lines.reduce((sum, line) => sum + line.ordered, 0)
  return renderMail({
    subject: demo
      ? `New demo order #${number} from ${order.customerName} (no payment taken, do not ship)`
      : `New order #${number} from ${order.customerName} (${formatCents(order.totalCents)}, ${method})`,
    preheader: `${order.customerName} ordered ${units} item${units === 1 ? '' : 's'}${demo ? `. ${PAYMENT_NOT_TAKEN}.` : `, ${formatCents(order.totalCents)}.`}`,
    heading: demo ? `New demo order #${number}` : `New order #${number}`,
    shopUrl: context.shopUrl,
    contact: context.contact,
    blocks: [
      {
        type: 'paragraph',
        text: demo
          ? `${PAYMENT_NOT_TAKEN}: this order was placed in demo payment mode. Do not ship it.`
          : 'A new order has been paid and is waiting to be fulfilled.',
      },
      orderItemsBlock(account),
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
