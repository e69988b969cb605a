/**
 * An administrator saves an outbox message (/cms, or PATCH /cms-api/outbox/:id) while a delivery
 * runner is sending it. Payload's update reads the message, runs its hooks, then writes every field
 * back; here the runner's record (sent, password link erased, claim released) lands between that
 * read and that write, as it can when the runner is another process or the same one's next tick.
 * Prints one line `RACE {…}`: what the save answered and what the row holds afterwards.
 * Run by cms/mail/outboxEditDuringDelivery.test.ts:
 *   NODE_ENV=production DATABASE_URI=file:<tmp>/shop.db node --conditions=production --import tsx tests/support/outboxEditDuringDelivery.ts
 */
import type { Client } from '@libsql/client'
import { getPayload } from 'payload'

import { ERASED_BODY } from '@cms/mail/mailKinds'
import { queueMail } from '@cms/mail/queueMail'
import { SqliteOutboxQueue } from '@cms/mail/sqliteOutboxQueue'

const { default: config } = await import('../../cms/payload.config')
const payload = await getPayload({ config })
const client = (payload.db as unknown as { client: Client }).client
const queue = new SqliteOutboxQueue(payload)
const admin = { id: 'admin', collection: 'users', isAdmin: true, email: 'admin@example.org' }

const link = 'http://shop.test/reset-password?token=0123456789abcdef'
/** One message per edit, each claimed by the runner and recorded as delivered during the edit. */
async function editDuringDelivery(to: string, data: Record<string, unknown>) {
  await queueMail(payload, { kind: 'password-reset', to, subject: 'Choose a new password', html: `<a href="${link}">Choose</a>`, text: link, sensitive: true })
  const now = new Date()
  const [claim] = await queue.claimDue(1, now, new Date(now.getTime() + 5 * 60_000))
  if (claim?.to !== to) throw new Error(`claimed ${claim?.to}, not ${to}`)

  // The runner's record: in the middle of the save's write if the save gets that far, else once it has answered.
  let recorded = false
  const recordDelivery = async () => {
    recorded = true
    const delivered = { status: 'sent', attempts: 1, deliveryTries: 1, sentAt: new Date().toISOString(), lastError: null, nextAttemptAt: null, body: { html: ERASED_BODY, text: ERASED_BODY } } as const
    if (!(await queue.record(claim, delivered, new Date()))) throw new Error('the runner lost its claim')
  }
  const updateOne = payload.db.updateOne
  payload.db.updateOne = async (args) => {
    payload.db.updateOne = updateOne
    await recordDelivery()
    return updateOne.call(payload.db, args)
  }
  let answer: number
  try {
    await payload.update({ collection: 'outbox', id: claim.id, data, overrideAccess: false, user: admin as never, depth: 0 })
    answer = 200
  } catch (err) {
    answer = (err as { status?: number }).status ?? 500
  } finally {
    payload.db.updateOne = updateOne
  }
  if (!recorded) await recordDelivery()
  const { rows } = await client.execute({ sql: 'SELECT status, text, html, lease_until FROM outbox WHERE id = ?', args: [claim.id] })
  const row = rows[0]
  return { answer, status: row.status, text: row.text, htmlHasLink: String(row.html).includes('token='), leaseUntil: row.lease_until }
}

const report = {
  edit: await editDuringDelivery('edit@example.org', { subject: 'Changed' }),
  resend: await editDuringDelivery('resend@example.org', { status: 'queued' }),
}
console.log(`RACE ${JSON.stringify(report)}`)
await payload.destroy()
process.exit(0)
