import type { Payload } from 'payload'
import { Types } from 'mongoose'

import { MongoOutboxQueue } from '@cms/mail/mongoOutboxQueue'
import type { DeliveryRecord, OutboxQueue } from '@cms/mail/outboxQueue'
import { SqliteOutboxQueue } from '@cms/mail/sqliteOutboxQueue'
import { contractModels } from '../../support/mongoContractModels'
import { describeContract, migratedSqlite, mongoDatabaseUri } from '../../support/storageContract'

/**
 * The OutboxQueue contract (cms/mail/outboxQueue.ts): how the mail runners of any number of
 * processes share the outbox. `queue` and `other` are two processes' runners on one database.
 */
type Stored = { status: string; attempts: number; deliveryTries: number; sentAt: string | null; lastError: string | null; leaseUntil: string | null; html: string; text: string }
type Harness = {
  queue: OutboxQueue
  other: OutboxQueue
  /** A message as the shop queues it; its id. */
  add: (fields?: { status?: string; nextAttemptAt?: Date | null; createdAt?: Date }) => Promise<string>
  read: (id: string) => Promise<Stored>
  /** What an administrator's resend does: the message is queued again. */
  requeue: (id: string) => Promise<void>
  close: () => Promise<void>
}

const at = (seconds: number) => new Date(Date.UTC(2026, 10, 23, 12, 0, seconds))
const iso = (date: Date | string | null | undefined) => (date ? new Date(date).toISOString() : null)
const sent: DeliveryRecord = { status: 'sent', attempts: 1, deliveryTries: 1, sentAt: at(1).toISOString(), lastError: null, nextAttemptAt: null }

describeContract<Harness>(
  'OutboxQueue',
  {
    async sqlite() {
      const db = await migratedSqlite()
      let next = 0
      return {
        queue: new SqliteOutboxQueue({ db: { client: db.first } } as unknown as Pick<Payload, 'db'>),
        other: new SqliteOutboxQueue({ db: { client: db.second } } as unknown as Pick<Payload, 'db'>),
        async add({ status = 'queued', nextAttemptAt = null, createdAt = at(0) } = {}) {
          const id = `00000000-0000-4000-8000-${String((next += 1)).padStart(12, '0')}`
          await db.first.execute({
            sql: `INSERT INTO outbox (id, status, kind, "to", subject, text, html, updated_at, created_at, next_attempt_at)
                  VALUES (?, ?, 'receipt', 'buyer@example.org', 'Your receipt', 'text', '<p>html</p>', ?, ?, ?)`,
            args: [id, status, at(0).toISOString(), createdAt.toISOString(), iso(nextAttemptAt)],
          })
          return id
        },
        async read(id) {
          const row = (await db.first.execute({ sql: 'SELECT * FROM outbox WHERE id = ?', args: [id] })).rows[0]
          return {
            status: String(row.status),
            attempts: Number(row.attempts),
            deliveryTries: Number(row.delivery_tries),
            sentAt: iso(row.sent_at as string | null),
            lastError: (row.last_error as string | null) ?? null,
            leaseUntil: iso(row.lease_until as string | null),
            html: String(row.html),
            text: String(row.text),
          }
        },
        async requeue(id) {
          await db.first.execute({ sql: "UPDATE outbox SET status = 'queued', delivery_tries = 0 WHERE id = ?", args: [id] })
        },
        close: db.close,
      }
    },
    async mongodb() {
      const { uri } = mongoDatabaseUri()
      const [mine, theirs] = await Promise.all([contractModels(uri), contractModels(uri)])
      const outbox = mine.collections.outbox
      return {
        queue: new MongoOutboxQueue({ db: mine } as unknown as Pick<Payload, 'db'>),
        other: new MongoOutboxQueue({ db: theirs } as unknown as Pick<Payload, 'db'>),
        async add({ status = 'queued', nextAttemptAt = null, createdAt = at(0) } = {}) {
          const _id = new Types.ObjectId()
          await outbox.collection.insertOne({
            _id,
            status,
            kind: 'receipt',
            to: 'buyer@example.org',
            subject: 'Your receipt',
            text: 'text',
            html: '<p>html</p>',
            attempts: 0,
            deliveryTries: 0,
            nextAttemptAt,
            leaseUntil: null,
            createdAt,
            updatedAt: at(0),
          })
          return String(_id)
        },
        async read(id) {
          const doc = (await outbox.collection.findOne({ _id: new Types.ObjectId(id) }))!
          return {
            status: doc.status,
            attempts: Number(doc.attempts ?? 0),
            deliveryTries: Number(doc.deliveryTries ?? 0),
            sentAt: iso(doc.sentAt),
            lastError: doc.lastError ?? null,
            leaseUntil: iso(doc.leaseUntil),
            html: doc.html,
            text: doc.text,
          }
        },
        async requeue(id) {
          await outbox.collection.updateOne({ _id: new Types.ObjectId(id) }, { $set: { status: 'queued', deliveryTries: 0 } })
        },
        close: async () => {
          await Promise.all([mine.close(), theirs.close()])
        },
      }
    },
  },
  (harness) => {
    it('hands each due message to one runner only, oldest first, up to the batch size', async () => {
      const { queue, other, add } = harness()
      const third = await add({ createdAt: at(3) })
      const firstMessage = await add({ createdAt: at(1) })
      const second = await add({ createdAt: at(2) })
      const lease = at(300)
      const [mine, theirs] = await Promise.all([queue.claimDue(2, at(10), lease), other.claimDue(2, at(10), lease)])
      expect([...mine, ...theirs].map((m) => m.id).sort()).toEqual([firstMessage, second, third].sort())
      expect(await queue.claimDue(10, at(11), lease)).toEqual([])
    })

    it('claims the oldest first and hands out what a claim needs', async () => {
      const { queue, add } = harness()
      const later = await add({ createdAt: at(2) })
      const earlier = await add({ createdAt: at(1) })
      const claimed = await queue.claimDue(1, at(10), at(300))
      expect(claimed).toEqual([
        { id: earlier, to: 'buyer@example.org', subject: 'Your receipt', html: '<p>html</p>', text: 'text', sensitive: false, attempts: 0, deliveryTries: 0, leaseUntil: at(300).toISOString() },
      ])
      expect((await queue.claimDue(1, at(10), at(300))).map((m) => m.id)).toEqual([later])
    })

    it('claims nothing sent, failed, or waiting for its retry', async () => {
      const { queue, add } = harness()
      await add({ status: 'sent' })
      await add({ status: 'failed' })
      const later = await add({ nextAttemptAt: at(60) })
      expect(await queue.claimDue(10, at(10), at(300))).toEqual([])
      expect((await queue.claimDue(10, at(60), at(360))).map((m) => m.id)).toEqual([later])
    })

    it('makes a message claimed by a process that died due again once its lease ends, and ignores the dead claim\'s late record', async () => {
      const { queue, other, add, read } = harness()
      const id = await add()
      const [dead] = await other.claimDue(10, at(10), at(310))
      expect(await queue.claimDue(10, at(309), at(609))).toEqual([])
      const [taken] = await queue.claimDue(10, at(310), at(610))
      expect(taken.id).toBe(id)
      expect(await other.record(dead, sent, at(311))).toBe(false)
      expect(await queue.record(taken, sent, at(312))).toBe(true)
      expect(await read(id)).toMatchObject({ status: 'sent', attempts: 1, leaseUntil: null, sentAt: at(1).toISOString() })
    })

    it('records a failed try as due again at its retry time, keeps the first delivery time, and erases a delivered secret', async () => {
      const { queue, add, read } = harness()
      const id = await add()
      const [claim] = await queue.claimDue(10, at(10), at(310))
      expect(await queue.record(claim, { ...sent, status: 'queued', sentAt: null, lastError: 'ECONNREFUSED — will try again', nextAttemptAt: at(20).toISOString() }, at(10))).toBe(true)
      expect(await read(id)).toMatchObject({ status: 'queued', attempts: 1, deliveryTries: 1, sentAt: null, lastError: 'ECONNREFUSED — will try again', leaseUntil: null })
      expect(await queue.claimDue(10, at(19), at(319))).toEqual([])
      const [retry] = await queue.claimDue(10, at(20), at(320))
      expect([retry.attempts, retry.deliveryTries]).toEqual([1, 1])
      await queue.record(retry, { ...sent, attempts: 2, deliveryTries: 2, body: { html: 'erased', text: 'erased' } }, at(21))
      expect(await read(id)).toEqual({ status: 'sent', attempts: 2, deliveryTries: 2, sentAt: at(1).toISOString(), lastError: null, leaseUntil: null, html: 'erased', text: 'erased' })
    })

    it('a resend that fails keeps the time the message was first delivered', async () => {
      const { queue, add, read, requeue } = harness()
      const id = await add()
      const [first] = await queue.claimDue(10, at(10), at(310))
      await queue.record(first, sent, at(11))
      await requeue(id)
      const [again] = await queue.claimDue(10, at(20), at(320))
      expect(await queue.record(again, { status: 'failed', attempts: 2, deliveryTries: 1, sentAt: null, lastError: 'mailbox unavailable', nextAttemptAt: null }, at(21))).toBe(true)
      expect(await read(id)).toMatchObject({ status: 'failed', attempts: 2, sentAt: at(1).toISOString(), lastError: 'mailbox unavailable' })
    })
  },
)
