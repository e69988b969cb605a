import type { Payload, PayloadRequest } from 'payload'

import type { MailKind } from './mailKinds'
import { queueDelivery } from './queueDelivery'

export type OutgoingMail = {
  kind: MailKind
  to: string
  subject: string
  html: string
  text: string
  /** The order it is about, for the outbox's list. */
  orderId?: string | number | null
  /** Holds a one-time secret: its body is erased once delivered. */
  sensitive?: boolean
}

/**
 * Records a message in the outbox and queues its delivery; returns the outbox id. Sending happens
 * in the background with retries, so a mail server that is down never fails the caller.
 * Pass the hook's `req` to store the message in the same transaction as the change it reports.
 */
export async function queueMail(payload: Payload, message: OutgoingMail, options: { req?: PayloadRequest } = {}): Promise<string> {
  const record = await payload.create({
    collection: 'outbox',
    data: {
      kind: message.kind,
      to: message.to,
      subject: message.subject,
      html: message.html,
      text: message.text,
      order: message.orderId ? (message.orderId as string) : null,
      sensitive: message.sensitive ?? false,
      status: 'queued',
      attempts: 0,
    },
    req: options.req,
    // Only the id is used: the order it points to is not read back.
    depth: 0,
    overrideAccess: true,
    context: { outboxDelivery: true },
  })
  await queueDelivery(payload, String(record.id), options.req)
  return String(record.id)
}
