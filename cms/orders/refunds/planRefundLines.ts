import { isSize } from '@shared/sizes'
import { relationId } from '../../db/ids'
import { InvalidInput } from '../../errors/shopErrors'
import type { Order } from '../../payload-types'
import type { ReturnLine } from '../../stock/stockLedger'
import { type OrderAccount, type RefundLineRecord, unitsLeftToRefund } from '../orderAccount'
import type { RefundLinesRequest } from './refundSchemas'
import { noPlaceToGoBack, type UnitsCanGoBack } from './unitsCanGoBack'

type Item = NonNullable<Order['items']>[number]

export type RefundLinesPlan = {
  /** What the refund record says it was for (cms/orders/orderAccount.ts reads it). */
  lines: RefundLineRecord[]
  /** The units that go back on sale through the stock ledger. */
  restock: ReturnLine[]
}

/**
 * The order lines a refund or cancellation is for, and the units that go back on sale. A line
 * gives up at most the units it has not given up yet (the account says which); a unit goes back
 * on sale at most once, and only when its product still exists and still offers its size
 * (`canGoBack`): `all` skips the units that cannot go back, naming one is refused.
 */
export function planRefundLines(order: Pick<Order, 'items'>, account: Pick<OrderAccount, 'lines'>, request: RefundLinesRequest, canGoBack: UnitsCanGoBack): RefundLinesPlan {
  if (!request) return { lines: [], restock: [] }
  const items = (order.items ?? []).filter((item): item is Item & { id: string } => Boolean(item.id))
  const left = unitsLeftToRefund(account)
  const unitsLeft = (item: Item & { id: string }) => left.get(item.id) ?? 0
  const kept = new Map(account.lines.map((line) => [line.id, line.keptOff]))
  // Units of the line that may go back on sale: not back yet, and not kept off sale by an earlier refund.
  const restockable = (item: Item & { id: string }) =>
    relationId(item.product) && canGoBack(item) ? Math.max(0, item.quantity - (item.restockedQuantity ?? 0) - (kept.get(item.id) ?? 0)) : 0
  const plan: RefundLinesPlan = { lines: [], restock: [] }

  if ('all' in request) {
    for (const item of items) {
      // Every unit not refunded yet is named; every unit that may go back on sale goes back (an
      // interrupted cancellation's units too, whose refund named them already).
      const back = request.restock ? restockable(item) : 0
      if (unitsLeft(item) > 0) plan.lines.push({ itemId: item.id, quantity: unitsLeft(item), restock: back > 0 })
      if (back > 0) plan.restock.push(returnLine(item, back))
    }
    return plan
  }
  const add = (item: Item & { id: string }, quantity: number, restock: boolean) => {
    const back = restock ? Math.min(quantity, restockable(item)) : 0
    plan.lines.push({ itemId: item.id, quantity, restock: back > 0 })
    if (back > 0) plan.restock.push(returnLine(item, back))
  }
  const seen = new Set<string>()
  for (const { itemId, quantity, restock } of request.items) {
    if (seen.has(itemId)) throw new InvalidInput(`Line ${itemId} is listed twice`)
    seen.add(itemId)
    const item = items.find((candidate) => candidate.id === itemId)
    if (!item) throw new InvalidInput(`This order has no line ${itemId}`)
    if (restock && !relationId(item.product)) throw new InvalidInput(`${item.productName} is no longer in the shop: its units cannot go back on sale`)
    if (restock && !canGoBack(item)) throw new InvalidInput(noPlaceToGoBack(item))
    const available = unitsLeft(item)
    if (available === 0) throw new InvalidInput(`All ${item.quantity} of ${describe(item)} are refunded already`)
    const wanted = quantity ?? available
    if (wanted > available) throw new InvalidInput(`Only ${available} of ${describe(item)} can still be refunded`)
    add(item, wanted, restock)
  }
  return plan
}

function returnLine(item: Item & { id: string }, quantity: number): ReturnLine {
  return {
    itemId: item.id,
    productId: relationId(item.product),
    size: isSize(item.size) ? item.size : null,
    quantity,
    alreadyReturned: item.restockedQuantity ?? 0,
  }
}

function describe(item: Item): string {
  return item.size ? `${item.productName} (${item.size})` : item.productName
}
