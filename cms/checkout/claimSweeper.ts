import type { OrderClaim } from '../payload-types'
import { conditionalUpdate } from '../db/conditionalUpdate'
import { settleRefund } from './claimRecords'
import { decodeIntentMetadata } from './intentMetadata'
import { type OrderServices, staleBefore } from './placeOrder'
import { recoverClaim } from './recoverClaim'
import { settleRejection } from './settleRejection'

/** Claims looked at per sweep: a backlog drains over a few sweeps rather than in one burst of provider calls. */
const BATCH = 20

export type ClaimSweeper = { stop: () => Promise<void> }

/**
 * Every `intervalMs` (ORDER_SWEEP_SECONDS: a minute), in every shop process: finishes payment claims
 * left "reserved" by a process that died between taking the stock and writing the order, and
 * refunds again the rejected payments whose refund was never confirmed (decision 25). A claim is
 * stale once nobody touched it for as long as the interval, so a kill is recovered within two
 * sweeps. Several processes on one database sweep at once: each claim is taken over by one
 * conditional write, so exactly one of them handles it; a restart loses nothing (the state is in
 * the claims). Same style as the outbox's delivery runner (cms/mail/mailRunner.ts).
 */
export function startClaimSweeper(services: OrderServices, intervalMs: number): ClaimSweeper {
  const { payload } = services
  let sweeps = 0
  let running: Promise<void> | null = null
  let stopped = false

  const sweep = async () => {
    sweeps += 1
    const now = Date.now()
    const before = staleBefore(services, now).toISOString()
    const { docs } = await payload.find({
      collection: 'order-claims',
      where: {
        and: [
          { updatedAt: { less_than: before } },
          { or: [{ state: { equals: 'reserved' } }, { and: [{ state: { equals: 'rejected' } }, { refundPending: { equals: true } }] }] },
        ],
      },
      sort: 'updatedAt',
      limit: BATCH,
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    if (docs.length === 0) return
    const tally = { finished: 0, refunded: 0, skipped: 0, failed: 0 }
    for (const claim of docs) {
      if (stopped) break
      try {
        tally[await handle(services, claim, new Date(before))] += 1
      } catch (err) {
        tally.failed += 1
        payload.logger.error({ msg: 'payment claim not recovered', paymentIntentId: claim.paymentIntentId, state: claim.state, err })
      }
    }
    payload.logger.info({ msg: 'payment claims swept', sweep: sweeps, found: docs.length, ...tally })
  }

  const tick = () => {
    if (stopped || running) return
    running = sweep()
      .catch((err: unknown) => payload.logger.error({ msg: 'payment claim sweep failed', err }))
      .finally(() => {
        running = null
      })
  }

  const timer = setInterval(tick, intervalMs)
  timer.unref()
  tick()
  return {
    stop: async () => {
      stopped = true
      clearInterval(timer)
      await running
    },
  }
}

async function handle(services: OrderServices, claim: OrderClaim, staleBefore: Date): Promise<'finished' | 'refunded' | 'skipped'> {
  if (claim.state === 'reserved') {
    const lease = await services.stock.takeOverStaleClaim(claim.paymentIntentId, staleBefore)
    // Another process (or a request) took it first.
    if (!lease) return 'skipped'
    const outcome = await recoverClaim(services, claim.paymentIntentId, lease, 'sweep')
    return outcome.kind === 'order' ? 'finished' : 'refunded'
  }
  // Rejected, its refund never confirmed: this process takes it for this sweep (one conditional write), then asks again.
  const mine = await conditionalUpdate(
    services.payload,
    'order-claims',
    { and: [{ paymentIntentId: { equals: claim.paymentIntentId } }, { refundPending: { equals: true } }, { updatedAt: { equals: claim.updatedAt } }] },
    { updatedAt: new Date().toISOString() },
  )
  if (!mine) return 'skipped'
  // Recorded from a refund event alone: only a payment the shop's checkout made is ever refunded here
  // (the same Stripe account may take other payments, a donation, say).
  const intent = await services.payments.retrieveIntent(claim.paymentIntentId)
  if (!intent || !decodeIntentMetadata(intent.metadata)) {
    await settleRefund(services.payload, claim.paymentIntentId)
    services.payload.logger.info({ msg: 'refunded payment is not one of the shop\'s checkout: left as it is', paymentIntentId: claim.paymentIntentId })
    return 'skipped'
  }
  await settleRejection(services, claim.paymentIntentId, claim.reason ?? 'This order could not be completed.')
  return 'refunded'
}
