import type { Payload } from 'payload'
import { z } from 'zod'

import type { ApiLowStockSettings } from '../../shared/api'
import { DEFAULT_LOW_STOCK_LEVEL } from '../stock/lowStockCrossings'

const LEVEL_MESSAGE = 'The low-stock level must be a whole number from 0 to 1000'

export const lowStockSettingsSchema = z.object({
  lowStockLevel: z.number({ error: LEVEL_MESSAGE }).int({ error: LEVEL_MESSAGE }).min(0, { error: LEVEL_MESSAGE }).max(1000, { error: LEVEL_MESSAGE }),
})

export async function readLowStockLevel(payload: Payload): Promise<number> {
  const stored = (await payload.findGlobal({ slug: 'notifications', depth: 0, overrideAccess: true })) as { lowStockLevel?: number | null }
  return typeof stored.lowStockLevel === 'number' ? stored.lowStockLevel : DEFAULT_LOW_STOCK_LEVEL
}

export async function readLowStockSettings(payload: Payload): Promise<ApiLowStockSettings> {
  return { lowStockLevel: await readLowStockLevel(payload) }
}
