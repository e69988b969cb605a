import type { ApiAdminOrder, ApiRefundRequest } from '@shared/api'
import { toCents } from '@shared/money'

/** What the Refund dialog holds while it is open. */
export type RefundForm = {
  /** "rest": everything not refunded yet; "amount": the typed amount. */
  mode: 'rest' | 'amount'
  amount: string
  reason: string
  /** Order line ids whose units go back on sale. */
  restock: string[]
}

/** Cents the order still has to refund (its total less refunds that did not fail). */
export function refundableCents(order: Pick<ApiAdminOrder, 'total' | 'refunded'>): number {
  return Math.max(0, (toCents(order.total) ?? 0) - (toCents(order.refunded) ?? 0))
}

/** Lines with units that can still go back on sale. */
export function restockableItems(order: Pick<ApiAdminOrder, 'items'>) {
  return order.items.filter((item) => item.productId && item.quantity - item.restocked > 0)
}

export function emptyRefundForm(): RefundForm {
  return { mode: 'rest', amount: '', reason: '', restock: [] }
}

/** The request, or the message that says what to fix (the same rules as the server's). */
export function refundRequestFrom(form: RefundForm, leftCents: number): { request: ApiRefundRequest; cents: number } | { error: string } {
  let cents = leftCents
  if (form.mode === 'amount') {
    const typed = toCents(form.amount.trim().replace(/^\$/, ''))
    if (typed === null || typed < 1) return { error: 'Enter an amount in dollars, e.g. 5.00' }
    if (typed > leftCents) return { error: `Only $${(leftCents / 100).toFixed(2)} is left to refund on this order.` }
    cents = typed
  }
  const request: ApiRefundRequest = {
    ...(form.mode === 'amount' ? { amount: (cents / 100).toFixed(2) } : {}),
    ...(form.reason.trim() ? { reason: form.reason.trim() } : {}),
    ...(form.restock.length > 0 ? { restockItems: form.restock.map((itemId) => ({ itemId })) } : {}),
  }
  return { request, cents }
}
