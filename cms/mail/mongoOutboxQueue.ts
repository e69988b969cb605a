import type { Payload } from 'payload'

import { mongooseModel } from '../db/drivers'

import type { ClaimedMessage, DeliveryRecord, OutboxQueue } from './outboxQueue'

type OutboxModel = {
  findOneAndUpdate(filter: Record<string, unknown>, update: Record<string, unknown>, options: { new: true; sort: Record<string, 1> }): { lean(): Promise<Record<string, unknown> | null> }
  updateOne(filter: Record<string, unknown>, update: Record<string, unknown>): Promise<{ matchedCount: number }>
}

/**
 * MongoDB: each message is claimed by its own `findOneAndUpdate` (atomic per document, so two
 * processes cannot both claim it), on Payload's Mongoose model (which casts ids as Payload stores them).
 */
export class MongoOutboxQueue implements OutboxQueue {
  constructor(private readonly payload: Pick<Payload, 'db'>) {}

  private get model(): OutboxModel {
    return mongooseModel<OutboxModel>(this.payload, 'outbox')
  }

  async claimDue(limit: number, now: Date, leaseUntil: Date): Promise<ClaimedMessage[]> {
    const due = {
      status: 'queued',
      $and: [{ $or: [{ nextAttemptAt: null }, { nextAttemptAt: { $lte: now } }] }, { $or: [{ leaseUntil: null }, { leaseUntil: { $lte: now } }] }],
    }
    const claimed: ClaimedMessage[] = []
    while (claimed.length < limit) {
      const doc = await this.model.findOneAndUpdate(due, { $set: { leaseUntil } }, { new: true, sort: { createdAt: 1 } }).lean()
      if (!doc) break
      claimed.push({
        id: String(doc._id),
        to: String(doc.to),
        subject: String(doc.subject),
        html: String(doc.html),
        text: String(doc.text),
        sensitive: doc.sensitive === true,
        attempts: Number(doc.attempts ?? 0),
        deliveryTries: Number(doc.deliveryTries ?? 0),
        leaseUntil: leaseUntil.toISOString(),
      })
    }
    return claimed
  }

  async record(message: ClaimedMessage, record: DeliveryRecord, now: Date): Promise<boolean> {
    const date = (value: string | null) => (value ? new Date(value) : null)
    const { matchedCount } = await this.model.updateOne(
      { _id: message.id, leaseUntil: new Date(message.leaseUntil) },
      {
        $set: {
          status: record.status,
          attempts: record.attempts,
          deliveryTries: record.deliveryTries,
          ...(record.sentAt ? { sentAt: date(record.sentAt) } : {}),
          lastError: record.lastError,
          nextAttemptAt: date(record.nextAttemptAt),
          leaseUntil: null,
          updatedAt: now,
          ...(record.body ?? {}),
        },
      },
    )
    return matchedCount === 1
  }
}
