import type { Payload, Where } from 'payload'

import { isSize } from '@shared/sizes'
import { type ApiStockHistory, STOCK_HISTORY_PAGE_SIZE, STOCK_REASONS, type StockReason } from '@shared/stockHistory'
import { InvalidInput } from '../errors/shopErrors'

/**
 * A product's stock history, newest first, a page at a time. The cursor is the position (`seq`) of
 * the last entry of the page before, as a decimal string: the next page holds the entries before it.
 * Positions only grow, so a page never repeats or skips an entry, whatever is written meanwhile.
 */
export async function readStockHistory(payload: Payload, productId: string, cursor: string | undefined): Promise<ApiStockHistory> {
  const where: Where[] = [{ product: { equals: productId } }]
  if (cursor !== undefined) {
    if (!/^[1-9]\d{0,14}$/.test(cursor)) throw new InvalidInput('cursor must be the nextCursor of an earlier page')
    where.push({ seq: { less_than: Number(cursor) } })
  }
  const { docs } = await payload.find({
    collection: 'stock-history',
    where: { and: where },
    sort: '-seq',
    limit: STOCK_HISTORY_PAGE_SIZE + 1,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const page = docs.slice(0, STOCK_HISTORY_PAGE_SIZE)
  return {
    entries: page.map((doc) => ({
      at: new Date(doc.createdAt).toISOString(),
      size: isSize(doc.size) ? doc.size : null,
      change: Number(doc.change),
      after: doc.after === null || doc.after === undefined ? null : Number(doc.after),
      reason: (STOCK_REASONS as readonly string[]).includes(doc.reason) ? (doc.reason as StockReason) : 'edit',
      actor: doc.actor,
      orderId: doc.order ?? null,
    })),
    nextCursor: docs.length > STOCK_HISTORY_PAGE_SIZE ? String(page.at(-1)!.seq) : null,
  }
}
