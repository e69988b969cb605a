import type { Payload, PayloadRequest } from 'payload'

import { parseEmailList } from '../../shared/emailList'

/** The addresses of the notification setting, or every administrator's when it is empty. */
export async function shopNoticeRecipients(payload: Payload, req?: PayloadRequest): Promise<string[]> {
  const settings = (await payload.findGlobal({ slug: 'notifications', depth: 0, req, overrideAccess: true })) as { orderNotificationEmails?: string | null }
  const configured = parseEmailList(settings.orderNotificationEmails ?? '').emails
  if (configured.length > 0) return configured
  const { docs } = await payload.find({
    collection: 'users',
    where: { isAdmin: { equals: true } },
    pagination: false,
    depth: 0,
    req,
    overrideAccess: true,
    select: { email: true },
  })
  return [...new Set(docs.map((user) => user.email).filter((email): email is string => Boolean(email)))]
}
