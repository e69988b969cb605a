import type { Payload, PayloadRequest } from 'payload'

import type { MailKind } from './mailKinds'
import { queueMail } from './queueMail'
import { shopNoticeRecipients } from './shopNoticeRecipients'
import type { RenderedMail } from './templates/mailBlocks'

/**
 * A message for the people who run the shop (new orders; low stock later): one outbox message per
 * address of the notification setting, or per administrator.
 */
export async function queueShopNotice(
  payload: Payload,
  notice: RenderedMail & { kind: MailKind; orderId?: string | number | null },
  options: { req?: PayloadRequest } = {},
): Promise<number> {
  const recipients = await shopNoticeRecipients(payload, options.req)
  for (const to of recipients) {
    await queueMail(payload, { kind: notice.kind, to, subject: notice.subject, html: notice.html, text: notice.text, orderId: notice.orderId }, options)
  }
  return recipients.length
}
