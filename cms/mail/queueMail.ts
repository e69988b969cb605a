import type { Payload, PayloadRequest } from 'payload'

import type { MailKind } from './mailKinds'
import { deliveryRunnerSignal } from './deliveryRunnerSignal'

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
 * Records a message in the outbox, queued and due at once, and wakes this process's delivery
 * runner. Sending happens in the background with retries (the outbox is the queue:
 * cms/mail/mailRunner.ts), so a mail server that is down never fails the caller.
 * Pass the hook's `req` to store the message in the same transaction as the change it reports.
 */
export async function queueMail(payload: Payload, message: OutgoingMail, options: { req?: PayloadRequest } = {}): Promise<void> {
  const now = new Date().toISOString()
  // Written by the adapter alone, as the delivery records its tries: people cannot create outbox
  // entries, its hooks act only on an administrator's resend, every field is set here, and
  // nothing is read back (Payload's create would read the row again).
  await payload.db.create({
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
      deliveryTries: 0,
      createdAt: now,
      updatedAt: now,
    },
    req: options.req,
    returning: false,
  })
  deliveryRunnerSignal.notify()
}
