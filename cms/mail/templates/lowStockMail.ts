import type { MailContext } from './mailContext'
import type { RenderedMail } from './mailBlocks'
import { renderMail } from './renderMail'

/** A size (or a product without sizes) that a sale took to the low-stock level or below. */
export type LowStockItem = { productName: string; size: string | null; left: number }

const label = (item: LowStockItem) => (item.size ? `${item.productName} (${item.size})` : item.productName)
const left = (item: LowStockItem) => (item.left === 0 ? 'sold out' : `${item.left} left`)

/** To the people who run the shop: what is running low after a sale, once per crossing of the level. */
export function lowStockMail(items: LowStockItem[], level: number, context: MailContext): RenderedMail {
  const first = items[0]
  const subject =
    items.length === 1 ? `Low stock: ${label(first)}, ${left(first)}` : `Low stock: ${label(first)} and ${items.length - 1} more`
  return renderMail({
    subject,
    preheader: items.map((item) => `${label(item)}: ${left(item)}`).join('; '),
    heading: 'Running low',
    shopUrl: context.shopUrl,
    contact: context.contact,
    blocks: [
      { type: 'paragraph', text: `A sale just took ${items.length === 1 ? 'this item' : 'these items'} to ${level} or fewer units:` },
      { type: 'details', rows: items.map((item) => ({ label: label(item), value: left(item) })) },
      { type: 'button', label: 'Update stock', url: `${context.shopUrl}/admin/products` },
      {
        type: 'note',
        text: `You get one message each time a count drops to the low-stock level (${level}); the level is set on /admin/products. The addresses that receive it are those of Order notifications on /admin/orders.`,
      },
    ],
  })
}
