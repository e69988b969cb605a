import type { MailContext } from './mailContext'
import type { RenderedMail } from './mailBlocks'
import { renderMail } from './renderMail'

/** To the people who run the shop, once an hour at most: visitors' requests stopped making the shop send e-mail. */
export function visitorMailLimitMail(perHour: number, context: MailContext): RenderedMail {
  return renderMail({
    subject: 'E-mail limit reached: the shop is not sending links visitors ask for',
    preheader: `More than ${perHour} messages were asked for by visitors within an hour.`,
    heading: 'E-mail limit reached',
    shopUrl: context.shopUrl,
    contact: context.contact,
    blocks: [
      {
        type: 'paragraph',
        text: `Visitors asked the shop for more than ${perHour} e-mails within an hour (order links from /order-lookup, password links, newsletter confirmations). Until the hour is over, the shop sends no more of them; visitors still see the usual answer.`,
      },
      {
        type: 'paragraph',
        text: 'This protects the shop\'s mail account: a flood of messages can use up its daily quota (Gmail allows about 500) and get the shop\'s address marked as spam, and then receipts would not arrive either. Receipts of paid orders and notices to you are never held back.',
      },
      { type: 'paragraph', text: 'Nothing needs doing if someone was trying to misuse the forms. If real customers need more, raise VISITOR_MAIL_PER_HOUR in the shop\'s settings.' },
      { type: 'button', label: 'See the outbox', url: `${context.shopUrl}/cms/collections/outbox` },
      { type: 'note', text: 'You get at most one such message an hour. The addresses that receive it are those of Order notifications on /admin/orders.' },
    ],
  })
}
