import type { Payload } from 'payload'
import { z } from 'zod'

import type { ApiNotificationSettings } from '../../shared/api'
import { parseEmailList } from '../../shared/emailList'
import { shopNoticeRecipients } from '../mail/shopNoticeRecipients'

export const notificationSettingsSchema = z.object({
  orderNotificationEmails: z
    .string({ error: 'Send the addresses as text, one per line' })
    .max(2000, 'At most 2000 characters of addresses')
    .refine((text) => parseEmailList(text).invalid.length === 0, {
      error: (issue) => `Not an e-mail address: ${parseEmailList(String(issue.input)).invalid.join(', ')}`,
    }),
})

export async function readNotificationSettings(payload: Payload): Promise<ApiNotificationSettings> {
  const stored = (await payload.findGlobal({ slug: 'notifications', depth: 0, overrideAccess: true })) as { orderNotificationEmails?: string | null }
  return { orderNotificationEmails: stored.orderNotificationEmails ?? '', recipients: await shopNoticeRecipients(payload) }
}
