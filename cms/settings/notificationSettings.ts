import type { Payload } from 'payload'

import type { ApiNotificationSettings } from '@shared/api'
import { shopNoticeRecipients } from '../mail/shopNoticeRecipients'

export async function readNotificationSettings(payload: Payload): Promise<ApiNotificationSettings> {
  const stored = (await payload.findGlobal({ slug: 'notifications', depth: 0, overrideAccess: true })) as {
    orderNotificationEmails?: string | null
    readyMessage?: string | null
  }
  return { orderNotificationEmails: stored.orderNotificationEmails ?? '', readyMessage: stored.readyMessage ?? '', recipients: await shopNoticeRecipients(payload) }
}
