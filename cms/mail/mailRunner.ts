import type { Payload } from 'payload'

import { createOutboxQueue } from './createOutboxQueue'
import { deliverMessage } from './deliverMessage'
import { deliveryRunnerSignal } from './deliveryRunnerSignal'

/** Due retries (and mail queued by other processes) are found by polling; new messages wake the runner at once. */
const POLL_MS = 5_000
/**
 * How long a claim keeps a message from other runners: far longer than a try can take (SMTP
 * timeouts are 15 s to connect, 30 s of silence), so a claim only expires when its process died
 * mid-send; the message is then due again.
 */
const LEASE_MS = 5 * 60_000
const BATCH = 10
/**
 * A new message wakes the runner this long after it was queued, once for every message queued
 * meanwhile: a burst of orders is delivered in batches, one claim per batch, and the receipt
 * still goes out within a second.
 */
const WAKE_MS = 300

export type MailRunner = { stop: () => Promise<void> }

/**
 * Delivers the outbox in this process (docs/decisions/0009-email.md): at start, every few seconds
 * for due retries, right after a message is queued, and it finishes the batch in hand before
 * shutdown. Each batch is claimed in one write, so several processes on one database never send a
 * message twice.
 */
export function startMailRunner(payload: Payload): MailRunner {
  const queue = createOutboxQueue(payload)
  let running: Promise<void> | null = null
  let again = false
  let stopped = false

  const runOnce = async () => {
    // Keep going while full batches come back: a backlog drains without waiting for the poll.
    for (;;) {
      const now = new Date()
      const batch = await queue.claimDue(BATCH, now, new Date(now.getTime() + LEASE_MS))
      const tries = await Promise.allSettled(batch.map((message) => deliverMessage(payload, queue, message)))
      // A try whose record could not be written stays claimed until its lease ends, then is sent again.
      for (const t of tries) if (t.status === 'rejected') payload.logger.error({ msg: 'e-mail try not recorded', err: t.reason })
      if (stopped || batch.length < BATCH) return
    }
  }

  const tick = () => {
    if (stopped) return
    if (running) {
      again = true
      return
    }
    running = runOnce()
      .catch((err: unknown) => payload.logger.error({ msg: 'mail delivery run failed', err }))
      .finally(() => {
        running = null
        if (again && !stopped) {
          again = false
          tick()
        }
      })
  }

  const timer = setInterval(tick, POLL_MS)
  timer.unref()
  let wakePending = false
  deliveryRunnerSignal.listen(() => {
    if (wakePending) return
    wakePending = true
    setTimeout(() => {
      wakePending = false
      tick()
    }, WAKE_MS).unref()
  })
  tick()

  return {
    stop: async () => {
      stopped = true
      clearInterval(timer)
      deliveryRunnerSignal.listen(null)
      await running
    },
  }
}
