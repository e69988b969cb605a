import type { Payload } from 'payload'

import { endUndeliveredResetLink } from '../auth/endUndeliveredResetLink'
import { logoAttachment } from './logoAttachment'
import type { MailDelivery } from './mailDelivery'
import { ERASED_BODY } from './mailKinds'
import type { ClaimedMessage, DeliveryRecord, OutboxQueue } from './outboxQueue'

/**
 * Retries after a failed try: 10 s, 20 s, 40 s … doubling, 12 times (the last about 5.7 hours
 * later, some 11 hours after the first try). Then the message is marked failed for an
 * administrator to resend.
 */
export const MAIL_RETRIES = 12
export const FIRST_RETRY_MS = 10_000

/**
 * Sends one claimed outbox message through Payload's e-mail adapter and records how it went, in one
 * write that also releases the claim. A failed try is due again after its backoff; a recipient the
 * mail server refuses outright is not retried.
 */
export async function deliverMessage(payload: Payload, queue: OutboxQueue, message: ClaimedMessage): Promise<void> {
  let record = await tryToSend(payload, message)
  // A one-time link that will not be delivered is ended, so the stored message holds a dead one.
  if (record.status === 'failed' && message.sensitive && (await endUndeliveredResetLink(payload, message.text))) {
    record = { ...record, lastError: `${record.lastError ?? 'Not delivered'} — the password link in it no longer works; the person can ask for a new one.` }
  }
  if (!(await queue.record(message, record, new Date()))) {
    payload.logger.warn({ msg: 'e-mail claim expired before its try was recorded', outboxId: message.id, status: record.status })
  }
}

async function tryToSend(payload: Payload, message: ClaimedMessage): Promise<DeliveryRecord> {
  const attempts = message.attempts + 1
  const deliveryTries = message.deliveryTries + 1
  const done = { attempts, deliveryTries, nextAttemptAt: null }
  let delivery: MailDelivery
  try {
    delivery = (await payload.sendEmail({
      to: message.to,
      subject: message.subject,
      html: message.html,
      text: message.text,
      attachments: [await logoAttachment()],
    })) as MailDelivery
  } catch (err) {
    const final = isRecipientRefused(err) || message.deliveryTries >= MAIL_RETRIES
    payload.logger.warn({ msg: final ? 'e-mail failed' : 'e-mail not sent yet; will retry', outboxId: message.id, attempt: attempts, error: describe(err) })
    const lastError = `${describe(err)}${final ? '' : ' — will try again'}`
    if (final) return { ...done, status: 'failed', sentAt: null, lastError }
    const retryAt = new Date(Date.now() + FIRST_RETRY_MS * 2 ** (deliveryTries - 1)).toISOString()
    return { ...done, status: 'queued', sentAt: null, lastError, nextAttemptAt: retryAt }
  }

  const sentAt = new Date().toISOString()
  if (delivery.delivered) {
    return { ...done, status: 'sent', sentAt, lastError: null, ...(message.sensitive ? { body: { html: ERASED_BODY, text: ERASED_BODY } } : {}) }
  }
  if (delivery.printed) {
    return { ...done, status: 'sent', sentAt, lastError: 'Printed to the log, not sent: e-mail is off (SMTP_URL is not set)' }
  }
  return { ...done, status: 'failed', sentAt: null, lastError: 'Not sent: e-mail is off (SMTP_URL is not set). Resend once e-mail is set up.' }
}

/** The server refused this recipient for good (no such mailbox): trying again changes nothing. */
function isRecipientRefused(err: unknown): boolean {
  const e = err as { code?: string; responseCode?: number }
  return e.code === 'EENVELOPE' && typeof e.responseCode === 'number' && e.responseCode >= 500
}

/** The mail server's own words, short: no stack, no credentials (nodemailer never puts them in messages). */
function describe(err: unknown): string {
  const e = err as { message?: string; code?: string }
  const text = `${e.code ? `${e.code}: ` : ''}${e.message ?? String(err)}`
  return text.replace(/\s+/g, ' ').slice(0, 300)
}
