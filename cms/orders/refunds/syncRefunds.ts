import type { OrderServices } from '../../checkout/placeOrder'
import { queueRefundFailedNotice } from '../../mail/queueRefundFailedNotice'
import { refundCounts } from '@shared/refunds'
import type { Order } from '../../payload-types'
import { applyRefunds } from './applyRefunds'
import { findOrder } from './findOrder'
import { orderLock } from './orderLock'
import { recordRefund } from './refundRecords'
import { tellBuyer } from './refundOrder'

/**
 * A refund event from Stripe (charge.refunded, refund.created/updated/failed): the payment's
 * refunds are read from Stripe and recorded by id, whoever made them and in whatever order the
 * events arrive. A refund the shop already recorded (made from /admin) only updates its status;
 * a new one (made in the dashboard) is told to the buyer; one that failed is told to the shop.
 */
export function syncRefunds(services: OrderServices, order: Order): Promise<Order> {
  return orderLock.run(String(order.id), async () => {
    const { payload, payments } = services
    const current = await findOrder(payload, String(order.id))
    const told: string[] = []
    const failed: number[] = []
    for (const info of await payments.listRefunds(current.paymentIntentId)) {
      const { created, previousStatus } = await recordRefund(payload, current, info, { source: 'provider' })
      if (created && refundCounts(info.status)) told.push(info.id)
      if (!created && previousStatus && refundCounts(previousStatus) && !refundCounts(info.status)) failed.push(info.amountCents)
    }
    const updated = await applyRefunds(payload, current)
    for (const refundId of told) await tellBuyer(services, updated, refundId)
    for (const amount of failed) {
      await queueRefundFailedNotice(payload, updated, amount).catch((err) => payload.logger.error({ msg: 'could not queue the refund-failed notice', orderId: order.id, err }))
    }
    return updated
  })
}
