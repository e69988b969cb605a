import type { Payload } from 'payload'

import { deliveryRunnerSignal } from './deliveryRunnerSignal'
import { MAIL_QUEUE } from './mailKinds'

/** Due retries are found by polling; new messages wake the runner at once. */
const POLL_MS = 5_000
/** A job still marked "processing" this long after its last change belongs to a process that died. */
const STALE_JOB_MS = 5 * 60_000
const STALE_CHECK_MS = 60_000
const BATCH = 10
/**
 * A new message wakes the runner this long after it was queued, once for every message queued
 * meanwhile: a burst of orders is delivered in batches, not one queue run per message (each run
 * reads the queue again), and the receipt still goes out within a second.
 */
const WAKE_MS = 300

export type MailRunner = { stop: () => Promise<void> }

/**
 * Works through the mail queue of Payload's jobs in this process. Payload 3.90's own autoRun only
 * ticks on a cron and never releases a job whose process died mid-send, so the shop runs the queue
 * itself (docs/decisions/0009-email.md): at start, every few seconds for due retries, right after
 * a message is queued, and it finishes the batch in hand before shutdown.
 */
export function startMailRunner(payload: Payload): MailRunner {
  let running: Promise<void> | null = null
  let again = false
  let stopped = false
  let lastStaleCheck = 0

  const runOnce = async () => {
    if (Date.now() - lastStaleCheck > STALE_CHECK_MS) {
      lastStaleCheck = Date.now()
      await releaseStaleJobs(payload)
    }
    // Keep going while full batches come back: a backlog drains without waiting for the poll.
    for (;;) {
      const result = await payload.jobs.run({ queue: MAIL_QUEUE, limit: BATCH, overrideAccess: true, silent: true })
      if (stopped || result.noJobsRemaining || (result.remainingJobsFromQueried ?? 0) === 0) return
    }
  }

  const tick = () => {
    if (stopped) return
    if (running) {
      again = true
      return
    }
    running = runOnce()
      .catch((err: unknown) => payload.logger.error({ msg: 'mail queue run failed', err }))
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

async function releaseStaleJobs(payload: Payload): Promise<void> {
  const { docs } = await payload.update({
    collection: 'payload-jobs',
    where: {
      and: [
        { queue: { equals: MAIL_QUEUE } },
        { processing: { equals: true } },
        { updatedAt: { less_than: new Date(Date.now() - STALE_JOB_MS).toISOString() } },
      ],
    },
    data: { processing: false },
    overrideAccess: true,
    depth: 0,
  })
  if (docs.length > 0) payload.logger.warn({ msg: 'mail jobs left by a stopped process released', count: docs.length })
}
