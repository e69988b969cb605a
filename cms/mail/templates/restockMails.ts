import type { RenderedMail } from './mailBlocks'
import type { MailContext } from './mailContext'
import { renderMail } from './renderMail'

/** What the shopper waits for: "Rescue Tee in size M", or the product's name alone. */
export type RestockItem = { productId: string; productName: string; size: string | null }

const described = (item: RestockItem) => (item.size ? `${item.productName} in size ${item.size}` : item.productName)

function restockLink(shopUrl: string, action: 'confirm' | 'cancel', token: string): string {
  return `${shopUrl}/notify/${action}?token=${encodeURIComponent(token)}`
}

export function productLink(shopUrl: string, productId: string): string {
  return `${shopUrl}/products/${encodeURIComponent(productId)}`
}

/** Double opt-in, as the newsletter's: nobody is e-mailed about a restock until the address's owner confirms from this e-mail. */
export function restockConfirmMail(email: string, item: RestockItem, token: string, context: MailContext): RenderedMail {
  return renderMail({
    subject: `Please confirm: e-mail me when ${described(item)} is back`,
    preheader: 'One click, and we will tell you once when it is back in stock.',
    heading: 'Confirm your back-in-stock e-mail',
    shopUrl: context.shopUrl,
    contact: context.contact,
    blocks: [
      { type: 'paragraph', text: `Someone, hopefully you, asked us to e-mail ${email} when ${described(item)} is back in stock.` },
      { type: 'paragraph', text: 'Please confirm that you want this one e-mail:' },
      { type: 'button', label: 'Yes, e-mail me when it is back', url: restockLink(context.shopUrl, 'confirm', token) },
      { type: 'note', text: 'If you did not ask for it, ignore this e-mail: without your confirmation we will not write to you. We use your address for this one e-mail only.' },
      { type: 'link', text: 'Changed your mind later? Cancel it at any time:', label: 'Cancel', url: restockLink(context.shopUrl, 'cancel', token) },
    ],
  })
}

/** The one e-mail a confirmed request gets: it is back, with the product's link. */
export function restockNoticeMail(item: RestockItem, context: MailContext): RenderedMail {
  return renderMail({
    subject: `Back in stock: ${described(item)}`,
    preheader: 'The item you asked about is back. Popular sizes go quickly.',
    heading: 'It is back in stock',
    shopUrl: context.shopUrl,
    contact: context.contact,
    blocks: [
      { type: 'paragraph', text: `Good news: ${described(item)} is back in our shop.` },
      { type: 'button', label: 'See it in the shop', url: productLink(context.shopUrl, item.productId) },
      { type: 'note', text: 'We only hold it for whoever buys first, so it may sell out again. This was the one e-mail you asked for: we will not write again about it.' },
    ],
  })
}
