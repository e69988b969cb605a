import type { Payload } from 'payload'

import { queueShopNotice } from './queueShopNotice'
import { readMailContext } from './readMailContext'
import { type LowStockItem, lowStockMail } from './templates/lowStockMail'

/** One message to the shop's notice recipients (those of new orders) for the items a sale took low. */
export async function queueLowStockAlert(payload: Payload, items: LowStockItem[], level: number): Promise<void> {
  if (items.length === 0) return
  await queueShopNotice(payload, { kind: 'low-stock', ...lowStockMail(items, level, await readMailContext(payload)) })
}
