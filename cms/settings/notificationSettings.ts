import type { Payload } from 'payload'

import type { ApiNotificationSettings } from '@shared/api'
import { shopNoticeRecipients } from '../mail/shopNoticeRecipients'

/** The notification settings; `emailOn` is the caller's to add (it is the environment's, not stored). */
export async function readNotificationSettings(payload: Payload): Promise<Omit<ApiNotificationSettings, 'emailOn'>> {
  const stored = (await payload.findGlobal({ slug: 'notifications', depth: 0, overrideAccess: true })) as {
    orderNotificationEmails?: string | null
    readyMessage?: string | null
  }
  return { orderNotificationEmails: stored.orderNotificationEmails ?? '', readyMessage: stored.readyMessage ?? '', recipients: await shopNoticeRecipients(payload) }
}
