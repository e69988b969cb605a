import type { MailContext } from './mailContext'
import type { RenderedMail } from './mailBlocks'
import { renderMail } from './renderMail'

/** The link to choose a new password: valid one hour, once. */
export function passwordResetMail(user: { username: string }, link: string, context: MailContext): RenderedMail {
  return renderMail({
    subject: 'Choose a new password',
    preheader: 'Someone (hopefully you) asked to reset the password of your shop account.',
    heading: 'Choose a new password',
    shopUrl: context.shopUrl,
    contact: context.contact,
    blocks: [
      { type: 'paragraph', text: `Someone asked to reset the password of the shop account "${user.username}". If it was you, choose a new password here:` },
      { type: 'button', label: 'Choose a new password', url: link },
      { type: 'paragraph', text: 'The link works once, for one hour. Your username stays the same.' },
      { type: 'note', text: 'If you did not ask for this, ignore this e-mail: your password stays as it is.' },
    ],
  })
}
