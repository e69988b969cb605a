import { productCache } from '../../catalog/productCache'
import type { OrderServices } from '../../checkout/placeOrder'
import { relationId } from '../../db/ids'
import { refundCounts } from '@shared/refunds'
import { isSize } from '@shared/sizes'
import type { Order, Refund } from '../../payload-types'
import type { RefundInfo } from '../../payments/paymentProvider'
import type { TakeBackLine } from '../../stock/stockLedger'
import { queueOrderChangeMail } from '../mail/queueOrderChangeMail'
import { applyRefunds } from './applyRefunds'
import { findOrder } from './findOrder'
import { orderLock } from './orderLock'
import { recordRefund, refundsOf } from './refundRecords'
import { tellBuyer } from './refundOrder'

type RestockedLine = { itemId: string; productName?: string; size?: string | null; quantity: number }

/**
 * A refund event from Stripe (charge.refunded, refund.created/updated/failed): the payment's
 * refunds are read from Stripe and recorded by id, whoever made them and in whatever order the
 * events arrive. A refund the shop already recorded (made from /admin) only updates its status;
 * a new one (made in the dashboard) is told to the buyer; one that failed is told to the shop, and
 * the units it had put back on sale are taken off sale again (issue 28). Never more than the order
 * took is recorded or announced: a listed refund of another payment, or one past the total, is
 * ignored and logged (stripe-mock lists the same $1.00 refund for every payment).
 */
export function syncRefunds(services: OrderServices, order: Order): Promise<Order> {
  return orderLock.run(String(order.id), async () => {
    const { payload, payments } = services
    const current = await findOrder(payload, String(order.id))
    const recorded = await refundsOf(payload, [current.id])
    const known = new Set(recorded.map((refund) => refund.refundId))
    let counted = recorded.filter((refund) => refundCounts(refund.status)).reduce((sum, refund) => sum + refund.amountCents, 0)
    const told: string[] = []
    const failed: Refund[] = []
    for (const info of await payments.listRefunds(current.paymentIntentId)) {
      const ignored = ignoredBecause(info, current, known.has(info.id), counted)
      if (ignored) {
        payload.logger.warn({ msg: `refund ignored: ${ignored}`, orderId: current.id, paymentIntentId: current.paymentIntentId, refundId: info.id, amountCents: info.amountCents, status: info.status })
        continue
      }
      const { record, created, previousStatus } = await recordRefund(payload, current, info, { source: 'provider' })
      const countedBefore = created ? false : Boolean(previousStatus && refundCounts(previousStatus))
      if (refundCounts(info.status) && !countedBefore) counted += info.amountCents
      if (!refundCounts(info.status) && countedBefore) counted -= info.amountCents
      if (created && refundCounts(info.status)) told.push(info.id)
      if (countedBefore && !refundCounts(info.status)) failed.push(record)
    }
    for (const refund of failed) await takeBackRestocked(services, current, refund)
    const updated = await applyRefunds(payload, await findOrder(payload, String(order.id)))
    for (const refundId of told) await tellBuyer(services, updated, refundId)
    for (const refund of failed) {
      await queueOrderChangeMail(payload, { kind: 'refund-failed', order: updated, refundCents: refund.amountCents })
    }
    return updated
  })
}

/** Why a listed refund is not this order's to record, or null when it is. */
function ignoredBecause(info: RefundInfo, order: Order, known: boolean, counted: number): string | null {
  if (info.paymentIntentId !== order.paymentIntentId) return 'it belongs to another payment'
  if (!known && refundCounts(info.status) && counted + info.amountCents > order.totalCents) return 'it would make the refunds more than the order took'
  return null
}

/**
 * The refund failed, so the money stayed with the shop: the units it had put back on sale are taken
 * off sale again (as many as are still on sale: units sold again meanwhile stay sold, and the log
 * and the shop's notice say so). Happens once: only the caller that recorded the failure gets here.
 */
async function takeBackRestocked({ payload, stock }: OrderServices, order: Order, refund: Refund): Promise<void> {
  const restocked = (Array.isArray(refund.restocked) ? refund.restocked : []) as RestockedLine[]
  if (restocked.length === 0) return
  const items = order.items ?? []
  const lines: TakeBackLine[] = restocked.flatMap((line) => {
    const item = items.find((candidate) => candidate.id === line.itemId)
    return item && line.quantity > 0 ? [{ itemId: line.itemId, productId: relationId(item.product), size: isSize(item.size) ? item.size : null, quantity: line.quantity }] : []
  })
  const taken = await stock.takeBackUnits(String(order.id), lines)
  productCache.invalidate()
  const short = lines.map((line, index) => line.quantity - (taken[index] ?? 0)).reduce((sum, n) => sum + n, 0)
  await payload.update({ collection: 'refunds', id: refund.id, data: { restocked: [] }, overrideAccess: true })
  const log = short > 0 ? payload.logger.warn.bind(payload.logger) : payload.logger.info.bind(payload.logger)
  log({ msg: short > 0 ? 'refund failed: some units it had put back were sold again and stay sold' : 'refund failed: the units it had put back are off sale again', orderId: order.id, refundId: refund.refundId, takenBack: taken, notTakenBack: short })
}
