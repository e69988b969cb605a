import type { Order } from '../../payload-types'
import { NOTIFIED_STATUSES, type NotifiedStatus } from '../../mail/templates/orderStatusMail'

/**
 * What happened to an order, said by the code that knows it: Payload's write of the order (from
 * any door: the shop's own code, /cms-api, the panel), a cancel that has put the money and the
 * units back, a refund recorded, a refund that came back failed.
 */
export type OrderChange =
  | { kind: 'created'; order: Order }
  | {
      kind: 'updated'
      order: Order
      before: Order
      /** Marked fulfilled with "e-mail the buyer" unticked: false (/api/admin/orders' `notify`). */
      notify: boolean
      /** /api/admin/orders corrects a shipped order's carrier or tracking number. */
      correctingTracking: boolean
    }
  | { kind: 'cancelled'; order: Order }
  | { kind: 'refunded'; order: Order; refundId: string }
  | { kind: 'refund-failed'; order: Order; refundCents: number }

/** The e-mail an order change sends: at most one kind per change. */
export type OrderMail =
  /** The receipt to the buyer and the new-order notice to the shop. */
  | { kind: 'placed' }
  | { kind: 'status'; status: NotifiedStatus; trackingCorrected: boolean }
  | { kind: 'refund'; refundId: string }
  /** To the shop (someone must contact the buyer) and to the buyer (the money did not arrive). */
  | { kind: 'refund-failed'; refundCents: number }

export function isNotifiedStatus(status: unknown): status is NotifiedStatus {
  return (NOTIFIED_STATUSES as readonly unknown[]).includes(status)
}

/**
 * Which e-mail an order change sends, decided here only (decision 50). A new order: the receipt
 * and the shop's notice. A status moved to shipped or fulfilled: the buyer's notice, except a
 * fulfilment the volunteer chose not to tell and a delivery after shipping (no news). Cancelled is
 * told by the cancel once the money and units are back, saying both, never by the status write.
 * A shipped order's carrier or tracking number corrected at /api/admin/orders: the new details.
 * Each refund: its own message. A refund that came back failed: a notice to the shop, and one to the buyer. Any other
 * write (an access token, the buyer's note, a money status, refunded) sends nothing.
 */
export function orderMailFor(change: OrderChange): OrderMail | null {
  switch (change.kind) {
    case 'created':
      return change.order.accessToken ? { kind: 'placed' } : null
    case 'updated': {
      const { order, before } = change
      if (order.status === 'shipped' && before.status === 'shipped') {
        return change.correctingTracking && trackingChanged(before, order) ? { kind: 'status', status: 'shipped', trackingCorrected: true } : null
      }
      if (order.status === before.status || !isNotifiedStatus(order.status) || order.status === 'cancelled') return null
      if (order.status === 'fulfilled' && (!change.notify || before.status === 'shipped')) return null
      return { kind: 'status', status: order.status, trackingCorrected: false }
    }
    case 'cancelled':
      return { kind: 'status', status: 'cancelled', trackingCorrected: false }
    case 'refunded':
      return { kind: 'refund', refundId: change.refundId }
    case 'refund-failed':
      return { kind: 'refund-failed', refundCents: change.refundCents }
  }
}

function trackingChanged(before: Order, order: Order): boolean {
  return (before.carrier ?? null) !== (order.carrier ?? null) || (before.trackingNumber ?? null) !== (order.trackingNumber ?? null)
}
