/**
 * Order statuses. The spec shows completed, pending and cancelled; this shop adds
 * shipped (an out-of-town order in the mail), fulfilled (handed over, or delivered) and refunded
 * (money returned through the card provider).
 */
export const ORDER_STATUSES = ['pending', 'completed', 'shipped', 'fulfilled', 'cancelled', 'refunded'] as const

export type OrderStatus = (typeof ORDER_STATUSES)[number]

/** What an administrator may ask for from /admin/orders (whether the move is allowed: ORDER_STATUS_MOVES). */
export const ADMIN_SETTABLE_STATUSES = ['completed', 'shipped', 'fulfilled', 'cancelled'] as const satisfies readonly OrderStatus[]

/**
 * The moves an order's status may make (decision 0048): only forward, whichever door asks (the
 * /api routes, the panel, its REST API). Staying where it is is no move. cancelled and refunded
 * are set by the shop's own refund and cancel code only (the money moves with them).
 */
export const ORDER_STATUS_MOVES: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['completed', 'cancelled'],
  completed: ['shipped', 'fulfilled', 'cancelled', 'refunded'],
  shipped: ['fulfilled', 'refunded'],
  fulfilled: ['refunded'],
  cancelled: [],
  refunded: [],
}

/** Whether `from` may become `to` (the same status is no move: allowed). */
export function isAllowedStatusMove(from: string, to: string): boolean {
  if (from === to) return true
  return (ORDER_STATUS_MOVES[from as OrderStatus] ?? []).includes(to as OrderStatus)
}

/** Carriers an out-of-town order can be shipped with (PATCH …/orders/{id} `carrier`). */
export const CARRIERS = ['usps', 'ups', 'fedex', 'dhl', 'other'] as const
export type Carrier = (typeof CARRIERS)[number]

export const CARRIER_LABELS: Record<Carrier, string> = { usps: 'USPS', ups: 'UPS', fedex: 'FedEx', dhl: 'DHL', other: 'Other carrier' }

/** The carrier's tracking page for a tracking number; null for other carriers or without a number. */
export function trackingUrl(carrier: string | null | undefined, trackingNumber: string | null | undefined): string | null {
  if (!trackingNumber) return null
  const n = encodeURIComponent(trackingNumber)
  switch (carrier) {
    case 'usps':
      return `https://tools.usps.com/go/TrackConfirmAction?tLabels=${n}`
    case 'ups':
      return `https://www.ups.com/track?tracknum=${n}`
    case 'fedex':
      return `https://www.fedex.com/fedextrack/?trknbr=${n}`
    case 'dhl':
      return `https://www.dhl.com/us-en/home/tracking/tracking-express.html?submit=1&tracking-id=${n}`
    default:
      return null
  }
}

/** The buyer's note for the shop at checkout, and an administrator's internal note: at most this many characters. */
export const NOTE_MAX_LENGTH = 500

/** The badge of an order placed in demo payment mode, wherever orders are listed (issue 10). */
export const DEMO_ORDER_LABEL = 'Demo — not paid'
