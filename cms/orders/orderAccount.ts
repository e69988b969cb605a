import type { ApiMoneyLine, ApiOrderAccount, ApiRefund, OrderFulfilment } from '@shared/api'
import { type ContributionSplit, FEE_CONTRIBUTION_LABEL, splitContribution } from '@shared/givingWording'
import { merchandiseDiscount, paidForUnits } from '@shared/merchandiseDiscount'
import { centsToDecimal } from '@shared/money'
import { type RefundSource, type RefundStatus, refundCounts } from '@shared/refunds'
import { isSize, type Size } from '@shared/sizes'
import { relationId } from '../db/ids'
import { contributionFacts, type ReturnedUnits } from '../giving/contributionFacts'
import type { Order, Refund } from '../payload-types'

/**
 * An order's goods and money as they stand, worked out in one place and read by every screen and
 * e-mail (/admin/orders and its packing slip, the buyer's order page and account, the receipt,
 * the refund, cancellation and fulfilment e-mails):
 *
 * - per line: units ordered, refunded (the buyer is not getting them), put back on sale, and
 *   still to send, with the money the refunds gave back for them and why;
 * - per order: the money lines (subtotal, shipping, fee; a donation or a discount are lines to
 *   add here), what was paid, refunded and is left, and what is left to send.
 *
 * Facts come from the order (its lines, amounts, status, units put back) and its refund records
 * (amount, status, reason, and the lines each was for). Nothing here writes.
 */

/** How a refund record names the lines it was for (the `lines` JSON of a refund). */
export type RefundLineRecord = {
  itemId: string
  quantity: number
  restock: boolean
  /** Not named by the volunteer: the refund brought the order to nothing, so it was for these units too (recorded since decision 79). */
  rest?: boolean
}

export type AccountLine = {
  id: string
  productId: string | null
  productName: string
  size: Size | null
  unitCents: number
  ordered: number
  refunded: number
  restocked: number
  toSend: number
  refundedCents: number
  reasons: string[]
  /** Units a refund named without putting them back on sale (damaged, kept by the buyer): a cancel leaves them off sale. */
  keptOff: number
  /** Units the refunds named (or put back on sale), whatever the order's status. */
  named: number
}

export type MoneyLine = { kind: ApiMoneyLine['kind']; label: string; cents: number }

export type AccountRefundLine = { itemId: string; productName: string; size: Size | null; quantity: number; restocked: boolean; cents: number }

export type AccountRefund = {
  /** The provider's refund id. */
  id: string
  /** The refund record's own id. */
  recordId: string
  cents: number
  status: RefundStatus
  counts: boolean
  source: RefundSource
  reason: string | null
  createdAt: string
  lines: AccountRefundLine[]
  /** A refund that brought the order to nothing: it was for every unit not refunded before, named or not. */
  forTheRest: boolean
}

export type OrderAccount = {
  orderId: string
  demo: boolean
  paymentTaken: boolean
  lines: AccountLine[]
  charges: MoneyLine[]
  /** Issue 27: the payment split between contribution and goods and services, refunds counted as the books count them. */
  contribution: ContributionSplit
  /** The same as a receipt counts it: money refunded without naming items comes off the contribution first (decision 76). */
  receiptContribution: ContributionSplit
  /** Units the refunds named, by line index: off the parcel, so the receipt's goods leave them out too (decisions 71 and 79). */
  returned: ReturnedUnits
  paidCents: number
  refundedCents: number
  remainingCents: number
  refunds: AccountRefund[]
  fulfilment: OrderFulfilment
  unitsToSend: number
  cancelReason: string | null
}

/** The facts this reads from an order (an Order record has them all). */
export type OrderFacts = Pick<
  Order,
  'id' | 'status' | 'demo' | 'subtotalCents' | 'shippingCents' | 'feeCents' | 'totalCents' | 'items' | 'cancelReason' | 'promoCode' | 'discountCents' | 'shippingDiscountCents'
> &
  Partial<Pick<Order, 'donationCents' | 'feeIsContribution'>>
/** The facts this reads from a refund record. */
export type RefundFacts = Pick<Refund, 'id' | 'refundId' | 'amountCents' | 'status' | 'source' | 'reason' | 'createdAt' | 'lines' | 'restocked'>

type Item = NonNullable<Order['items']>[number]

const lineId = (order: OrderFacts, item: Item, index: number) => item.id ?? `${order.id}-${index}`

export function orderAccount(order: OrderFacts, refunds: readonly RefundFacts[]): OrderAccount {
  const items = order.items ?? []
  const status = order.status
  const ids = items.map((item, index) => lineId(order, item, index))
  const byId = new Map(items.map((item, index) => [ids[index], item]))
  const totalCents = order.totalCents
  const sorted = [...refunds].sort((a, b) => a.createdAt.localeCompare(b.createdAt))

  // Units each line has given up so far, refund by refund, and the money and reasons that went with them.
  const refundedUnits = new Map<string, number>(ids.map((id) => [id, 0]))
  const lineCents = new Map<string, number>(ids.map((id) => [id, 0]))
  const reasons = new Map<string, string[]>(ids.map((id) => [id, []]))
  const keptOff = new Map<string, number>(ids.map((id) => [id, 0]))
  // Units the refunds named, by line index: the receipt no longer counts them as goods received (decisions 71 and 79).
  const returned = new Map<number, number>()
  const merchandise = merchandiseDiscount({
    subtotalCents: order.subtotalCents,
    shippingCents: order.shippingCents,
    discountCents: order.discountCents ?? 0,
    shippingDiscountCents: order.shippingDiscountCents,
  })
  let refundedCents = 0
  let attributedCents = 0
  const accountRefunds: AccountRefund[] = []

  for (const refund of sorted) {
    const counts = refundCounts(refund.status)
    // The lines the volunteer named come first; then those it was for by bringing the order to
    // nothing: recorded with it (so a refund before it that fails later takes nothing of them
    // back), or, for refunds recorded without them (the Stripe dashboard's, older ones), found here.
    const recorded = namedLines(refund).filter((line) => byId.has(line.itemId))
    let named = [...recorded.filter((line) => !line.rest), ...recorded.filter((line) => line.rest)]
    const namedByRefund = recorded.filter((line) => !line.rest).length
    let forTheRest = named.length > namedByRefund
    if (counts) {
      refundedCents += refund.amountCents
      // Money that brings the order back to nothing refunds every unit not refunded yet, whether the
      // refund named some units (ticked, then "Everything left") or none.
      if (!forTheRest && totalCents > 0 && refundedCents >= totalCents) {
        const rest = ids.flatMap((id) => {
          const namedHere = named.filter((line) => line.itemId === id).reduce((sum, line) => sum + line.quantity, 0)
          const left = byId.get(id)!.quantity - refundedUnits.get(id)! - namedHere
          return left > 0 ? [{ itemId: id, quantity: left, restock: false }] : []
        })
        named = [...named, ...rest]
        forTheRest = rest.length > 0
      }
    }
    const units = named.map((line) => Math.max(0, Math.min(line.quantity, byId.get(line.itemId)!.quantity - (counts ? refundedUnits.get(line.itemId)! : 0))))
    // Shared by what the buyer paid for the units (after a promo code's share): a line never shows more back than it cost them.
    const paidFor = named.map((line, index) => paidForUnits(byId.get(line.itemId)!.priceCents, units[index], merchandise))
    const shares = allocate(refund.amountCents, paidFor)
    // The refund that brought the order to nothing names every unit left: the money earlier refunds by
    // amount gave to no line goes to them too, so each line says what came back for it.
    const implied = counts && forTheRest
    const lineShares = implied ? allocate(refundedCents - attributedCents, paidFor) : shares
    const lines: AccountRefundLine[] = named.map((line, index) => {
      const item = byId.get(line.itemId)!
      return { itemId: line.itemId, productName: item.productName, size: sizeOf(item), quantity: units[index], restocked: line.restock, cents: shares[index] }
    })
    if (counts) {
      lines.forEach((line, index) => {
        // Named units leave the parcel, so they are not goods the buyer received either, whatever
        // the amount that came back for them (decision 79).
        returned.set(ids.indexOf(line.itemId), (returned.get(ids.indexOf(line.itemId)) ?? 0) + line.quantity)
        lineCents.set(line.itemId, lineCents.get(line.itemId)! + lineShares[index])
        attributedCents += lineShares[index]
        refundedUnits.set(line.itemId, refundedUnits.get(line.itemId)! + line.quantity)
        // A line named twice by one refund (ticked, then the rest of it) gives its reason once.
        if (refund.reason && !(index >= namedByRefund && lines.slice(0, index).some((earlier) => earlier.itemId === line.itemId))) reasons.get(line.itemId)!.push(refund.reason)
        if (index < namedByRefund && !line.restocked) keptOff.set(line.itemId, keptOff.get(line.itemId)! + line.quantity)
      })
    }
    accountRefunds.push({
      id: refund.refundId,
      recordId: String(refund.id),
      cents: refund.amountCents,
      status: refund.status as RefundStatus,
      counts,
      source: refund.source as RefundSource,
      reason: refund.reason ?? null,
      createdAt: refund.createdAt,
      lines,
      forTheRest: implied,
    })
  }

  const closed = status === 'cancelled' || status === 'refunded'
  const open = status === 'completed' || status === 'pending'
  const cancelReason = order.cancelReason?.trim() || null
  const lines: AccountLine[] = items.map((item, index) => {
    const id = ids[index]
    const restocked = Math.min(item.quantity, item.restockedQuantity ?? 0)
    // A unit back on sale is not going to the buyer either, whatever the refunds said.
    const refunded = closed ? item.quantity : Math.min(item.quantity, Math.max(refundedUnits.get(id)!, restocked))
    const lineReasons = [...reasons.get(id)!]
    if (status === 'cancelled' && cancelReason && !lineReasons.includes(cancelReason)) lineReasons.push(cancelReason)
    return {
      id,
      productId: relationId(item.product),
      productName: item.productName,
      size: sizeOf(item),
      unitCents: item.priceCents,
      ordered: item.quantity,
      refunded,
      restocked,
      toSend: open ? item.quantity - refunded : 0,
      refundedCents: lineCents.get(id)!,
      reasons: lineReasons,
      keptOff: Math.min(item.quantity, keptOff.get(id)!),
      named: Math.min(item.quantity, Math.max(refundedUnits.get(id)!, restocked)),
    }
  })
  const unitsToSend = lines.reduce((sum, line) => sum + line.toSend, 0)
  const demo = order.demo === true
  return {
    orderId: String(order.id),
    demo,
    paymentTaken: !demo,
    lines,
    charges: [
      { kind: 'subtotal', label: 'Subtotal', cents: order.subtotalCents },
      { kind: 'shipping', label: 'Shipping', cents: order.shippingCents },
      // Issue 31: a promo code's discount, named by its code; `cents` is what it took off (readers show it with a minus).
      ...(order.promoCode && (order.discountCents ?? 0) > 0
        ? [{ kind: 'discount' as const, label: `Discount (${order.promoCode})`, cents: order.discountCents ?? 0 }]
        : []),
      // Issue 27: the gift (never discounted), and no fee line when the shop absorbed the fee or the buyer did not cover it.
      ...((order.donationCents ?? 0) > 0 ? [{ kind: 'donation' as const, label: 'Donation', cents: order.donationCents ?? 0 }] : []),
      ...(order.feeCents > 0 ? [{ kind: 'fee' as const, label: order.feeIsContribution ? FEE_CONTRIBUTION_LABEL : 'Processing fee', cents: order.feeCents }] : []),
    ],
    // What of the payment is a contribution, after refunds (decisions 40 and 41); nothing for a demo order.
    contribution: splitContribution(contributionFacts(order, demo ? totalCents : refundedCents, returned)),
    receiptContribution: splitContribution(contributionFacts(order, demo ? totalCents : refundedCents, returned), 'contribution-first'),
    returned,
    paidCents: totalCents,
    refundedCents,
    remainingCents: Math.max(0, totalCents - refundedCents),
    refunds: accountRefunds,
    fulfilment: fulfilmentOf(status, unitsToSend),
    unitsToSend,
    cancelReason,
  }
}

function fulfilmentOf(status: string, unitsToSend: number): OrderFulfilment {
  switch (status) {
    case 'pending':
      return 'pending'
    case 'shipped':
    case 'fulfilled':
    case 'cancelled':
    case 'refunded':
      return status
    default:
      return unitsToSend > 0 ? 'to-send' : 'nothing-to-send'
  }
}

/**
 * The lines a refund record names: its `lines`, or for a refund recorded before refunds named
 * lines, the units it put back on sale (which the buyer was not getting either).
 */
export function namedLines(refund: Pick<RefundFacts, 'lines' | 'restocked'>): RefundLineRecord[] {
  const lines = parseLines(refund.lines, true)
  return lines.length > 0 ? lines : parseLines(refund.restocked, false)
}

function parseLines(value: unknown, withRestock: boolean): RefundLineRecord[] {
  if (!Array.isArray(value)) return []
  return value.flatMap((entry: unknown) => {
    const line = entry as { itemId?: unknown; quantity?: unknown; restock?: unknown; rest?: unknown }
    if (typeof line?.itemId !== 'string' || typeof line.quantity !== 'number' || !Number.isSafeInteger(line.quantity) || line.quantity < 1) return []
    return [{ itemId: line.itemId, quantity: line.quantity, restock: withRestock ? line.restock === true : true, ...(line.rest === true ? { rest: true } : {}) }]
  })
}

/**
 * Splits a refund's cents over its lines by their value: each line gets at most its value (the
 * rest of a larger refund was for shipping or the fee); a smaller refund is shared in proportion,
 * the leftover cents going to the largest remainders, so the shares always add up.
 */
export function allocate(cents: number, values: readonly number[]): number[] {
  const total = values.reduce((sum, value) => sum + value, 0)
  if (values.length === 0) return []
  if (total === 0) return values.map(() => 0)
  if (cents >= total) return [...values]
  const exact = values.map((value) => (cents * value) / total)
  const shares = exact.map(Math.floor)
  let left = cents - shares.reduce((sum, share) => sum + share, 0)
  const order = exact.map((value, index) => ({ index, rest: value - shares[index] })).sort((a, b) => b.rest - a.rest || a.index - b.index)
  for (const { index } of order) {
    if (left === 0) break
    shares[index] += 1
    left -= 1
  }
  return shares
}

function sizeOf(item: Item): Size | null {
  return isSize(item.size) ? item.size : null
}

/** The account as the /api answers carry it (decimal strings). */
export function apiOrderAccount(account: OrderAccount): ApiOrderAccount {
  return {
    paymentTaken: account.paymentTaken,
    lines: account.lines.map((line) => ({
      id: line.id,
      productId: line.productId,
      productName: line.productName,
      size: line.size,
      price: centsToDecimal(line.unitCents),
      ordered: line.ordered,
      refunded: line.refunded,
      restocked: line.restocked,
      toSend: line.toSend,
      refundedAmount: centsToDecimal(line.refundedCents),
      reasons: line.reasons,
    })),
    charges: account.charges.map((charge) => ({ kind: charge.kind, label: charge.label, amount: centsToDecimal(charge.cents) })),
    paid: centsToDecimal(account.paidCents),
    refunded: centsToDecimal(account.refundedCents),
    remaining: centsToDecimal(account.remainingCents),
    refunds: account.refunds.map(apiRefund),
    fulfilment: account.fulfilment,
    unitsToSend: account.unitsToSend,
    cancelReason: account.cancelReason,
  }
}

export function apiRefund(refund: AccountRefund): ApiRefund {
  return {
    id: refund.id,
    amount: centsToDecimal(refund.cents),
    status: refund.status,
    source: refund.source,
    reason: refund.reason,
    createdAt: refund.createdAt,
    counts: refund.counts,
    lines: refund.lines.map((line) => ({
      itemId: line.itemId,
      productName: line.productName,
      size: line.size,
      quantity: line.quantity,
      restocked: line.restocked,
      amount: centsToDecimal(line.cents),
    })),
  }
}

/**
 * Units no refund has named yet on each line (what a refund may still name). A cancelled order's
 * lines count as refunded on screen, but a cancellation still names the units its own refund covers.
 */
export function unitsLeftToRefund(account: Pick<OrderAccount, 'lines'>): Map<string, number> {
  return new Map(account.lines.map((line) => [line.id, line.ordered - line.named]))
}
