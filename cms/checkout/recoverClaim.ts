import { productCache } from '../catalog/productCache'
import { ShopError } from '../errors/shopErrors'
import { queueClaimRecoveredNotice } from '../mail/queueClaimRecoveredNotice'
import type { PaymentIntentInfo } from '../payments/paymentProvider'
import type { PromotionUse, StockLine } from '../stock/stockLedger'
import { type ClaimDraft, findClaim, orderDraftOf } from './claimRecords'
import { decodeIntentMetadata } from './intentMetadata'
import { findKnownIntent, termsStillHonoured } from './knownIntents'
import { contactFromBilling } from './orderContact'
import { draftOf, pricePaid, stockLines } from './orderDraft'
import { OrderUndecided, REFUNDED_BEFORE_ORDER } from './orderUndecided'
import type { OrderServices, PlacedOrder } from './placeOrder'
import { settleRejection } from './settleRejection'
import { findOrderByIntent, writeOrder } from './writeOrder'

export type Recovery = { kind: 'order'; placed: PlacedOrder } | { kind: 'refunded'; reason: string }

/** Who took the claim over: the sweeper, or a request that met it stale. */
export type Recoverer = 'sweep' | 'browser' | 'webhook'

/** Takeovers after which a claim whose order still cannot be written is refunded instead. */
export const MAX_TAKEOVERS = 3

const NOT_COMPLETED = 'We could not complete this order.'

/**
 * Finishes a claim this caller took over (`lease`) from a holder that went silent: its stock is
 * taken, the buyer has paid, so its order is written from the claim's draft. It is refunded instead
 * (the units go back on sale, the buyer is told) only when the payment was refunded at the provider
 * meanwhile, or when its order could still not be written at the third takeover. Either way the
 * administrators get one message. Throws, leaving the claim for the next takeover, when the
 * provider or the database does not answer; OrderUndecided when the lease was lost meanwhile.
 */
export async function recoverClaim(services: OrderServices, paymentIntentId: string, lease: string, by: Recoverer): Promise<Recovery> {
  const { payload, payments } = services
  const claim = await findClaim(payload, paymentIntentId)
  if (!claim || claim.state !== 'reserved' || claim.lease !== lease) throw new OrderUndecided()
  // Its holder wrote the order and died before marking the claim completed: the order stands (a
  // refund made since is that order's, recorded by its own webhook), nothing is refunded or put back.
  const written = await findOrderByIntent(payload, paymentIntentId)
  if (written) {
    await services.stock.completeClaim(paymentIntentId, String(written.id))
    payload.logger.info({ msg: 'payment claim recovered', paymentIntentId, by, outcome: 'order', orderId: written.id, written: 'before' })
    return { kind: 'order', placed: { order: written, created: false } }
  }
  const intent = await payments.retrieveIntent(paymentIntentId)
  if (!intent) throw new Error(`Payment ${paymentIntentId} of a reserved claim is unknown to the payment provider`)
  let draft = orderDraftOf(claim)
  const lines = draft ? stockLines(draft.lines) : metadataLines(intent)
  // The promotion use the claim took goes back with its units, whenever it is refunded here.
  const promotion = draft?.promotion ?? null
  if (intent.amountRefundedCents > 0) return refundHeld(services, paymentIntentId, lease, REFUNDED_BEFORE_ORDER, lines, by, promotion)

  if (!draft) {
    // A claim taken before issue 28 keeps no draft: its order is built from the payment, as the webhook builds it.
    const rebuilt = await rebuildDraft(services, intent)
    if (typeof rebuilt === 'string') return refundHeld(services, paymentIntentId, lease, rebuilt, lines, by, promotion)
    draft = rebuilt
  }
  try {
    const placed = await writeOrder(services, paymentIntentId, draft, { bySignedInBuyer: false })
    if (placed.created) {
      payload.logger.info({ msg: 'payment claim recovered', paymentIntentId, by, outcome: 'order', orderId: placed.order.id })
      await queueClaimRecoveredNotice(payload, { paymentIntentId, outcome: 'order', order: placed.order, amountCents: intent.amountCents }).catch((err: unknown) =>
        payload.logger.error({ msg: 'could not queue the recovered-order notice', paymentIntentId, err }),
      )
    }
    return { kind: 'order', placed }
  } catch (err) {
    if ((claim.takeovers ?? 0) < MAX_TAKEOVERS) throw err
    payload.logger.error({ msg: 'payment claim could not be finished: refunding it', paymentIntentId, takeovers: claim.takeovers, err })
    return refundHeld(services, paymentIntentId, lease, NOT_COMPLETED, lines, by, promotion)
  }
}

/** The claim becomes rejected (its units back on sale) while this caller holds it; the money goes back; everyone is told. */
async function refundHeld(
  services: OrderServices,
  paymentIntentId: string,
  lease: string,
  reason: string,
  lines: StockLine[],
  by: Recoverer,
  promotion: PromotionUse | null,
): Promise<Recovery> {
  const { payload, payments } = services
  if (!(await services.stock.rejectHeldClaim(paymentIntentId, lease, reason, lines, promotion))) throw new OrderUndecided()
  productCache.invalidate()
  payload.logger.info({ msg: 'payment claim recovered', paymentIntentId, by, outcome: 'refunded', reason })
  const intent = await payments.retrieveIntent(paymentIntentId).catch(() => null)
  await queueClaimRecoveredNotice(payload, { paymentIntentId, outcome: 'refunded', reason, amountCents: intent?.amountCents ?? null }).catch((err: unknown) =>
    payload.logger.error({ msg: 'could not queue the refunded-payment notice', paymentIntentId, err }),
  )
  // A refund the provider refuses now stays owed (refundPending): the sweeper asks again.
  try {
    await settleRejection(services, paymentIntentId, reason)
  } catch (err) {
    if (!(err instanceof ShopError)) throw err
  }
  return { kind: 'refunded', reason }
}

/** The draft of a claim that kept none, or the reason its payment cannot become an order any more. */
async function rebuildDraft({ payload, payments }: OrderServices, intent: PaymentIntentInfo): Promise<ClaimDraft | string> {
  const data = decodeIntentMetadata(intent.metadata)
  if (!data) return 'This payment was not made through the shop\'s checkout.'
  try {
    const priced = await pricePaid(payload, data, termsStillHonoured(await findKnownIntent(payload, payments, intent.id)))
    if (priced.totals.totalCents !== intent.amountCents) return 'The amount paid does not match the order total.'
    return draftOf(data, priced, contactFromBilling({ ...intent.billing, address: intent.shippingAddress }, data.deliveryMethod))
  } catch (err) {
    if (!(err instanceof ShopError)) throw err
    return `Something in this order is no longer for sale (${err.message}).`
  }
}

/** The units a claim without a draft took: the payment's own lines. */
function metadataLines(intent: PaymentIntentInfo): StockLine[] {
  const data = decodeIntentMetadata(intent.metadata)
  return data ? stockLines(data.lines.map((line) => ({ productId: line.productId, size: line.size ?? null, quantity: line.quantity }))) : []
}
