import type { Payload, TaskConfig } from 'payload'

import type { Outbox } from '../payload-types'
import { logoAttachment } from './logoAttachment'
import type { MailDelivery } from './mailDelivery'
import { DELIVER_MAIL_TASK, ERASED_BODY } from './mailKinds'

/**
 * Retries after a failed try: 10 s, 20 s, 40 s … doubling, 12 times (the last about 5.7 hours
 * later, some 11 hours after the first try). Then the message is marked failed for an
 * administrator to resend.
 */
const MAIL_RETRIES = 12
const FIRST_RETRY_MS = 10_000

/**
 * Delivers one outbox message through Payload's e-mail adapter and records how it went. A failed
 * try throws, so Payload's jobs queue tries again with backoff; a recipient the mail server refuses
 * outright is not retried.
 */
export const deliverMailTask: TaskConfig<{ input: { messageId: string }; output: object }> = {
  slug: DELIVER_MAIL_TASK,
  label: 'Deliver an e-mail from the outbox',
  inputSchema: [{ name: 'messageId', type: 'text', required: true }],
  retries: { attempts: MAIL_RETRIES, backoff: { type: 'exponential', delay: FIRST_RETRY_MS } },
  handler: async ({ input, job, req }) => {
    const payload = req.payload
    const message = (await payload.findByID({ collection: 'outbox', id: input.messageId, depth: 0, disableErrors: true, overrideAccess: true })) as Outbox | null
    // Deleted, or already delivered by an earlier job: nothing to do.
    if (!message || message.status === 'sent') return { output: {} }
    const attempts = (message.attempts ?? 0) + 1
    const lastTry = (job.totalTried ?? 0) >= MAIL_RETRIES

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
      const refused = isRecipientRefused(err)
      const final = refused || lastTry
      await record(payload, message, {
        status: final ? 'failed' : 'queued',
        attempts,
        lastError: `${describe(err)}${final ? '' : ' — will try again'}`,
      })
      payload.logger.warn({ msg: final ? 'e-mail failed' : 'e-mail not sent yet; will retry', outboxId: message.id, attempt: attempts, error: describe(err) })
      if (refused) return { output: {} }
      throw err
    }

    if (delivery.delivered) {
      await record(payload, message, { status: 'sent', attempts, sentAt: new Date().toISOString(), lastError: null, ...erasedIfSensitive(message) })
    } else if (delivery.printed) {
      await record(payload, message, { status: 'sent', attempts, sentAt: new Date().toISOString(), lastError: 'Printed to the log, not sent: e-mail is off (SMTP_URL is not set)' })
    } else {
      await record(payload, message, { status: 'failed', attempts, lastError: 'Not sent: e-mail is off (SMTP_URL is not set). Resend once e-mail is set up.' })
    }
    return { output: {} }
  },
}

/**
 * The delivery's own bookkeeping, written by the adapter alone: the outbox's hooks do nothing for
 * the delivery job, and Payload's update would read the message again, check panel locks and read
 * the row back, for every message.
 */
async function record(payload: Payload, message: Outbox, data: Partial<Outbox>): Promise<void> {
  await payload.db.updateOne({ collection: 'outbox', id: message.id, data: { ...data, updatedAt: new Date().toISOString() }, returning: false })
}

function erasedIfSensitive(message: Outbox): Partial<Outbox> {
  return message.sensitive ? { html: ERASED_BODY, text: ERASED_BODY } : {}
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
