import type { Payload } from 'payload'

import type { ApiTimelineEvent } from '@shared/api'
import { formatCents } from '@shared/money'
import { CARRIER_LABELS, type Carrier } from '@shared/orderStatus'
import { PAYMENT_NOT_TAKEN, shopStatusLabel, unitsLabel } from '@shared/orderWording'
import { relationId } from '../../db/ids'
import { orderAccount } from '../orderAccount'
import type { Order, Outbox, Refund } from '../../payload-types'
import { actorNameOf } from './actorName'

/** Within one instant, the order in which things happen. */
const KIND_ORDER: ApiTimelineEvent['kind'][] = ['paid', 'stock', 'buyer-note', 'status', 'refund', 'email', 'note']

/**
 * Every event of an order, oldest first (decision 0048): paid (or placed in demo mode), the stock
 * it reserved, the buyer's note, each e-mail the outbox holds for it (queued, then sent or failed
 * with the outbox's reason), each status change with who made it, each refund, each internal note.
 * Read from the records themselves (the order, its refunds, its outbox messages, its order events),
 * so the timeline never says something the records do not.
 */
export async function orderTimeline(payload: Payload, order: Order, refunds: readonly Refund[]): Promise<ApiTimelineEvent[]> {
  const [mail, events] = await Promise.all([
    payload.find({ collection: 'outbox', where: { order: { equals: order.id } }, depth: 0, limit: 200, sort: 'createdAt', overrideAccess: true, pagination: false }),
    payload.find({ collection: 'order-events', where: { order: { equals: order.id } }, depth: 0, limit: 500, sort: 'createdAt', overrideAccess: true, pagination: false }),
  ])
  const names = await actorNames(payload, [...refunds.map((refund) => relationId(refund.requestedBy)), ...events.docs.map((event) => (event.actorName ? null : relationId(event.actor)))])
  const account = orderAccount(order, refunds)
  const out: ApiTimelineEvent[] = []
  const add = (event: Omit<ApiTimelineEvent, 'problem' | 'actor' | 'detail'> & Partial<ApiTimelineEvent>) =>
    out.push({ detail: null, actor: null, problem: false, ...event })

  if (order.status === 'pending') add({ at: order.createdAt, kind: 'paid', title: 'Placed: waiting for the payment' })
  else if (account.paymentTaken) add({ at: order.createdAt, kind: 'paid', title: `Paid ${formatCents(order.totalCents)}`, detail: `Payment ${order.paymentIntentId}` })
  else add({ at: order.createdAt, kind: 'paid', title: `Placed in demo mode (${formatCents(order.totalCents)})`, detail: PAYMENT_NOT_TAKEN })
  add({
    at: order.createdAt,
    kind: 'stock',
    title: 'Stock reserved',
    detail: (order.items ?? []).map((item) => unitsLabel(item.quantity, item.productName, item.size ?? null)).join(', '),
  })
  if (order.note) add({ at: order.createdAt, kind: 'buyer-note', title: "Buyer's note", detail: order.note })

  for (const message of mail.docs as Outbox[]) {
    const what = `${message.subject} (to ${message.to})`
    add({ at: message.createdAt, kind: 'email', title: 'E-mail queued', detail: what })
    if (message.status === 'sent') add({ at: message.sentAt ?? message.updatedAt, kind: 'email', title: 'E-mail sent', detail: what })
    else if (message.status === 'failed') add({ at: message.updatedAt, kind: 'email', title: 'E-mail failed', detail: `${what}: ${message.lastError || 'no reason given'}`, problem: true })
    else if (message.lastError) add({ at: message.updatedAt, kind: 'email', title: 'E-mail not sent yet: will try again', detail: `${what}: ${message.lastError}`, problem: true })
  }

  for (const event of events.docs) {
    const actor = event.actorName ?? names.get(relationId(event.actor) ?? '') ?? null
    if (event.kind === 'note') {
      add({ at: event.createdAt, kind: 'note', title: 'Note', detail: event.text ?? '', actor })
      continue
    }
    const to = String(event.toStatus)
    add({ at: event.createdAt, kind: 'status', title: statusTitle(to, String(event.fromStatus)), detail: to === 'shipped' ? shippingDetail(order) : null, actor })
  }

  for (const refund of refunds) {
    const failed = refund.status === 'failed' || refund.status === 'canceled'
    const amount = formatCents(refund.amountCents)
    const title = !account.paymentTaken ? `Refund recorded (${amount}, demo)` : failed ? `Refund of ${amount} ${refund.status}` : `Refunded ${amount}`
    const lines = account.refunds.find((line) => line.id === refund.refundId)?.lines ?? []
    const what = lines.map((line) => `${unitsLabel(line.quantity, line.productName, line.size)}${line.restocked ? ' (back on sale)' : ''}`).join(', ')
    const by = refund.source === 'provider' ? 'Stripe dashboard' : (names.get(relationId(refund.requestedBy) ?? '') ?? null)
    add({ at: refund.createdAt, kind: 'refund', title, detail: [what, refund.reason].filter(Boolean).join(' · ') || null, actor: by, problem: failed })
  }

  return out.sort((a, b) => a.at.localeCompare(b.at) || KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind))
}

function statusTitle(to: string, from: string): string {
  switch (to) {
    case 'shipped':
      return 'Marked shipped'
    case 'fulfilled':
      return from === 'shipped' ? 'Marked delivered' : 'Marked fulfilled'
    case 'cancelled':
      return 'Cancelled'
    case 'refunded':
      return 'Refunded in full'
    default:
      return `Status: ${shopStatusLabel(to)}`
  }
}

function shippingDetail(order: Order): string | null {
  const carrier = order.carrier ? CARRIER_LABELS[order.carrier as Carrier] : null
  const parts = [carrier, order.trackingNumber ? `tracking ${order.trackingNumber}` : null].filter(Boolean)
  return parts.length > 0 ? parts.join(', ') : 'No tracking number'
}

async function actorNames(payload: Payload, ids: (string | null)[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids.filter((id): id is string => Boolean(id)))]
  const names = await Promise.all(unique.map(async (id) => [id, await actorNameOf(payload, id)] as const))
  return new Map(names)
}
