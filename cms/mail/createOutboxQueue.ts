import type { Payload } from 'payload'

import { MongoOutboxQueue } from './mongoOutboxQueue'
import type { OutboxQueue } from './outboxQueue'
import { SqliteOutboxQueue } from './sqliteOutboxQueue'

/** The outbox queue for the shop's database. */
export function createOutboxQueue(payload: Payload): OutboxQueue {
  return payload.db.name === 'mongoose' ? new MongoOutboxQueue(payload) : new SqliteOutboxQueue(payload)
}
