import type { ApiAdminOrder, ApiRefundRequest } from '@shared/api'
import { toCents } from '@shared/money'
import { overRefundMessage, refundRequestSchema } from '@shared/refundRules'

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

/** The request, or the message that says what to fix: the server's own schema and words (shared/refundRules.ts). */
export function refundRequestFrom(form: RefundForm, leftCents: number): { request: ApiRefundRequest; cents: number } | { error: string } {
  const parsed = refundRequestSchema.safeParse({
    ...(form.mode === 'amount' ? { amount: form.amount.trim().replace(/^\$/, '') } : {}),
    ...(form.reason.trim() ? { reason: form.reason } : {}),
    ...(form.restock.length > 0 ? { restockItems: form.restock.map((itemId) => ({ itemId })) } : {}),
  })
  if (!parsed.success) return { error: parsed.error.issues[0].message }
  const { amount, reason, restockItems } = parsed.data
  const cents = amount ?? leftCents
  if (cents > leftCents) return { error: overRefundMessage(leftCents) }
  const request: ApiRefundRequest = {
    ...(amount !== undefined ? { amount: (amount / 100).toFixed(2) } : {}),
    ...(reason ? { reason } : {}),
    ...(restockItems ? { restockItems } : {}),
  }
  return { request, cents }
}
