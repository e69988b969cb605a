import { createHash } from 'node:crypto'
import type { Payload, PayloadRequest } from 'payload'

import { isUniqueViolation } from '../auth/isUniqueViolation'

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
  /**
   * A message that must go out once only, whoever queues it and however often (a restock notice):
   * its outbox id is made from this key, so a second try is refused by the database itself.
   */
  onceKey?: string
}

/**
 * Records a message in the outbox, queued and due at once, and wakes this process's delivery
 * runner. Sending happens in the background with retries (the outbox is the queue:
 * cms/mail/mailRunner.ts), so a mail server that is down never fails the caller.
 * Pass the hook's `req` to store the message in the same transaction as the change it reports.
 * Answers false when a message with the same `onceKey` was queued before (nothing is queued).
 */
export async function queueMail(payload: Payload, message: OutgoingMail, options: { req?: PayloadRequest } = {}): Promise<boolean> {
  const now = new Date().toISOString()
  // Written by the adapter alone, as the delivery records its tries: people cannot create outbox
  // entries, its hooks act only on an administrator's resend, every field is set here, and
  // nothing is read back (Payload's create would read the row again).
  try {
    await payload.db.create({
      collection: 'outbox',
      ...(message.onceKey ? { customID: idFromKey(payload.db.name, message.onceKey) } : {}),
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
  } catch (err) {
    if (message.onceKey && isUniqueViolation(err)) return false
    throw err
  }
  deliveryRunnerSignal.notify()
  return true
}

/** The same id for the same key, in the database's own form: a UUID on SQLite, an ObjectId's 24 hex digits on MongoDB. */
export function idFromKey(databaseName: string, key: string): string {
  const hex = createHash('sha256').update(`outbox:${key}`).digest('hex')
  if (databaseName === 'mongoose') return hex.slice(0, 24)
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`
}
