import type { Payload } from 'payload'

import type { ApiOrdersSummary } from '@shared/api'
import { mongoSalesTotals } from './mongoSalesTotals'
import { salesSummary, summaryPeriods } from './salesSummary'
import { sqliteSalesTotals } from './sqliteSalesTotals'

/**
 * The sales summary at `now`, added up by the database over the indexed dates (SQL aggregates on
 * SQLite, an aggregation pipeline on MongoDB): no order is read into memory (decision 38).
 */
export async function readSalesSummary(payload: Payload, now: Date): Promise<ApiOrdersSummary> {
  const { month, year } = summaryPeriods(now)
  const totals = payload.db.name === 'mongoose' ? await mongoSalesTotals(payload, month, year) : await sqliteSalesTotals(payload, month, year)
  return salesSummary(totals, now)
}
