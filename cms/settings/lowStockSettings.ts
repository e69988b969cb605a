import type { Payload } from 'payload'

import type { ApiLowStockSettings } from '@shared/api'
import { DEFAULT_LOW_STOCK_LEVEL } from '../stock/lowStockCrossings'

export async function readLowStockLevel(payload: Payload): Promise<number> {
  const stored = (await payload.findGlobal({ slug: 'notifications', depth: 0, overrideAccess: true })) as { lowStockLevel?: number | null }
  return typeof stored.lowStockLevel === 'number' ? stored.lowStockLevel : DEFAULT_LOW_STOCK_LEVEL
}

export async function readLowStockSettings(payload: Payload): Promise<ApiLowStockSettings> {
  return { lowStockLevel: await readLowStockLevel(payload) }
}
