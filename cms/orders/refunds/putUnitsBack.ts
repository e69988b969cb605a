import type { Payload } from 'payload'

import { productCache } from '../../catalog/productCache'
import type { Order, Refund } from '../../payload-types'
import type { ReturnLine, StockCause, StockLedger } from '../../stock/stockLedger'
import { StockChangedMeanwhile } from '../stockChangedMeanwhile'

/**
 * Puts the planned units back on sale through the stock ledger (all lines or none, never more
 * than a line has left) and notes them on the refund that asked for it.
 */
export async function putUnitsBack(
  { payload, stock }: { payload: Payload; stock: StockLedger },
  order: Order,
  lines: ReturnLine[],
  refund: Refund | null,
  cause: StockCause,
): Promise<void> {
  if (lines.length === 0) return
  const outcome = await stock.returnUnits(String(order.id), lines, cause)
  if (outcome.kind === 'too-many') {
    throw new StockChangedMeanwhile('Some of these units were put back in stock by someone else meanwhile; nothing more was restocked. Reload the order and check the stock.')
  }
  productCache.invalidate()
  if (!refund) return
  const items = order.items ?? []
  await payload.update({
    collection: 'refunds',
    id: refund.id,
    data: {
      restocked: lines.map((line) => {
        const item = items.find((candidate) => candidate.id === line.itemId)
        return { itemId: line.itemId, productName: item?.productName ?? '', size: line.size, quantity: line.quantity }
      }),
    },
    overrideAccess: true,
  })
}
