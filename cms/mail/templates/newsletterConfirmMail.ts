import type { MailContext } from './mailContext'
import type { RenderedMail } from './mailBlocks'
import { renderMail } from './renderMail'

/** The links of a newsletter e-mail: confirm (double opt-in) and unsubscribe. */
function newsletterLink(shopUrl: string, action: 'confirm' | 'unsubscribe', token: string): string {
  return `${shopUrl}/newsletter/${action}?token=${encodeURIComponent(token)}`
}

/** Double opt-in: nobody gets the newsletter until the address's owner confirms from this e-mail. */
export function newsletterConfirmMail(email: string, token: string, context: MailContext): RenderedMail {
  return renderMail({
    subject: 'Please confirm your newsletter subscription',
    preheader: 'One click and you will hear about our programs and new merchandise.',
    heading: 'Confirm your subscription',
    shopUrl: context.shopUrl,
    contact: context.contact,
    blocks: [
      { type: 'paragraph', text: `Someone, hopefully you, asked to receive the Community Rescue newsletter at ${email}.` },
      { type: 'paragraph', text: 'Please confirm that you want it:' },
      { type: 'button', label: 'Yes, subscribe me', url: newsletterLink(context.shopUrl, 'confirm', token) },
      { type: 'note', text: 'If you did not ask for it, ignore this e-mail: without your confirmation you will not be subscribed.' },
      { type: 'link', text: 'Changed your mind later? You can leave at any time:', label: 'Unsubscribe', url: newsletterLink(context.shopUrl, 'unsubscribe', token) },
    ],
  })
}
