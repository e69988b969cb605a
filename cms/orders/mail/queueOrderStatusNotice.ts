import type { Payload, PayloadRequest } from 'payload'

import { ensureOrderAccessToken } from '../ensureOrderAccessToken'
import { orderAccount } from '../orderAccount'
import { refundsOf } from '../refunds/refundRecords'
import type { Order } from '../../payload-types'
import { queueMail } from '../../mail/queueMail'
import { readMailContext } from '../../mail/readMailContext'
import { mailSettingsCache } from '../../cache/mailSettingsCache'
import { type NotifiedStatus, orderStatusMail } from '../../mail/templates/orderStatusMail'

/** Tells the buyer that the order was shipped (or its tracking corrected), fulfilled or cancelled. No address, no message. */
export async function queueOrderStatusNotice(
  payload: Payload,
  order: Order,
  status: NotifiedStatus,
  options: { req?: PayloadRequest; trackingCorrected?: boolean } = {},
): Promise<void> {
  if (!order.customerEmail) return
  const withToken = await ensureOrderAccessToken(payload, order, options.req)
  const account = orderAccount(order, await refundsOf(payload, [order.id], options.req))
  const readyMessage = status === 'fulfilled' && order.deliveryMethod === 'in-town' ? await readReadyMessage(payload) : null
  const mail = orderStatusMail(withToken, account, status, await readMailContext(payload, options.req), { readyMessage, trackingCorrected: options.trackingCorrected })
  await queueMail(payload, { kind: 'order-status', to: order.customerEmail, ...mail, orderId: order.id }, options)
}

/** The notification settings' "ready for you" wording (empty: the built-in one). */
function readReadyMessage(payload: Payload): Promise<string | null> {
  return mailSettingsCache.read('ready-message', async () => {
    const stored = (await payload.findGlobal({ slug: 'notifications', depth: 0, overrideAccess: true })) as { readyMessage?: string | null }
    return stored.readyMessage?.trim() || null
  })
}
