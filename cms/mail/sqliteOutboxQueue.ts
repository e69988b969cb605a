import type { Client, Row } from '@libsql/client'
import type { Payload } from 'payload'

import { sqliteClient } from '../db/drivers'

import type { ClaimedMessage, DeliveryRecord, OutboxQueue } from './outboxQueue'

/**
 * SQLite: the claim is one `UPDATE … RETURNING` whose rows are chosen inside the same statement.
 * SQLite runs a write statement under the file's write lock, so two processes cannot both claim
 * a message; the outer condition repeats the inner one for clarity. Dates are Payload's ISO
 * strings, which compare in time order.
 */
export class SqliteOutboxQueue implements OutboxQueue {
  constructor(private readonly payload: Pick<Payload, 'db'>) {}

  private get client(): Client {
    return sqliteClient(this.payload)
  }

  async claimDue(limit: number, now: Date, leaseUntil: Date): Promise<ClaimedMessage[]> {
    const due = `status = 'queued' AND (next_attempt_at IS NULL OR next_attempt_at <= :now) AND (lease_until IS NULL OR lease_until <= :now)`
    const result = await this.client.execute({
      sql: `UPDATE outbox SET lease_until = :lease
        WHERE id IN (SELECT id FROM outbox WHERE ${due} ORDER BY created_at LIMIT :limit) AND ${due}
        RETURNING id, "to", subject, html, text, sensitive, attempts, delivery_tries`,
      args: { now: now.toISOString(), lease: leaseUntil.toISOString(), limit },
    })
    return result.rows.map((row) => claimed(row, leaseUntil.toISOString()))
  }

  async record(message: ClaimedMessage, record: DeliveryRecord, now: Date): Promise<boolean> {
    const result = await this.client.execute({
      sql: `UPDATE outbox SET status = :status, attempts = :attempts, delivery_tries = :tries, sent_at = coalesce(:sentAt, sent_at),
          last_error = :lastError, next_attempt_at = :next, lease_until = NULL, updated_at = :now,
          html = coalesce(:html, html), text = coalesce(:text, text)
        WHERE id = :id AND lease_until = :lease`,
      args: {
        status: record.status,
        attempts: record.attempts,
        tries: record.deliveryTries,
        sentAt: record.sentAt,
        lastError: record.lastError,
        next: record.nextAttemptAt,
        now: now.toISOString(),
        html: record.body?.html ?? null,
        text: record.body?.text ?? null,
        id: message.id,
        lease: message.leaseUntil,
      },
    })
    return result.rowsAffected === 1
  }
}

function claimed(row: Row, leaseUntil: string): ClaimedMessage {
  return {
    id: String(row.id),
    to: String(row.to),
    subject: String(row.subject),
    html: String(row.html),
    text: String(row.text),
    sensitive: Boolean(Number(row.sensitive ?? 0)),
    attempts: Number(row.attempts ?? 0),
    deliveryTries: Number(row.delivery_tries ?? 0),
    leaseUntil,
  }
}
