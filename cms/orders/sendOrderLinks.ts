import type { Payload } from 'payload'

import { orderNumber } from '@shared/orderNumber'
import { allowVisitorMail } from '../mail/allowVisitorMail'
import { queueMail } from '../mail/queueMail'
import { readMailContext } from '../mail/readMailContext'
import { orderLinkMail } from '../mail/templates/orderLinkMail'
import type { Order } from '../payload-types'
import { ensureOrderAccessToken } from './ensureOrderAccessToken'

/**
 * Mails the private link of every order with this number and buyer e-mail, to that e-mail only,
 * within the limits on mail visitors ask for (the caller has spent the asking address's allowance: allowVisitorAsk).
 * Returns how many were queued (the caller does not tell the visitor).
 */
export async function sendOrderLinks(payload: Payload, number: string, email: string): Promise<number> {
  const wanted = email.toLowerCase()
  // `like` narrows the search in the database; the exact, case-insensitive match is checked here.
  const { docs } = await payload.find({
    collection: 'orders',
    where: { customerEmail: { like: wanted } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const matches = (docs as Order[]).filter((order) => order.customerEmail?.toLowerCase() === wanted && orderNumber(String(order.id)).toLowerCase() === number)
  if (matches.length === 0) return 0
  const context = await readMailContext(payload)
  let queued = 0
  for (const order of matches) {
    if (!(await allowVisitorMail(payload, { kind: 'order-link', to: order.customerEmail!, orderId: order.id }))) continue
    const withToken = await ensureOrderAccessToken(payload, order)
    const mail = orderLinkMail({ id: String(order.id), accessToken: withToken.accessToken, customerName: order.customerName }, context)
    await queueMail(payload, { kind: 'order-link', to: order.customerEmail!, ...mail, orderId: order.id })
    queued += 1
  }
  return queued
}
