import type { Payload } from 'payload'

import { queueLowStockAlert } from '../mail/queueLowStockAlert'
import { readLowStockLevel } from '../settings/lowStockSettings'
import { lowStockCrossings } from './lowStockCrossings'
import type { StockLevel } from './stockLedger'

/**
 * After a sale: the items it took to the low-stock level or below, in one message to the shop's
 * notice recipients. Never fails the sale: a problem is logged.
 */
export async function alertLowStock(payload: Payload, levels: StockLevel[], names: (productId: string) => string): Promise<void> {
  try {
    if (levels.length === 0) return
    const level = await readLowStockLevel(payload)
    const crossed = lowStockCrossings(levels, level)
    if (crossed.length === 0) return
    await queueLowStockAlert(
      payload,
      crossed.map((line) => ({ productName: names(line.productId), size: line.size, left: line.after })),
      level,
    )
  } catch (err) {
    payload.logger.error({ msg: 'could not queue the low-stock alert', err })
  }
}
