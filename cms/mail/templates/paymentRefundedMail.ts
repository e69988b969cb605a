import { formatCents } from '@shared/money'
import type { MailContext } from './mailContext'
import type { RenderedMail } from './mailBlocks'
import { renderMail } from './renderMail'

export type PaymentRefunded = { name: string | null; paymentIntentId: string; amountCents: number | null; reason: string | null }

const BANK_DELAY = 'Depending on your bank, it can take 5–10 days to appear on your statement.'

/**
 * To a buyer whose payment did not become an order (sold out while paying, refunded before the
 * order was made, an order that could not be completed): the money went back, and why (issue 28).
 */
export function paymentRefundedMail({ name, paymentIntentId, amountCents, reason }: PaymentRefunded, context: MailContext): RenderedMail {
  const amount = amountCents === null ? 'Your payment' : `Your payment of ${formatCents(amountCents)}`
  const text = `${amount} has been refunded to your card in full. ${BANK_DELAY}`
  return renderMail({
    subject: 'Your payment has been refunded: we could not complete your order',
    preheader: text,
    heading: 'Your payment has been refunded',
    shopUrl: context.shopUrl,
    contact: context.contact,
    blocks: [
      { type: 'paragraph', text: name ? `Hi ${name},` : 'Hello,' },
      { type: 'paragraph', text: `We are sorry: we could not complete your order. ${reason ? `${reason.trim()} ` : ''}${reason && /no order/.test(reason) ? 'Nothing will be shipped.' : 'There is no order, and nothing will be shipped.'}` },
      { type: 'paragraph', text },
      { type: 'details', rows: [{ label: 'Payment reference', value: paymentIntentId }, ...(amountCents === null ? [] : [{ label: 'Refunded', value: formatCents(amountCents) }])] },
      { type: 'button', label: 'Visit the shop', url: `${context.shopUrl}/shop` },
      { type: 'note', text: `Questions? Contact us: ${[context.contact.email, context.contact.phone].filter(Boolean).join(', ')}.` },
    ],
  })
}
