import type { ApiAdminOrder, ApiOrderLine, ApiRefundRequest } from '@shared/api'
import { type MerchandisePaid, merchandiseDiscount, paidForUnits } from '@shared/merchandiseDiscount'
import { toCents } from '@shared/money'
import { overRefundMessage, refundRequestSchema } from '@shared/refundRules'

/** A ticked line of the Refund dialog: how many of its units, and whether they go back on sale. */
export type RefundLineChoice = { units: string; restock: boolean }

/** What the Refund dialog holds while it is open. */
export type RefundForm = {
  /** "items": what the ticked lines cost; "rest": everything not refunded yet; "amount": the typed amount. */
  mode: 'items' | 'rest' | 'amount'
  amount: string
  reason: string
  /** The ticked lines by order line id. */
  lines: Record<string, RefundLineChoice>
}

/** Cents the order still has to refund (its total less refunds that did not fail). */
export function refundableCents(order: Pick<ApiAdminOrder, 'total' | 'refunded'>): number {
  return Math.max(0, (toCents(order.total) ?? 0) - (toCents(order.refunded) ?? 0))
}

/** The merchandise as bought, and the part of the promo code's discount that came off it (decision 69). */
export function merchandisePaid(order: Pick<ApiAdminOrder, 'subtotal' | 'shippingCost' | 'discount' | 'shippingDiscount'>): MerchandisePaid {
  return merchandiseDiscount({
    subtotalCents: toCents(order.subtotal) ?? 0,
    shippingCents: toCents(order.shippingCost) ?? 0,
    discountCents: toCents(order.discount) ?? 0,
    shippingDiscountCents: order.shippingDiscount === null ? null : toCents(order.shippingDiscount),
  })
}

/** Lines with units not refunded yet: the ones a refund can still be for. */
export function refundableLines(order: Pick<ApiAdminOrder, 'account'>): ApiOrderLine[] {
  return order.account.lines.filter((line) => line.ordered - line.refunded > 0)
}

/** A line's units can go back on sale while its product is in the shop and some are not back yet. */
export function canRestock(line: ApiOrderLine): boolean {
  return Boolean(line.productId) && line.restocked < line.ordered
}

export function emptyRefundForm(): RefundForm {
  return { mode: 'rest', amount: '', reason: '', lines: {} }
}

/** Ticks or unticks a line; ticking the first line picks "the items ticked", unticking the last goes back to "everything left". */
export function toggleLine(form: RefundForm, line: ApiOrderLine, ticked: boolean): RefundForm {
  const lines = { ...form.lines }
  if (ticked) lines[line.id] = { units: String(line.ordered - line.refunded), restock: false }
  else delete lines[line.id]
  const any = Object.keys(lines).length > 0
  const mode = any && form.mode === 'rest' ? 'items' : !any && form.mode === 'items' ? 'rest' : form.mode
  return { ...form, lines, mode }
}

/**
 * The request, or the message that says what to fix: the server's own schema and words
 * (shared/refundRules.ts), and the units of each ticked line. In "items" mode the amount is what
 * the buyer paid for the ticked units (`paid`: after a promo code's discount), never more than is left.
 */
export function refundRequestFrom(
  form: RefundForm,
  leftCents: number,
  lines: readonly ApiOrderLine[] = [],
  paid?: MerchandisePaid,
): { request: ApiRefundRequest; cents: number } | { error: string } {
  const items: NonNullable<ApiRefundRequest['items']> = []
  let itemsCents = 0
  for (const line of lines) {
    const choice = form.lines[line.id]
    if (!choice) continue
    const max = line.ordered - line.refunded
    const units = Number(choice.units)
    if (!Number.isInteger(units) || units < 1 || units > max) return { error: `Units of ${line.productName} must be a whole number from 1 to ${max}` }
    items.push({ itemId: line.id, quantity: units, ...(choice.restock ? { restock: true } : {}) })
    itemsCents += paidForUnits(toCents(line.price) ?? 0, units, paid)
  }
  let cents = leftCents
  if (form.mode === 'items') {
    if (items.length === 0) return { error: 'Tick the items this refund is for, or choose another amount' }
    cents = Math.min(itemsCents, leftCents)
  } else if (form.mode === 'amount') {
    const typed = refundRequestSchema.safeParse({ amount: form.amount.trim().replace(/^\$/, '') })
    if (!typed.success) return { error: typed.error.issues[0].message }
    if (typed.data.amount! > leftCents) return { error: overRefundMessage(leftCents) }
    cents = typed.data.amount!
  }
  if (cents < 1) return { error: 'Nothing is left to refund on this order.' }
  const request: ApiRefundRequest = {
    ...(form.mode === 'rest' ? {} : { amount: (cents / 100).toFixed(2) }),
    ...(items.length > 0 ? { items } : {}),
    ...(form.reason.trim() ? { reason: form.reason.trim() } : {}),
  }
  const checked = refundRequestSchema.safeParse(request)
  if (!checked.success) return { error: checked.error.issues[0].message }
  return { request, cents }
}

/** What the buyer paid for the ticked units (the "items" choice's amount before the cap). */
export function itemsCents(form: RefundForm, lines: readonly ApiOrderLine[], paid?: MerchandisePaid): number {
  return lines.reduce((sum, line) => {
    const units = Number(form.lines[line.id]?.units)
    return Number.isInteger(units) && units > 0 ? sum + paidForUnits(toCents(line.price) ?? 0, units, paid) : sum
  }, 0)
}
