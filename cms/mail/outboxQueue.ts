/** A message a delivery runner has claimed: only this runner sends it until `leaseUntil`. */
export type ClaimedMessage = {
  id: string
  to: string
  subject: string
  html: string
  text: string
  sensitive: boolean
  /** Tries in all, shown in /cms. */
  attempts: number
  /** Tries since it was last queued (or resent): the retry limit counts these. */
  deliveryTries: number
  /** The claim itself: the finishing write only lands while the lease is still this runner's. */
  leaseUntil: string
}

/** How a try went, written in one statement with the claim released. */
export type DeliveryRecord = {
  status: 'queued' | 'sent' | 'failed'
  attempts: number
  deliveryTries: number
  /** When the mail server took it; null keeps the one recorded before (a resend that failed). */
  sentAt: string | null
  lastError: string | null
  /** When a queued message is due again (a retry's backoff). */
  nextAttemptAt: string | null
  /** Replaces the body (a password link erased once delivered). */
  body?: { html: string; text: string }
}

/**
 * The outbox as a delivery queue, without Payload's jobs: due messages are claimed in one
 * conditional write (so of two processes on one database only one gets each message), and each
 * try is recorded in one write. A claim whose process died expires with its lease and the message
 * is due again.
 */
export interface OutboxQueue {
  /** Claims up to `limit` due messages (queued, due, not leased by a live claim) until `leaseUntil`. */
  claimDue(limit: number, now: Date, leaseUntil: Date): Promise<ClaimedMessage[]>
  /** Records a try and releases the claim; false when the lease was lost (expired and claimed again). */
  record(message: ClaimedMessage, record: DeliveryRecord, now: Date): Promise<boolean>
}
