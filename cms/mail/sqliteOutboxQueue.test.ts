import { type Client, createClient } from '@libsql/client'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'

import type { DeliveryRecord } from './outboxQueue'
import { SqliteOutboxQueue } from './sqliteOutboxQueue'

/** The outbox as the migrations create it (foreign key aside). */
const SCHEMA = `CREATE TABLE outbox (id text PRIMARY KEY NOT NULL, status text DEFAULT 'queued' NOT NULL, attempts numeric DEFAULT 0,
  sent_at text, last_error text, kind text NOT NULL, "to" text NOT NULL, subject text NOT NULL, order_id text, text text NOT NULL,
  html text NOT NULL, sensitive integer DEFAULT false, updated_at text NOT NULL, created_at text NOT NULL,
  next_attempt_at text, delivery_tries numeric DEFAULT 0, lease_until text)`

const at = (seconds: number) => new Date(Date.UTC(2026, 10, 23, 12, 0, seconds))
const sent: DeliveryRecord = { status: 'sent', attempts: 1, deliveryTries: 1, sentAt: at(1).toISOString(), lastError: null, nextAttemptAt: null }

describe('the outbox as a delivery queue (SQLite)', () => {
  let dir: string
  let first: Client
  let second: Client
  let queue: SqliteOutboxQueue
  /** Another process's runner on the same database file. */
  let otherQueue: SqliteOutboxQueue

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-'))
    const url = `file:${path.join(dir, 'shop.db')}`
    first = createClient({ url })
    await first.execute('PRAGMA journal_mode = WAL')
    await first.execute(SCHEMA)
    second = createClient({ url })
    await second.execute('PRAGMA busy_timeout = 5000')
    queue = new SqliteOutboxQueue({ db: { client: first } } as unknown as Pick<Payload, 'db'>)
    otherQueue = new SqliteOutboxQueue({ db: { client: second } } as unknown as Pick<Payload, 'db'>)
  })
  afterEach(() => {
    first.close()
    second.close()
    fs.rmSync(dir, { recursive: true, force: true })
  })

  async function message(id: string, fields: { status?: string; nextAttemptAt?: string | null; createdAt?: string } = {}) {
    await first.execute({
      sql: `INSERT INTO outbox (id, status, kind, "to", subject, text, html, updated_at, created_at, next_attempt_at) VALUES (?, ?, 'receipt', ?, 'Your receipt', 'text', '<p>html</p>', ?, ?, ?)`,
      args: [id, fields.status ?? 'queued', `${id}@example.org`, at(0).toISOString(), fields.createdAt ?? at(0).toISOString(), fields.nextAttemptAt ?? null],
    })
  }

  it('hands each due message to one runner only, oldest first, up to the batch size', async () => {
    await message('m3', { createdAt: at(3).toISOString() })
    await message('m1', { createdAt: at(1).toISOString() })
    await message('m2', { createdAt: at(2).toISOString() })
    const lease = at(300)
    const [mine, theirs] = await Promise.all([queue.claimDue(2, at(10), lease), otherQueue.claimDue(2, at(10), lease)])
    const ids = [...mine, ...theirs].map((m) => m.id)
    expect(ids.sort()).toEqual(['m1', 'm2', 'm3'])
    expect(mine.length + theirs.length).toBe(3)
    expect((await queue.claimDue(10, at(11), lease)).length).toBe(0)
  })

  it('claims nothing sent, failed, or waiting for its retry', async () => {
    await message('sent', { status: 'sent' })
    await message('failed', { status: 'failed' })
    await message('later', { nextAttemptAt: at(60).toISOString() })
    expect(await queue.claimDue(10, at(10), at(300))).toEqual([])
    expect((await queue.claimDue(10, at(60), at(360))).map((m) => m.id)).toEqual(['later'])
  })

  it('makes a message claimed by a process that died due again once its lease ends, and ignores the dead claim\'s late record', async () => {
    await message('m1')
    const [dead] = await otherQueue.claimDue(10, at(10), at(310))
    expect(await queue.claimDue(10, at(309), at(609))).toEqual([])
    const [taken] = await queue.claimDue(10, at(310), at(610))
    expect(taken.id).toBe('m1')
    expect(await otherQueue.record(dead, sent, at(311))).toBe(false)
    expect(await queue.record(taken, sent, at(312))).toBe(true)
    const row = (await first.execute("SELECT status, attempts, lease_until, sent_at FROM outbox WHERE id = 'm1'")).rows[0]
    expect([row.status, Number(row.attempts), row.lease_until, row.sent_at]).toEqual(['sent', 1, null, at(1).toISOString()])
  })

  it('records a failed try as due again at its retry time, and erases a delivered secret', async () => {
    await message('m1')
    const [claim] = await queue.claimDue(10, at(10), at(310))
    await queue.record(claim, { ...sent, status: 'queued', sentAt: null, lastError: 'ECONNREFUSED — will try again', nextAttemptAt: at(20).toISOString() }, at(10))
    expect(await queue.claimDue(10, at(19), at(319))).toEqual([])
    const [retry] = await queue.claimDue(10, at(20), at(320))
    expect([retry.attempts, retry.deliveryTries]).toEqual([1, 1])
    await queue.record(retry, { ...sent, attempts: 2, deliveryTries: 2, body: { html: 'erased', text: 'erased' } }, at(21))
    const row = (await first.execute("SELECT status, attempts, delivery_tries, html, text, last_error FROM outbox WHERE id = 'm1'")).rows[0]
    expect([row.status, Number(row.attempts), Number(row.delivery_tries), row.html, row.text, row.last_error]).toEqual(['sent', 2, 2, 'erased', 'erased', null])
  })
})
