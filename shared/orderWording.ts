/**
 * How an order's refunds and cancellations are worded, the same on every screen and in every
 * e-mail (the facts come from the order's account: cms/orders/orderAccount.ts).
 */

/** Said instead of "paid" or "refunded" wherever a demo order would otherwise claim money moved. */
export const PAYMENT_NOT_TAKEN = 'Demo — no payment was taken'

/** What happened to a line's units, e.g. "1 of 2 refunded · $25.00 back · Wrong size"; null when nothing did. */
export function lineRefundNote(
  line: { ordered: number; refunded: number; restocked: number; reasons: readonly string[] },
  amount: string,
  { cancelled, demo, forShop = false }: { cancelled: boolean; demo: boolean; forShop?: boolean },
): string | null {
  if (line.refunded === 0) return null
  const what = cancelled ? 'Cancelled' : line.refunded === line.ordered ? 'Refunded' : `${line.refunded} of ${line.ordered} refunded`
  const parts = [what]
  if (!demo && amount !== '$0.00') parts.push(`${amount} back`)
  if (forShop && line.restocked > 0) parts.push(line.restocked === line.ordered ? 'back on sale' : `${line.restocked} back on sale`)
  parts.push(...line.reasons)
  return parts.join(' · ')
}

/** "1 × Rescue Tee (M)" */
export function unitsLabel(quantity: number, productName: string, size: string | null): string {
  return `${quantity} × ${productName}${size ? ` (${size})` : ''}`
}

/**
 * An order's status in the shop's words (/admin/orders, its search, the CSV): what it asks of the
 * people packing it. `fulfilment` is the account's (an open order with nothing left to send is no
 * longer "to fulfil").
 */
export function shopStatusLabel(status: string, fulfilment?: string): string {
  switch (status) {
    case 'pending':
      return 'Awaiting payment'
    case 'completed':
      return fulfilment === 'nothing-to-send' ? 'Nothing to send' : 'To fulfil'
    case 'shipped':
      return 'Shipped'
    case 'fulfilled':
      return 'Fulfilled'
    case 'cancelled':
      return 'Cancelled'
    case 'refunded':
      return 'Refunded'
    default:
      return status
  }
}

/** How the order leaves the shop, as every screen and the CSV say it. */
export function deliveryLabel(method: string): string {
  return method === 'in-town' ? 'In town (St. John)' : 'Out of town (mail)'
}

/** What the buyer reads about their order's state (the private order page, the account). */
export function buyerOrderStatus(order: {
  status: string
  /** The account's, when known (an open order with every item refunded has nothing left to send). */
  fulfilment?: string
  demo: boolean
  deliveryMethod: string
  /** "$5.00", "$0.00" when nothing was refunded. */
  refunded: string
  cancelReason?: string | null
}): { label: string; detail: string } {
  const refunded = order.refunded !== '$0.00'
  const back = refunded && !order.demo ? ` ${order.refunded} was refunded to your card.` : ''
  const demo = order.demo ? ` ${PAYMENT_NOT_TAKEN}: this demo order will not be shipped.` : ''
  switch (order.status) {
    case 'pending':
      return { label: 'Pending', detail: 'We are waiting for your payment to complete.' }
    case 'shipped':
      return { label: 'Shipped', detail: `Your order is in the mail to the address below.${back}${demo}` }
    case 'fulfilled':
      return order.deliveryMethod === 'out-of-town'
        ? { label: 'On its way', detail: `Your order has been mailed to the address below.${back}${demo}` }
        : { label: 'Ready', detail: `Your order is ready, or already in your hands.${back}${demo}` }
    case 'cancelled':
      return {
        label: 'Cancelled',
        detail: `This order has been cancelled${order.cancelReason ? `: ${order.cancelReason}` : ''}.${order.demo ? ` ${PAYMENT_NOT_TAKEN}.` : back}`,
      }
    case 'refunded':
      return { label: 'Refunded', detail: order.demo ? `This demo order was refunded in full. ${PAYMENT_NOT_TAKEN}.` : `Your payment for this order (${order.refunded}) was refunded to your card.` }
    default:
      if (order.demo) return { label: 'Demo', detail: `${PAYMENT_NOT_TAKEN}: this demo order will not be shipped.` }
      if (order.fulfilment === 'nothing-to-send') return { label: 'Paid · items refunded', detail: `Every item of this order was refunded, so nothing is left to send.${back}` }
      return refunded
        ? { label: 'Paid · part refunded', detail: `We have your payment and are preparing the rest of your order.${back}` }
        : { label: 'Paid', detail: 'We have your payment and are preparing your order.' }
  }
}
