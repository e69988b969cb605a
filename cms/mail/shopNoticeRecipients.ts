import type { Payload, PayloadRequest } from 'payload'

import { parseEmailList } from '@shared/emailList'
import { mailSettingsCache } from '../cache/mailSettingsCache'

/**
 * The addresses of the notification setting, or every administrator's when it is empty. Cached and
 * shared by every caller, so read outside any caller's transaction (`_req`).
 */
export async function shopNoticeRecipients(payload: Payload, _req?: PayloadRequest): Promise<string[]> {
  return [...(await mailSettingsCache.read('shop-notice-recipients', () => readRecipients(payload)))]
}

async function readRecipients(payload: Payload): Promise<string[]> {
  const settings = (await payload.findGlobal({ slug: 'notifications', depth: 0, overrideAccess: true })) as { orderNotificationEmails?: string | null }
  const configured = parseEmailList(settings.orderNotificationEmails ?? '').emails
  if (configured.length > 0) return configured
  const { docs } = await payload.find({
    collection: 'users',
    where: { isAdmin: { equals: true } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { email: true },
  })
  return [...new Set(docs.map((user) => user.email).filter((email): email is string => Boolean(email)))]
}
